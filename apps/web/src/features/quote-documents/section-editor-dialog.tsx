import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import {
  DOCUMENT_MESSAGES,
  type TQuoteDocument,
  type TQuoteDocumentSection,
  unknownMergeFields,
} from "@q2c/domain";
import { useState } from "react";
import { quoteDocumentsApi } from "../../api/quote-documents-api.ts";
import { notifyDone } from "../../app/feedback/notify.tsx";
import { RichTextField } from "../templates/rich-text/rich-text-field.tsx";
import { DOC_TEXTS as T } from "./texts.ts";
import type { useDocumentEdit } from "./use-quote-documents.ts";

export interface SectionEditorDialogProps {
  quoteId: string;
  doc: TQuoteDocument;
  section: TQuoteDocumentSection;
  edit: ReturnType<typeof useDocumentEdit>["edit"];
  onClose: () => void;
}

/**
 * One section's title and text, saved with the document's version (PUT sections/{key}); a sent
 * document is asked about first (useDocumentEdit). An unknown merge field is named before saving, as
 * the server would refuse it.
 */
export default function SectionEditorDialog({
  quoteId,
  doc,
  section,
  edit,
  onClose,
}: SectionEditorDialogProps) {
  const [title, setTitle] = useState(section.title);
  const [html, setHtml] = useState(section.html);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const unknown = unknownMergeFields(html);
    if (unknown.length > 0) return setError(DOCUMENT_MESSAGES.unknownMergeField(unknown[0] ?? ""));
    setError(null);
    setBusy(true);
    const done = await edit(doc, (version) =>
      quoteDocumentsApi.editSection(quoteId, doc.documentType, section.key, {
        version,
        html,
        title: title.trim() || undefined,
      }),
    );
    setBusy(false);
    if (done) {
      notifyDone(T.sectionSaved);
      onClose();
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={T.edit(section.title)}
      size="xl"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={T.sectionTitle}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={200}
            data-autofocus
          />
          <RichTextField label={T.sectionText} value={section.html} onChange={setHtml} error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {T.saveSection}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
