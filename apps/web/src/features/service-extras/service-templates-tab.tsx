import { Button, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import {
  MESSAGES,
  SERVICE_TEMPLATE_MAX,
  SERVICE_TEMPLATE_SECTIONS,
  type ServiceTemplateSection,
  ZServiceTemplatesRequest,
} from "@q2c/domain";
import { ApiError } from "../../api/api-error.ts";
import type { ServiceTemplates } from "../../api/catalogue-prices-api.ts";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { UnsavedChangesGuard } from "../../app/feedback/unsaved-changes-guard.tsx";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { EXTRAS_TEXTS, TEMPLATE_SECTION_LABELS } from "./texts.ts";
import { useSaveServiceTemplates, useServiceTemplates } from "./use-service-extras.ts";

type TemplateValues = Record<ServiceTemplateSection, string>;

/** Every section, an absent one as empty text, so a save always sends all five. */
const allSections = (templates: ServiceTemplates): TemplateValues =>
  Object.fromEntries(SERVICE_TEMPLATE_SECTIONS.map((s) => [s, templates[s] ?? ""])) as TemplateValues;

/** Errors at templates.<section> (the body's shape) put on the form's fields, which are the sections. */
const onSections = (errors: FormErrors): FormErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path.replace(/^templates\./, ""), message]),
  );
const validateSections = (values: TemplateValues) =>
  onSections(zodValidate(ZServiceTemplatesRequest)({ templates: values }));

function TemplatesForm({ serviceId, initial }: { serviceId: string; initial: TemplateValues }) {
  const saveTemplates = useSaveServiceTemplates(serviceId);
  const form = useForm<TemplateValues>({ initialValues: initial, validate: validateSections });
  const saving = saveTemplates.isPending;

  const save = (values: TemplateValues) =>
    saveTemplates.mutate(values, {
      onSuccess: (answer) => {
        const stored = allSections(answer.templates);
        form.setInitialValues(stored);
        form.setValues(stored);
        notifySuccess(EXTRAS_TEXTS.templatesLabel, "saved");
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? onSections(error.fields) : {};
        if (Object.keys(fields).length > 0) form.setErrors(fields);
        else notifyError(error, { fallback: MESSAGES.couldNotBeSaved });
      },
    });

  return (
    <form noValidate onSubmit={form.onSubmit(save)} aria-label="Service templates">
      <UnsavedChangesGuard dirty={form.isDirty() && !saving} />
      <Stack gap="md">
        {SERVICE_TEMPLATE_SECTIONS.map((section) => (
          <Textarea
            key={section}
            label={TEMPLATE_SECTION_LABELS[section]}
            rows={5}
            resize="vertical"
            maxLength={SERVICE_TEMPLATE_MAX}
            {...form.getInputProps(section)}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={saving || !form.isDirty()}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The sections as text, for a user who may not change them. */
function TemplatesView({ values }: { values: TemplateValues }) {
  return (
    <Stack gap="md">
      {SERVICE_TEMPLATE_SECTIONS.map((section) => (
        <div key={section}>
          <Title order={3} size="h5">
            {TEMPLATE_SECTION_LABELS[section]}
          </Title>
          {values[section] ? (
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {values[section]}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {EXTRAS_TEXTS.emptySection}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}

/** The service's template sections (scope of work, assumptions, ...), saved together. */
export function ServiceTemplatesTab({ serviceId, canEdit }: { serviceId: string; canEdit: boolean }) {
  const templates = useServiceTemplates(serviceId);
  useQueryErrorNotice(templates.error, EXTRAS_TEXTS.templatesNotLoaded);
  if (templates.isPending) return <ListSkeleton label="Loading the templates" rows={5} />;
  if (templates.isError)
    return <ListError message={EXTRAS_TEXTS.templatesNotLoaded} onRetry={() => void templates.refetch()} />;
  const values = allSections(templates.data.templates);
  return canEdit ? (
    <TemplatesForm serviceId={serviceId} initial={values} />
  ) : (
    <TemplatesView values={values} />
  );
}
