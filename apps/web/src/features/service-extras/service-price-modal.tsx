import { NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TCreateServicePriceRequest, type TServicePrice, ZCreateServicePriceRequest } from "@q2c/domain";
import type { ServicePriceUpdateBody } from "../../api/catalogue-prices-api.ts";
import { UnsavedChangesGuard } from "../../app/feedback/unsaved-changes-guard.tsx";
import { FormDialog, type RowDialog, type RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { saveCallbacks, validateBody } from "../../app/forms/form-helpers.ts";
import { FormModalFooter } from "../../app/forms/form-modal-footer.tsx";
import { decimalOrNull, wholeOrUndefined, withoutNulls } from "../../app/forms/form-values.ts";
import { EXTRAS_TEXTS } from "./texts.ts";
import { useServicePriceMutations } from "./use-service-extras.ts";

interface PriceValues {
  name: string;
  unit: string;
  minQuantity: number | string;
  price: string;
  cost: string;
}

const toBody = (v: PriceValues): ServicePriceUpdateBody => ({
  name: v.name.trim(),
  unit: v.unit.trim(),
  minQuantity: wholeOrUndefined(v.minQuantity),
  price: v.price.trim(),
  cost: decimalOrNull(v.cost),
});

const validate = validateBody<PriceValues>(ZCreateServicePriceRequest, toBody, {
  minQuantity: "Min quantity",
  price: "Price",
});

const initialOf = (row: TServicePrice | null): PriceValues =>
  row
    ? { name: row.name, unit: row.unit, minQuantity: row.minQuantity, price: row.price, cost: row.cost ?? "" }
    : { name: "", unit: "", minQuantity: 1, price: "", cost: "" };

function ServicePriceForm({
  serviceId,
  dialog,
  onDone,
}: {
  serviceId: string;
  dialog: RowDialog<TServicePrice>;
  onDone: () => void;
}) {
  const { create, update } = useServicePriceMutations(serviceId);
  const editing = dialog.mode === "edit" ? dialog.row : null;
  const form = useForm<PriceValues>({ initialValues: initialOf(editing), validate });
  const saving = create.isPending || update.isPending;

  const save = (values: PriceValues) => {
    const options = saveCallbacks(form, {
      label: EXTRAS_TEXTS.priceLabel,
      editing: editing !== null,
      onDone,
    });
    const body = toBody(values);
    if (editing) update.mutate({ id: editing.id, body }, options);
    else create.mutate(withoutNulls(body) as TCreateServicePriceRequest, options);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <UnsavedChangesGuard dirty={form.isDirty() && !saving} />
      <Stack gap="md">
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
        <SimpleGrid cols={2}>
          <TextInput label="Unit" placeholder="e.g. hour" {...form.getInputProps("unit")} />
          <NumberInput
            label="Min quantity"
            withAsterisk
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("minQuantity")}
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

/** Adds or edits a price tier of a service. */
export function ServicePriceModal({
  serviceId,
  dialog,
  onClose,
}: RowDialogProps<TServicePrice> & { serviceId: string }) {
  const title = dialog?.mode === "edit" ? `Edit ${dialog.row.name}` : EXTRAS_TEXTS.addPrice;
  return (
    <FormDialog dialog={dialog} title={title} onClose={onClose}>
      {(d) => <ServicePriceForm serviceId={serviceId} dialog={d} onDone={onClose} />}
    </FormDialog>
  );
}
