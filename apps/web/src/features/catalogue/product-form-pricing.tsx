import { Select, SimpleGrid, TextInput } from "@mantine/core";
import { BILLING_FREQUENCIES, COST_METHODS, PRICE_METHODS, PRICING_MODELS } from "@q2c/domain";
import { FormSection, type ProductFormType } from "./product-form-sections.tsx";
import { BILLING_FREQUENCY_LABELS, PRICING_MODEL_LABELS } from "./texts.ts";

const PRICING_MODEL_DATA = PRICING_MODELS.map((m) => ({ value: m, label: PRICING_MODEL_LABELS[m] }));
const FREQUENCY_DATA = BILLING_FREQUENCIES.map((f) => ({ value: f, label: BILLING_FREQUENCY_LABELS[f] }));

/** A money or hours field: typed as text so "12.50" stays as written (decimal strings on the wire). */
function AmountInput({
  form,
  field,
  label,
  required,
}: {
  form: ProductFormType;
  field: keyof ProductFormType["values"];
  label: string;
  required?: boolean;
}) {
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      autoComplete="off"
      withAsterisk={required}
      {...form.getInputProps(field)}
    />
  );
}

export function PricingSection({ form }: { form: ProductFormType }) {
  const recurring = form.values.pricingModel === "recurring";
  return (
    <FormSection title="Pricing">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Select
          label="Pricing model"
          data={PRICING_MODEL_DATA}
          allowDeselect={false}
          {...form.getInputProps("pricingModel")}
        />
        <Select
          label="Billing frequency"
          data={FREQUENCY_DATA}
          withAsterisk={recurring}
          clearable={!recurring}
          {...form.getInputProps("billingFrequency")}
        />
        <Select
          label="Cost method"
          data={[...COST_METHODS]}
          allowDeselect={false}
          {...form.getInputProps("costMethod")}
        />
        <Select
          label="Price method"
          data={[...PRICE_METHODS]}
          allowDeselect={false}
          {...form.getInputProps("priceMethod")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <AmountInput form={form} field="listPrice" label="List price" />
        <AmountInput form={form} field="cost" label="Cost" />
        <AmountInput form={form} field="softCost" label="Soft cost" />
        <AmountInput form={form} field="price" label="Price" required />
        <AmountInput form={form} field="recurringListPrice" label="Recurring list price" />
        <AmountInput form={form} field="recurringCost" label="Recurring cost" />
        <AmountInput form={form} field="recurringSoftCost" label="Recurring soft cost" />
        <AmountInput form={form} field="recurringPrice" label="Recurring price" />
        <AmountInput form={form} field="resourceHours" label="Resource hours" />
        <TextInput label="PS code" {...form.getInputProps("psCode")} />
      </SimpleGrid>
    </FormSection>
  );
}
