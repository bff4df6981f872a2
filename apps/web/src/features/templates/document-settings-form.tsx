import { Select, Stack } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentType,
  type TDocumentSettings,
  type TDocumentTemplateSummary,
} from "@q2c/domain";
import { useMemo, useState } from "react";
import { isApiError } from "../../api/api-error.ts";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import { RecordFormFrame, useFormBaseline } from "../../app/forms/record-form-parts.tsx";
import { TEMPLATE_TEXTS as T } from "./texts.ts";
import { useSaveDocumentSetting } from "./use-document-settings.ts";

/** The template chosen per document type; null where the platform's default applies. */
type Values = Record<DocumentType, string | null>;

const valuesOf = (settings: TDocumentSettings): Values =>
  Object.fromEntries(
    DOCUMENT_TYPES.map((type) => {
      const item = settings.items.find((i) => i.documentType === type);
      return [type, item?.chosen ? item.templateId : null];
    }),
  ) as Values;

export interface DocumentSettingsFormProps {
  settings: TDocumentSettings;
  templates: TDocumentTemplateSummary[];
  refetch: () => Promise<unknown>;
  readOnly: boolean;
}

/**
 * A template per document type among the readable templates of that type; where none is chosen the
 * platform's default applies and is named. Each changed type is saved with its own version; a save
 * someone else beat (409) says so and offers Reload.
 */
export function DocumentSettingsForm({ settings, templates, refetch, readOnly }: DocumentSettingsFormProps) {
  const save = useSaveDocumentSetting();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [reloads, setReloads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reload starts the form over even when equal.
  const initialValues = useMemo(() => valuesOf(settings), [settings, reloads]);
  const form = useForm<Values>({ initialValues });
  useFormBaseline(form, initialValues);

  const submit = async (values: Values, target: { setErrors: (errors: FormErrors) => void }) => {
    const changed = DOCUMENT_TYPES.filter((t) => values[t] !== null && values[t] !== initialValues[t]);
    setSaving(true);
    try {
      for (const documentType of changed) {
        const version = settings.items.find((i) => i.documentType === documentType)?.version ?? 0;
        const answer = await save.mutateAsync({
          documentType,
          templateId: values[documentType] ?? "",
          version,
        });
        if (isApiError(answer)) {
          setConflict(true);
          return;
        }
      }
      notifySuccess(T.settingsSaved, "updated");
    } catch (error) {
      showSaveError(target, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <RecordFormFrame
      form={form}
      readOnlyNote={readOnly ? T.settingsReadOnly : null}
      record={{
        isNew: false,
        readOnly,
        saving,
        conflict,
        onReload: () =>
          void refetch().then(() => {
            setConflict(false);
            setReloads((n) => n + 1);
          }),
        onSubmit: (values, target) => void submit(values, target),
        onCancel: () => form.reset(),
      }}
    >
      <Stack gap="md">
        {DOCUMENT_TYPES.map((type) => {
          const item = settings.items.find((i) => i.documentType === type);
          const data = templates.filter((t) => t.type === type).map((t) => ({ value: t.id, label: t.title }));
          return (
            <Select
              key={type}
              label={T.settingsTemplate(DOCUMENT_TYPE_LABELS[type])}
              placeholder={T.platformDefault(item?.templateTitle ?? null)}
              description={data.length === 0 ? T.noTemplatesOfType : undefined}
              data={data}
              allowDeselect={false}
              searchable
              disabled={readOnly || data.length === 0}
              maw={480}
              {...form.getInputProps(type)}
            />
          );
        })}
      </Stack>
    </RecordFormFrame>
  );
}
