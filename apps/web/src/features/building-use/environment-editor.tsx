import {
  Alert,
  Button,
  Divider,
  Fieldset,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES } from "@q2c/domain";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { RecordSkeleton, useFormBaseline } from "../../app/forms/record-form-parts.tsx";
import { useLeaveAfterSave } from "../../app/forms/use-leave-after-save.ts";
import { useCan } from "../../app/session/use-can.ts";
import { useBundleOptions } from "../bundles/use-bundles.ts";
import { EnvironmentBundlesField } from "./environment-bundles-field.tsx";
import {
  bundleFieldErrors,
  bundlesBodyOf,
  EMPTY_ENVIRONMENT,
  type EnvironmentFormValues,
  formValuesOf,
  ZEnvironmentForm,
} from "./environment-form-values.ts";
import { EnvironmentRules } from "./environment-rules.tsx";
import { BUILDING_USE_TEXTS as T } from "./texts.ts";
import { useEnvironment, useEnvironmentMutations } from "./use-building-use.ts";

const LIST_PATH = "/environments";
const editPath = (id: string) => `/environments/${encodeURIComponent(id)}/edit`;

/**
 * A building use: name and description (PUT /environments/:id) and its suggested bundles (the bulk
 * PUT /environments/:id/bundles), saved together by one button, each only when it changed; the sizing
 * rules below are saved one by one in their own dialog.
 */
export function EnvironmentEditor({ environmentId }: { environmentId?: string }) {
  const navigate = useNavigate();
  const canWrite = useCan("referenceData.write");
  const environment = useEnvironment(environmentId);
  const bundleOptions = useBundleOptions("platform");
  const { refresh, create, update, putBundles } = useEnvironmentMutations();
  const [saving, setSaving] = useState(false);
  const { leaving, leave } = useLeaveAfterSave();

  const current = environment.data;
  const computed = current ? formValuesOf(current) : EMPTY_ENVIRONMENT;
  // Only a change of what the form shows resets it (not a refetch that brought the same values).
  const valuesKey = JSON.stringify(computed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `valuesKey` stands for `computed`.
  const initialValues = useMemo(() => computed, [valuesKey]);
  const form = useForm<EnvironmentFormValues>({ initialValues, validate: zodValidate(ZEnvironmentForm) });
  useFormBaseline(form, initialValues);
  useUnsavedChangesPrompt(canWrite && form.isDirty() && !saving && !leaving);
  const choices = useMemo(
    () => (bundleOptions.data ?? []).map((b) => ({ value: b.id, label: b.name })),
    [bundleOptions.data],
  );

  if (environmentId !== undefined && environment.isPending) {
    return <RecordSkeleton label={T.loading} height={240} />;
  }
  if (environmentId !== undefined && !current) {
    return <Alert color="danger">{T.couldNotLoadOne}</Alert>;
  }

  /** The bulk PUT; its 400 lands on the rows it names. False when it failed. */
  const saveBundles = async (id: string, values: EnvironmentFormValues): Promise<boolean> => {
    try {
      await putBundles.mutateAsync({ id, list: bundlesBodyOf(values) });
      return true;
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0)
        form.setErrors(bundleFieldErrors(error.fields));
      else notifyError(error, { fallback: MESSAGES.couldNotBeSaved });
      return false;
    }
  };

  const save = async (values: EnvironmentFormValues) => {
    const details = { name: values.name.trim(), description: values.description.trim() };
    setSaving(true);
    try {
      if (!current) {
        const created = await create.mutateAsync(details);
        if (values.bundles.length > 0) await saveBundles(created.id, values);
        notifySuccess(T.itemTitle);
        // Rules need the building use's id: carry on on its edit page.
        leave(editPath(created.id));
        return;
      }
      if (form.isDirty("name") || form.isDirty("description")) {
        await update.mutateAsync({ id: current.id, body: details });
      }
      // Half saved: the form keeps what was typed (both parts are sent again on the next Save).
      if (form.isDirty("bundles") && !(await saveBundles(current.id, values))) return;
      notifySuccess(T.itemTitle, "updated");
      await refresh();
    } catch (error) {
      showSaveError(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <form noValidate onSubmit={form.onSubmit((values) => void save(values))}>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="lg">
            <Fieldset variant="unstyled" disabled={!canWrite} p={0} m={0}>
              <Stack gap="md">
                <Title order={2} size="h4">
                  {T.details}
                </Title>
                <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps("name")} />
                <Textarea label="Description" rows={3} {...form.getInputProps("description")} />
              </Stack>
            </Fieldset>
            <Divider />
            <EnvironmentBundlesField form={form} choices={choices} readOnly={!canWrite} />
          </Stack>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={() => navigate(LIST_PATH)}>
              {canWrite ? "Cancel" : "Back"}
            </Button>
            {canWrite ? (
              <Button
                type="submit"
                loading={saving}
                disabled={saving || (current !== undefined && !form.isDirty())}
              >
                {current ? "Save" : "Create"}
              </Button>
            ) : null}
          </Group>
        </Paper>
      </form>
      {current ? (
        <EnvironmentRules environment={current} bundleChoices={choices} canWrite={canWrite} />
      ) : (
        <Text c="dimmed" size="sm">
          {T.rulesAfterSave}
        </Text>
      )}
    </Stack>
  );
}
