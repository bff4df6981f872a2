import { Divider, Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES, type ProductOwnership } from "@q2c/domain";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { RecordFormFrame, useFormBaseline } from "../../app/forms/record-form-parts.tsx";
import type { RecordFormProps } from "../../app/forms/use-record-editor.ts";
import { type BundleFormValues, ZBundleForm } from "./bundle-form-values.ts";
import { BundleItemsEditor } from "./bundle-items-editor.tsx";
import { BUNDLE_TEXTS } from "./texts.ts";

type Choice = { value: string; label: string };

export interface BundleFormProps extends RecordFormProps<BundleFormValues> {
  /** The values the form starts from; a new object (a reload) resets the form to it. */
  initialValues: BundleFormValues;
  bundleTypes: Choice[];
  categories: Choice[];
  /** Which products the picker offers (what a bundle of this owner may hold). */
  productOwnership: ProductOwnership;
  /** A platform bundle seen by an MSP, or a role that may not edit: no Save, no Delete. */
  readOnly: boolean;
  /** Shows the platform bundle's read-only note. */
  platformBundle?: boolean;
}

/** A bundle's name, type and category, and its items with live totals. */
export function BundleForm(props: BundleFormProps) {
  const { initialValues, readOnly } = props;
  const form = useForm<BundleFormValues>({ initialValues, validate: zodValidate(ZBundleForm) });
  useFormBaseline(form, initialValues);

  return (
    <RecordFormFrame
      form={form}
      record={props}
      readOnlyNote={
        props.platformBundle ? { title: BUNDLE_TEXTS.readOnly, text: BUNDLE_TEXTS.readOnlyText } : null
      }
    >
      <Stack gap="lg">
        <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
          <Stack gap="md">
            <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
            <Textarea label="Description" rows={3} {...form.getInputProps("description")} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={BUNDLE_TEXTS.bundleType}
                placeholder={BUNDLE_TEXTS.noType}
                data={props.bundleTypes}
                clearable
                searchable
                nothingFoundMessage={MESSAGES.noResultsFound}
                {...form.getInputProps("bundleTypeId")}
              />
              <Select
                label={BUNDLE_TEXTS.category}
                placeholder="Optional"
                data={props.categories}
                clearable
                searchable
                nothingFoundMessage={MESSAGES.noResultsFound}
                {...form.getInputProps("categoryId")}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Divider />
        <BundleItemsEditor form={form} readOnly={readOnly} productOwnership={props.productOwnership} />
      </Stack>
    </RecordFormFrame>
  );
}
