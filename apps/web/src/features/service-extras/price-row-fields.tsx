import { SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ReactNode } from "react";

/** What every price row's form holds (managed prices, a service's price tiers). */
export interface PriceRowValues {
  name: string;
  unit: string;
  price: string;
  cost: string;
}

export interface PriceRowFieldsProps<V extends PriceRowValues> {
  form: UseFormReturnType<V>;
  /** The Unit field's example, e.g. "e.g. hour". */
  unitPlaceholder: string;
  /** The field that sets this kind of row apart (the term, the minimum quantity), after Unit. */
  children: ReactNode;
}

/** Name, then Unit, the row's own field, Price and Cost two by two. */
export function PriceRowFields<V extends PriceRowValues>({
  form,
  unitPlaceholder,
  children,
}: PriceRowFieldsProps<V>) {
  return (
    <>
      <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
      <SimpleGrid cols={2}>
        <TextInput label="Unit" placeholder={unitPlaceholder} {...form.getInputProps("unit")} />
        {children}
        <TextInput
          label="Price"
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          {...form.getInputProps("price")}
        />
        <TextInput label="Cost" inputMode="decimal" autoComplete="off" {...form.getInputProps("cost")} />
      </SimpleGrid>
    </>
  );
}
