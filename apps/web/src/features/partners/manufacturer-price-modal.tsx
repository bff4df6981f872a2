import { Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MESSAGES, type TManufacturerPrice } from "@q2c/domain";
import { useMemo } from "react";
import type { RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { withoutNulls } from "../../app/forms/form-values.ts";
import { RecordModal } from "../../app/forms/record-modal.tsx";
import { parentOptions } from "../categories/category-tree-model.ts";
import {
  EVERY_ACCOUNT,
  EVERY_CATEGORY,
  emptyValues,
  type ManufacturerPriceFormValues,
  toCreateBody,
  toUpdateBody,
  validateWith,
  valuesOf,
} from "./manufacturer-price-values.ts";
import { useAllCategories, useManufacturerPriceMutations, useMspChoices } from "./use-manufacturer-prices.ts";

const NO_SET = new Set<string>();

interface ChoiceProps {
  /** Names of accounts an agreement may name beyond the first page of service providers. */
  accountNames: ReadonlyMap<string, string>;
}

function ManufacturerPriceFields({
  form,
  editing,
  accountNames,
}: ChoiceProps & {
  form: UseFormReturnType<ManufacturerPriceFormValues>;
  editing: TManufacturerPrice | null;
}) {
  const msps = useMspChoices();
  const categories = useAllCategories();
  const accountOptions = useMemo(() => {
    const options = [
      { value: EVERY_ACCOUNT, label: "Every account" },
      ...(msps.data?.data ?? []).map((a) => ({ value: a.id, label: a.accountName })),
    ];
    // An agreement may name an account outside the first page of service providers.
    const current = editing?.accountId;
    if (current && !options.some((o) => o.value === current)) {
      options.push({ value: current, label: accountNames.get(current) ?? "Account chosen earlier" });
    }
    return options;
  }, [msps.data, editing, accountNames]);
  const categoryOptions = useMemo(
    () => [
      { value: EVERY_CATEGORY, label: "Every category" },
      ...parentOptions(categories.data ?? [], NO_SET),
    ],
    [categories.data],
  );

  return (
    <>
      <Select
        label="Account"
        description="The service provider the agreement is for"
        data={accountOptions}
        searchable
        allowDeselect={false}
        nothingFoundMessage={MESSAGES.noResultsFound}
        {...form.getInputProps("accountId")}
      />
      <Select
        label="Category"
        data={categoryOptions}
        searchable
        allowDeselect={false}
        nothingFoundMessage={MESSAGES.noResultsFound}
        {...form.getInputProps("categoryId")}
      />
      <TextInput
        label="Discount"
        withAsterisk
        inputMode="decimal"
        placeholder="e.g. 12.5"
        rightSection="%"
        data-autofocus
        {...form.getInputProps("discountPercent")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput type="date" label="Start date" {...form.getInputProps("startDate")} />
        <TextInput type="date" label="End date" {...form.getInputProps("endDate")} />
      </SimpleGrid>
      <Textarea label="Notes" rows={3} resize="vertical" {...form.getInputProps("notes")} />
    </>
  );
}

/** Adds or edits a manufacturer price agreement. */
export function ManufacturerPriceModal({
  manufacturerId,
  accountNames,
  ...dialog
}: RowDialogProps<TManufacturerPrice> & ChoiceProps & { manufacturerId: string }) {
  const mutations = useManufacturerPriceMutations();
  return (
    <RecordModal
      {...dialog}
      addTitle="Add manufacturer price"
      editTitle={() => "Edit manufacturer price"}
      label="Manufacturer price"
      mutations={mutations}
      initialValues={(row) => (row ? valuesOf(row) : emptyValues())}
      validate={validateWith(manufacturerId)}
      // Nulls are the defaults of a new agreement, so they are left out rather than sent.
      createBody={(values) => withoutNulls(toCreateBody(manufacturerId, values))}
      updateBody={(values, row) => toUpdateBody(row, values)}
    >
      {(form, editing) => (
        <ManufacturerPriceFields form={form} editing={editing} accountNames={accountNames} />
      )}
    </RecordModal>
  );
}
