import { Button, Fieldset, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { AddressValues, CompanyValues } from "./company-schema.ts";

export interface AddressFieldsProps {
  form: UseFormReturnType<CompanyValues>;
  field: "hqAddress" | "billingAddress" | "paymentAddress";
  legend: string;
  /** Offers to copy the HQ address into this one. */
  copyFromHq?: boolean;
  readOnly: boolean;
}

const PARTS: { key: keyof AddressValues; label: string; autoComplete: string }[] = [
  { key: "address1", label: "Address line 1", autoComplete: "address-line1" },
  { key: "address2", label: "Address line 2", autoComplete: "address-line2" },
  { key: "city", label: "City", autoComplete: "address-level2" },
  { key: "state", label: "State or region", autoComplete: "address-level1" },
  { key: "zip", label: "ZIP or postal code", autoComplete: "postal-code" },
  { key: "country", label: "Country", autoComplete: "country-name" },
];

/** One postal address of the company; the legend names it for screen readers too. */
export function AddressFields({ form, field, legend, copyFromHq = false, readOnly }: AddressFieldsProps) {
  return (
    <Fieldset legend={legend} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PARTS.map((part) => (
          <TextInput
            key={part.key}
            label={part.label}
            autoComplete={readOnly ? "off" : part.autoComplete}
            readOnly={readOnly}
            {...form.getInputProps(`${field}.${part.key}`)}
          />
        ))}
      </SimpleGrid>
      {copyFromHq && !readOnly ? (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="sm"
          onClick={() => form.setFieldValue(field, { ...form.values.hqAddress })}
        >
          Same as HQ address
        </Button>
      ) : null}
    </Fieldset>
  );
}
