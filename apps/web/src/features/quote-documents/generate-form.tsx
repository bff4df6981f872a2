import { Alert, Button, Group, Select, Stack, Text } from "@mantine/core";
import type { QuoteDocumentType, TProjectTemplateOption } from "@q2c/domain";
import { IconEye, IconFilePlus } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../api/api-error.ts";
import { quoteDocumentKeys, quoteDocumentsApi } from "../../api/quote-documents-api.ts";
import { notifyDone } from "../../app/feedback/notify.tsx";
import { ListSkeleton } from "../../app/lists/list-states.tsx";
import { PreviewDialog } from "./preview-dialog.tsx";
import { DOC_TEXTS as T } from "./texts.ts";
import { storeDocument, useDocumentTemplates } from "./use-quote-documents.ts";

/** The template chosen first: the company's default of the type, else the first listed. */
export const defaultTemplateOf = (templates: readonly TProjectTemplateOption[]): string | null =>
  (templates.find((t) => t.isDefault) ?? templates[0])?.id ?? null;

export interface GenerateFormProps {
  quoteId: string;
  type: QuoteDocumentType;
  canEdit: boolean;
}

/** A document not made yet: choose its template (the default first), preview it, generate it. */
export function GenerateForm({ quoteId, type, canEdit }: GenerateFormProps) {
  const client = useQueryClient();
  const templates = useDocumentTemplates(quoteId, type, canEdit);
  const [picked, setPicked] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const list = templates.data ?? [];
  const templateId = picked ?? defaultTemplateOf(list);

  const generate = async () => {
    if (!templateId) return;
    setBusy(true);
    setFailure(null);
    try {
      const doc = await quoteDocumentsApi.generate(quoteId, type, templateId);
      storeDocument(client, quoteId, doc);
      notifyDone(T.generated(type));
    } catch (error) {
      setFailure(errorMessage(error));
      void client.invalidateQueries({ queryKey: quoteDocumentKeys.list(quoteId) });
    } finally {
      setBusy(false);
    }
  };

  if (!canEdit) return <Text size="sm">{T.notGenerated(type)}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm">{T.notGenerated(type)}</Text>
      {templates.isPending ? <ListSkeleton label={T.templatesLoading} rows={1} /> : null}
      {templates.isError ? (
        <Alert color="danger" variant="light">
          {errorMessage(templates.error)}
        </Alert>
      ) : null}
      {templates.isSuccess && list.length === 0 ? (
        <Alert color="warning" variant="light">
          {T.noTemplates(type)}
        </Alert>
      ) : null}
      {list.length > 0 ? (
        <>
          <Select
            label={T.template}
            description={T.templateHelp}
            data={list.map((t) => ({
              value: t.id,
              label: t.isDefault ? `${t.title} (${T.defaultTag})` : t.title,
            }))}
            value={templateId}
            onChange={setPicked}
            allowDeselect={false}
            searchable
          />
          <Group gap="sm">
            <Button
              leftSection={<IconFilePlus size={16} aria-hidden />}
              onClick={() => void generate()}
              loading={busy}
              disabled={!templateId}
            >
              {T.generate(type)}
            </Button>
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => setPreviewing(true)}
              disabled={!templateId}
            >
              {T.previewTemplate}
            </Button>
          </Group>
        </>
      ) : null}
      {failure ? (
        <Alert color="danger" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      {previewing && templateId ? (
        <PreviewDialog
          title={list.find((t) => t.id === templateId)?.title ?? T.previewTemplate}
          queryKey={quoteDocumentKeys.templatePreview(quoteId, templateId)}
          read={() => quoteDocumentsApi.templatePreview(quoteId, templateId)}
          type={type}
          onClose={() => setPreviewing(false)}
        />
      ) : null}
    </Stack>
  );
}
