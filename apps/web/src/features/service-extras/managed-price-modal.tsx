import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type TCreateManagedPriceRequest,
  type TermMonths,
  type TManagedPrice,
  ZCreateManagedPriceRequest,
} from "@q2c/domain";
import type { ManagedPriceUpdateBody } from "../../api/catalogue-prices-api.ts";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import {
  decimalOrNull,
  type RowDialog,
  UnsavedChangesGuard,
  validateBody,
  withoutNulls,
} from "./form-support.tsx";
import { EXTRAS_TEXTS, TERM_OPTIONS } from "./texts.ts";
import { useManagedPriceMutations } from "./use-managed-prices.ts";

interface ManagedValues {
  name: string;
  unit: string;
  price: string;
  cost: string;
  /** A TERM_MONTHS value as text (the Select's value). */
  termMonths: string | null;
}

/** The fields a PUT may change (the type stays). */
const toChanges = (v: ManagedValues): ManagedPriceUpdateBody => ({
  name: v.name.trim(),
  unit: v.unit.trim(),
  price: v.price.trim(),
  cost: decimalOrNull(v.cost),
  // A value outside TERM_MONTHS cannot be chosen; the schema would refuse it all the same.
  termMonths: Number(v.termMonths) as TermMonths,
});
const toBody = (type: string, v: ManagedValues) => ({ type, ...toChanges(v) });

const initialOf = (row: TManagedPrice | null): ManagedValues =>
  row
    ? {
        name: row.name,
        unit: row.unit,
        price: row.price,
        cost: row.cost ?? "",
        termMonths: String(row.termMonths),
      }
    : { name: "", unit: "", price: "", cost: "", termMonths: "1" };

function ManagedPriceForm({
  type,
  dialog,
  onDone,
}: {
  type: string;
  dialog: RowDialog<TManagedPrice>;
  onDone: () => void;
}) {
  const { create, update } = useManagedPriceMutations(type);
  const editing = dialog.mode === "edit" ? dialog.row : null;
  const form = useForm<ManagedValues>({
    initialValues: initialOf(editing),
    validate: validateBody<ManagedValues>(ZCreateManagedPriceRequest, (v) => toBody(type, v), {
      price: "Price",
      termMonths: "Term",
    }),
  });
  const saving = create.isPending || update.isPending;

  const save = (values: ManagedValues) => {
    const options = {
      onSuccess: () => {
        notifySuccess(EXTRAS_TEXTS.managedPriceLabel, editing ? "updated" : undefined);
        onDone();
      },
      onError: (error: unknown) => showSaveError(form, error),
    };
    if (editing) update.mutate({ id: editing.id, body: toChanges(values) }, options);
    else create.mutate(withoutNulls(toBody(type, values)) as TCreateManagedPriceRequest, options);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <UnsavedChangesGuard dirty={form.isDirty() && !saving} />
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
        <SimpleGrid cols={2}>
          <TextInput label="Unit" placeholder="e.g. access point" {...form.getInputProps("unit")} />
          <Select
            label="Term"
            withAsterisk
            data={TERM_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps("termMonths")}
          />
          <TextInput
            label="Price"
            withAsterisk
            inputMode="decimal"
            autoComplete="off"
            {...form.getInputProps("price")}
          />
          <TextInput label="Cost" inputMode="decimal" autoComplete="off" {...form.getInputProps("cost")} />
        </SimpleGrid>
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

/** Adds or edits one of the caller's managed prices of `type`. */
export function ManagedPriceModal({
  type,
  dialog,
  onClose,
}: {
  type: string;
  dialog: RowDialog<TManagedPrice> | null;
  onClose: () => void;
}) {
  const title = dialog?.mode === "edit" ? `Edit ${dialog.row.name}` : EXTRAS_TEXTS.addManagedPrice;
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={dialog !== null}
      onClose={onClose}
      title={title}
    >
      {dialog ? <ManagedPriceForm type={type} dialog={dialog} onDone={onClose} /> : null}
    </Modal>
  );
}
