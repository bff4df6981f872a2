import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES, type TManufacturerPrice } from "@q2c/domain";
import { useMemo } from "react";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { FormDialog, type RowDialog, type RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { saveCallbacks } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import { withoutNulls } from "../../app/forms/form-values.ts";
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

function ManufacturerPriceForm({
  manufacturerId,
  dialog,
  accountNames,
  onDone,
}: {
  manufacturerId: string;
  dialog: RowDialog<TManufacturerPrice>;
  accountNames: ReadonlyMap<string, string>;
  onDone: () => void;
}) {
  const { create, update } = useManufacturerPriceMutations();
  const editing = dialog.mode === "edit" ? dialog.row : null;
  const form = useForm<ManufacturerPriceFormValues>({
    initialValues: editing ? valuesOf(editing) : emptyValues(),
    validate: validateWith(manufacturerId),
  });
  const saving = create.isPending || update.isPending;
  useUnsavedChangesPrompt(form.isDirty() && !saving);

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

  const save = (values: ManufacturerPriceFormValues) => {
    const options = saveCallbacks(form, { label: "Manufacturer price", editing: editing !== null, onDone });
    if (editing) {
      update.mutate({ id: editing.id, body: toUpdateBody(editing, values) }, options);
      return;
    }
    // Nulls are the defaults of a new agreement, so they are left out rather than sent.
    create.mutate(withoutNulls(toCreateBody(manufacturerId, values)), options);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
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
        <FormModalFooter
          editing={editing !== null}
          dirty={form.isDirty()}
          saving={saving}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

/** Adds or edits a manufacturer price agreement. */
export function ManufacturerPriceModal({
  manufacturerId,
  dialog,
  accountNames,
  onClose,
}: RowDialogProps<TManufacturerPrice> & {
  manufacturerId: string;
  accountNames: ReadonlyMap<string, string>;
}) {
  return (
    <FormDialog
      dialog={dialog}
      title={dialog?.mode === "edit" ? "Edit manufacturer price" : "Add manufacturer price"}
      onClose={onClose}
    >
      {(d) => (
        <ManufacturerPriceForm
          manufacturerId={manufacturerId}
          dialog={d}
          accountNames={accountNames}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}
