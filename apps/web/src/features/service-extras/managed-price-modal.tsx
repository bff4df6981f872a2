import { Select } from "@mantine/core";
import {
  type TCreateManagedPriceRequest,
  type TermMonths,
  type TManagedPrice,
  ZCreateManagedPriceRequest,
} from "@q2c/domain";
import type { ManagedPriceUpdateBody } from "../../api/catalogue-prices-api.ts";
import type { RowDialogProps } from "../../app/forms/form-dialog.tsx";
import { validateBody } from "../../app/forms/form-helpers.ts";
import { decimalOrNull, withoutNulls } from "../../app/forms/form-values.ts";
import { RecordModal } from "../../app/forms/record-modal.tsx";
import { PriceRowFields, type PriceRowValues } from "./price-row-fields.tsx";
import { EXTRAS_TEXTS, TERM_OPTIONS } from "./texts.ts";
import { useManagedPriceMutations } from "./use-managed-prices.ts";

interface ManagedValues extends PriceRowValues {
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

/** Adds or edits one of the caller's managed prices of `type`. */
export function ManagedPriceModal({ type, ...dialog }: RowDialogProps<TManagedPrice> & { type: string }) {
  const mutations = useManagedPriceMutations(type);
  return (
    <RecordModal
      {...dialog}
      addTitle={EXTRAS_TEXTS.addManagedPrice}
      editTitle={(row) => `Edit ${row.name}`}
      label={EXTRAS_TEXTS.managedPriceLabel}
      mutations={mutations}
      initialValues={initialOf}
      validate={validateBody<ManagedValues>(ZCreateManagedPriceRequest, (v) => toBody(type, v), {
        price: "Price",
        termMonths: "Term",
      })}
      createBody={(values) => withoutNulls(toBody(type, values)) as TCreateManagedPriceRequest}
      updateBody={toChanges}
    >
      {(form) => (
        <PriceRowFields form={form} unitPlaceholder="e.g. access point">
          <Select
            label="Term"
            withAsterisk
            data={TERM_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps("termMonths")}
          />
        </PriceRowFields>
      )}
    </RecordModal>
  );
}
