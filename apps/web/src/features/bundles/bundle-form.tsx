import {
  Alert,
  Button,
  Divider,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { MESSAGES, type ProductOwnership } from "@q2c/domain";
import { IconLock, IconTrash } from "@tabler/icons-react";
import { useEffect } from "react";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { type BundleFormValues, ZBundleForm } from "./bundle-form-values.ts";
import { BundleItemsEditor } from "./bundle-items-editor.tsx";
import { BUNDLE_TEXTS } from "./texts.ts";

type Choice = { value: string; label: string };

export interface BundleFormProps {
  /** The values the form starts from; a new object (a reload) resets the form to it. */
  initialValues: BundleFormValues;
  bundleTypes: Choice[];
  categories: Choice[];
  /** Which products the picker offers (what a bundle of this owner may hold). */
  productOwnership: ProductOwnership;
  isNew: boolean;
  /** A platform bundle seen by an MSP, or a role that may not edit: no Save, no Delete. */
  readOnly: boolean;
  /** Shows the platform bundle's read-only note. */
  platformBundle?: boolean;
  saving: boolean;
  deleting?: boolean;
  /** Saved or deleted: the page is being left, so nothing is unsaved. */
  leaving?: boolean;
  /** Someone else saved first (409): say so and offer their version. */
  conflict?: boolean;
  onReload?: () => void;
  /** `form` takes a 400's field errors. */
  onSubmit: (values: BundleFormValues, form: { setErrors: (errors: FormErrors) => void }) => void;
  onCancel: () => void;
  onDelete?: () => void;
}

/** A bundle's name, type and category, and its items with live totals. */
export function BundleForm(props: BundleFormProps) {
  const { initialValues, readOnly, saving, deleting, leaving, isNew } = props;
  const form = useForm<BundleFormValues>({ initialValues, validate: zodValidate(ZBundleForm) });
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
        {props.platformBundle ? (
          <Alert color="primary" icon={<IconLock size={18} aria-hidden />} title={BUNDLE_TEXTS.readOnly}>
            {BUNDLE_TEXTS.readOnlyText}
          </Alert>
        ) : null}
        {props.conflict ? (
          <Alert color="warning" title={MESSAGES.conflict}>
            <Button variant="default" size="xs" onClick={props.onReload}>
              {BUNDLE_TEXTS.reload}
            </Button>
          </Alert>
        ) : null}
        <Paper withBorder p="lg" radius="md">
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
