import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type TCreateManagedPriceRequest,
  type TermMonths,
  type TManagedPrice,
  ZCreateManagedPriceRequest,
} from "@q2c/domain";
import type { ManagedPriceUpdateBody } from "../../api/catalogue-prices-api.ts";
import { UnsavedChangesGuard } from "../../app/feedback/unsaved-changes-guard.tsx";
import { FormDialog, type RowDialog, type RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { saveCallbacks, validateBody } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import { decimalOrNull, withoutNulls } from "../../app/forms/form-values.ts";
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
    const options = saveCallbacks(form, {
      label: EXTRAS_TEXTS.managedPriceLabel,
      editing: editing !== null,
      onDone,
    });
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

/** Adds or edits one of the caller's managed prices of `type`. */
export function ManagedPriceModal({
  type,
  dialog,
  onClose,
}: RowDialogProps<TManagedPrice> & { type: string }) {
  const title = dialog?.mode === "edit" ? `Edit ${dialog.row.name}` : EXTRAS_TEXTS.addManagedPrice;
  return (
    <FormDialog dialog={dialog} title={title} onClose={onClose}>
      {(d) => <ManagedPriceForm type={type} dialog={d} onDone={onClose} />}
    </FormDialog>
  );
}
