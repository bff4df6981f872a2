import { NumberInput } from "@mantine/core";
import { type TCreateServicePriceRequest, type TServicePrice, ZCreateServicePriceRequest } from "@q2c/domain";
import type { ServicePriceUpdateBody } from "../../api/catalogue-prices-api.ts";
import type { RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { validateBody } from "../../app/forms/form-helpers.ts";
import { decimalOrNull, wholeOrUndefined, withoutNulls } from "../../app/forms/form-values.ts";
import { RecordModal } from "../../app/forms/record-modal.tsx";
import { PriceRowFields, type PriceRowValues } from "./price-row-fields.tsx";
import { EXTRAS_TEXTS } from "./texts.ts";
import { useServicePriceMutations } from "./use-service-extras.ts";

interface PriceValues extends PriceRowValues {
  minQuantity: number | string;
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

/** Adds or edits a price tier of a service. */
export function ServicePriceModal({
  serviceId,
  ...dialog
}: RowDialogProps<TServicePrice> & { serviceId: string }) {
  const mutations = useServicePriceMutations(serviceId);
  return (
    <RecordModal
      {...dialog}
      addTitle={EXTRAS_TEXTS.addPrice}
      editTitle={(row) => `Edit ${row.name}`}
      label={EXTRAS_TEXTS.priceLabel}
      mutations={mutations}
      initialValues={initialOf}
      validate={validate}
      createBody={(values) => withoutNulls(toBody(values)) as TCreateServicePriceRequest}
      updateBody={toBody}
    >
      {(form) => (
        <PriceRowFields form={form} unitPlaceholder="e.g. hour">
          <NumberInput
            label="Min quantity"
            withAsterisk
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("minQuantity")}
          />
        </PriceRowFields>
      )}
    </RecordModal>
  );
}
