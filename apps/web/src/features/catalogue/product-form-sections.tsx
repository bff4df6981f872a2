import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { PRODUCT_STATUSES } from "@q2c/domain";
import type { ReactNode } from "react";
import type { ProductFormValues } from "./product-form-values.ts";
import { STATUS_LABELS } from "./texts.ts";

export type ProductFormType = UseFormReturnType<ProductFormValues>;

/** A titled group of fields; the heading names the group for assistive technology too. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `product-section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const STATUS_DATA = PRODUCT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

export function GeneralSection({
  form,
  categories,
}: {
  form: ProductFormType;
  categories: { value: string; label: string }[];
}) {
  return (
    <FormSection title="General">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
        <Select
          label="Category"
          withAsterisk
          data={categories}
          searchable
          allowDeselect={false}
          {...form.getInputProps("categoryId")}
        />
        <Select label="Status" data={STATUS_DATA} allowDeselect={false} {...form.getInputProps("status")} />
        <TextInput label="Tag" {...form.getInputProps("tag")} />
        <TextInput label="Unit" placeholder="e.g. each, hour, month" {...form.getInputProps("unit")} />
        <Switch label="Taxable" mt={{ sm: "xl" }} {...form.getInputProps("taxable", { type: "checkbox" })} />
      </SimpleGrid>
      <Textarea label="Description" rows={3} resize="vertical" {...form.getInputProps("description")} />
    </FormSection>
  );
}

export function PartNumbersSection({ form }: { form: ProductFormType }) {
  return (
    <FormSection title="Part numbers">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Manufacturer part number" {...form.getInputProps("manufacturerPartNumber")} />
        <TextInput label="Partner part number" {...form.getInputProps("partnerPartNumber")} />
        <TextInput label="Distributor part number" {...form.getInputProps("distributorPartNumber")} />
        <TextInput label="MSP part number" {...form.getInputProps("mspPartNumber")} />
      </SimpleGrid>
    </FormSection>
  );
}

const DATE_PAIRS = [
  ["startDate", "Start date", "stopDate", "Stop date"],
  ["supportStartDate", "Support start date", "supportEndDate", "Support end date"],
  ["specialPricingStartDate", "Special pricing start", "specialPricingEndDate", "Special pricing end"],
] as const;

/** Plain date inputs: the browser's picker, and the value is the YYYY-MM-DD day the API takes. */
export function DatesSection({ form }: { form: ProductFormType }) {
  return (
    <FormSection title="Dates">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {DATE_PAIRS.flatMap(([start, startLabel, end, endLabel]) => [
          <TextInput key={start} type="date" label={startLabel} {...form.getInputProps(start)} />,
          <TextInput key={end} type="date" label={endLabel} {...form.getInputProps(end)} />,
        ])}
      </SimpleGrid>
    </FormSection>
  );
}

export function NotesSection({ form }: { form: ProductFormType }) {
  return (
    <FormSection title="Notes">
      <Textarea aria-label="Notes" rows={4} resize="vertical" {...form.getInputProps("notes")} />
    </FormSection>
  );
}
