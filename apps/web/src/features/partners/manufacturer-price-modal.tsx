import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES, type TManufacturerPrice } from "@q2c/domain";
import { useMemo } from "react";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { showSaveError } from "../../app/forms/form-helpers.ts";
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

/** What the dialog does: add an agreement for the manufacturer, or edit one. */
export type ManufacturerPriceDialog = { mode: "add" } | { mode: "edit"; row: TManufacturerPrice };

const NO_SET = new Set<string>();

function ManufacturerPriceForm({
  manufacturerId,
  dialog,
  accountNames,
  onDone,
}: {
  manufacturerId: string;
  dialog: ManufacturerPriceDialog;
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
    const onError = (error: unknown) => showSaveError(form, error);
    if (editing) {
      update.mutate(
        { id: editing.id, body: toUpdateBody(editing, values) },
        {
          onSuccess: () => {
            notifySuccess("Manufacturer price", "updated");
            onDone();
          },
          onError,
        },
      );
      return;
    }
    // Nulls are the defaults of a new agreement, so they are left out rather than sent.
    const body = Object.fromEntries(
      Object.entries(toCreateBody(manufacturerId, values)).filter(([, v]) => v !== null),
    ) as ReturnType<typeof toCreateBody>;
    create.mutate(body, {
      onSuccess: () => {
        notifySuccess("Manufacturer price");
        onDone();
      },
      onError,
    });
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={saving || (editing !== null && !form.isDirty())}>
            {editing ? "Save" : "Add"}
          </Button>
        </Group>
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
}: {
  manufacturerId: string;
  dialog: ManufacturerPriceDialog | null;
  accountNames: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={dialog !== null}
      onClose={onClose}
      title={dialog?.mode === "edit" ? "Edit manufacturer price" : "Add manufacturer price"}
    >
      {dialog ? (
        <ManufacturerPriceForm
          manufacturerId={manufacturerId}
          dialog={dialog}
          accountNames={accountNames}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}
