import { Divider, Fieldset, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ProductKind } from "@q2c/domain";
import { RecordFormFrame, useFormBaseline } from "../../app/forms/record-form-parts.tsx";
import type { RecordFormProps } from "../../app/forms/use-record-editor.ts";
import { ProductFiguresPanel } from "./product-figures-panel.tsx";
import { PricingSection } from "./product-form-pricing.tsx";
import { DatesSection, GeneralSection, NotesSection, PartNumbersSection } from "./product-form-sections.tsx";
import { type ProductFormValues, validateProduct } from "./product-form-values.ts";
import { CATALOGUE_TEXTS } from "./texts.ts";

export interface ProductFormProps extends RecordFormProps<ProductFormValues> {
  /** Fixed by the route: the form never changes a product's kind. */
  kind: ProductKind;
  /** The values the form starts from; a new object (a reload) resets the form to it. */
  initialValues: ProductFormValues;
  /** Choices of the Category field: the root's subtree. */
  categories: { value: string; label: string }[];
  /** A platform item seen by an MSP, or a user who may not edit the catalogue: no Save, no Delete. */
  readOnly: boolean;
  /** Shows the platform catalogue's read-only note. */
  platformItem?: boolean;
}

/** One catalogue item of any kind: the same sections for every kind, with live price figures. */
export function ProductForm(props: ProductFormProps) {
  const { kind, initialValues, readOnly } = props;
  const form = useForm<ProductFormValues>({
    initialValues,
    validate: (values) => validateProduct(values, kind),
  });
  useFormBaseline(form, initialValues);

  return (
    <RecordFormFrame
      form={form}
      record={props}
      readOnlyNote={
        props.platformItem ? { title: CATALOGUE_TEXTS.readOnly, text: CATALOGUE_TEXTS.readOnlyText } : null
      }
    >
      <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
        <Stack gap="lg">
          <GeneralSection form={form} categories={props.categories} />
          <Divider />
          <PartNumbersSection form={form} />
          <Divider />
          <PricingSection form={form} />
          <ProductFiguresPanel values={form.values} />
          <Divider />
          <DatesSection form={form} />
          <Divider />
          <NotesSection form={form} />
        </Stack>
      </Fieldset>
    </RecordFormFrame>
  );
}
