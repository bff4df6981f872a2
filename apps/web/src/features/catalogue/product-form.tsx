import { Alert, Button, Divider, Fieldset, Group, Paper, Stack } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { MESSAGES, type ProductKind } from "@q2c/domain";
import { IconLock, IconTrash } from "@tabler/icons-react";
import { useEffect } from "react";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { ProductFiguresPanel } from "./product-figures-panel.tsx";
import { PricingSection } from "./product-form-pricing.tsx";
import { DatesSection, GeneralSection, NotesSection, PartNumbersSection } from "./product-form-sections.tsx";
import { type ProductFormValues, validateProduct } from "./product-form-values.ts";
import { CATALOGUE_TEXTS } from "./texts.ts";

export interface ProductFormProps {
  /** Fixed by the route: the form never changes a product's kind. */
  kind: ProductKind;
  /** The values the form starts from; a new object (a reload) resets the form to it. */
  initialValues: ProductFormValues;
  /** Choices of the Category field: the root's subtree. */
  categories: { value: string; label: string }[];
  isNew: boolean;
  /** A platform item seen by an MSP, or a user who may not edit the catalogue: no Save, no Delete. */
  readOnly: boolean;
  /** Shows the platform catalogue's read-only note. */
  platformItem?: boolean;
  saving: boolean;
  deleting?: boolean;
  /** Saved or deleted: the page is being left, so nothing is unsaved. */
  leaving?: boolean;
  /** Someone else saved first (409): say so and offer their version. */
  conflict?: boolean;
  onReload?: () => void;
  /** `form` takes a 400's field errors. */
  onSubmit: (values: ProductFormValues, form: { setErrors: (errors: FormErrors) => void }) => void;
  onCancel: () => void;
  onDelete?: () => void;
}

/** One catalogue item of any kind: the same sections for every kind, with live price figures. */
export function ProductForm(props: ProductFormProps) {
  const { kind, initialValues, readOnly, saving, deleting, leaving, isNew } = props;
  const form = useForm<ProductFormValues>({
    initialValues,
    validate: (values) => validateProduct(values, kind),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new starting point resets the form.
  useEffect(() => {
    form.setInitialValues(initialValues);
    form.setValues(initialValues);
    form.resetDirty(initialValues);
  }, [initialValues]);
  useUnsavedChangesPrompt(!readOnly && form.isDirty() && !saving && !deleting && !leaving);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => props.onSubmit(values, form))}>
      <Stack gap="md">
        {props.platformItem ? (
          <Alert color="primary" icon={<IconLock size={18} aria-hidden />} title={CATALOGUE_TEXTS.readOnly}>
            {CATALOGUE_TEXTS.readOnlyText}
          </Alert>
        ) : null}
        {props.conflict ? (
          <Alert color="warning" title={MESSAGES.conflict}>
            <Button variant="default" size="xs" onClick={props.onReload}>
              {CATALOGUE_TEXTS.reload}
            </Button>
          </Alert>
        ) : null}
        <Paper withBorder p="lg" radius="md">
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
          <Group justify="space-between" mt="lg">
            {props.onDelete && !readOnly ? (
              <Button
                variant="outline"
                color="danger"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={props.onDelete}
                loading={deleting}
                disabled={saving}
              >
                Delete
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={props.onCancel}>
                {readOnly ? "Back" : "Cancel"}
              </Button>
              {readOnly ? null : (
                <Button type="submit" loading={saving} disabled={saving || (!isNew && !form.isDirty())}>
                  {isNew ? "Create" : "Save"}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
