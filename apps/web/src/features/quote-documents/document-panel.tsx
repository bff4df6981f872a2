import { Alert, Badge, Button, Divider, Group, Stack, Text } from "@mantine/core";
import {
  DOCUMENT_MESSAGES,
  type QuoteDocumentType,
  type QuoteStage,
  type TQuoteDocument,
  type TTeamUser,
} from "@q2c/domain";
import { IconEye, IconListDetails, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { quoteDocumentKeys, quoteDocumentsApi } from "../../api/quote-documents-api.ts";
import { AuditLogDialog } from "./audit-log-dialog.tsx";
import { GenerateForm } from "./generate-form.tsx";
import { PdfDownload } from "./pdf-download.tsx";
import { PreviewDialog } from "./preview-dialog.tsx";
import { SealStatus } from "./seal-status.tsx";
import { SectionList } from "./section-list.tsx";
import { SendDialog } from "./send-dialog.tsx";
import { SignersTable } from "./signers-table.tsx";
import { STATUS_COLORS, DOC_TEXTS as T } from "./texts.ts";
import { useDocumentEdit } from "./use-quote-documents.ts";

/** What the panel needs of the quote. */
export interface DocumentsQuote {
  id: string;
  quoteNumber: string;
  stage: QuoteStage;
  /** The MSP's users who work on the quote: the countersigner is one of them. */
  team: readonly TTeamUser[];
}

export interface DocumentPanelProps {
  quote: DocumentsQuote;
  type: QuoteDocumentType;
  doc: TQuoteDocument | undefined;
  /** The user may change the quote's documents (quotes.edit, the quote not completed or declined). */
  canEdit: boolean;
}

type Dialog = "preview" | "send" | "audit" | null;

/** Quote-type documents no longer change at acceptance or completed (domain §4). */
const stageLocked = (stage: QuoteStage) => stage === "acceptance" || stage === "completed";

/**
 * One document of the quote (proposal or agreement): generate it from a template, or its status, its
 * sections (shown, ordered, edited), preview, PDF, sending, each signer's progress, the sealed copy and
 * the audit log.
 */
export function DocumentPanel({ quote, type, doc, canEdit }: DocumentPanelProps) {
  const { edit, prepare } = useDocumentEdit(quote.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!doc)
    return <GenerateForm quoteId={quote.id} type={type} canEdit={canEdit && !stageLocked(quote.stage)} />;

  const final = doc.status === "signed" || doc.status === "completed";
  const locked = stageLocked(quote.stage) && !final;
  const editable = canEdit && !final && !locked;
  const everSent = doc.sentAt !== null || doc.resetCount > 0 || doc.signers.length > 0;
  const close = () => setDialog(null);

  return (
    <Stack gap="md" data-document={type}>
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{doc.title}</Text>
          <Group gap={6}>
            <Badge color={STATUS_COLORS[doc.status]} variant="light" data-testid="document-status">
              {T.status[doc.status]}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEye size={14} aria-hidden />}
            onClick={() => setDialog("preview")}
          >
            {T.preview}
          </Button>
          {everSent ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconListDetails size={14} aria-hidden />}
              onClick={() => setDialog("audit")}
            >
              {T.auditLog}
            </Button>
          ) : null}
          {editable && doc.status === "draft" ? (
            <Button
              size="xs"
              leftSection={<IconSend size={14} aria-hidden />}
              onClick={() => setDialog("send")}
            >
              {everSent ? T.sendAgain : T.send}
            </Button>
          ) : null}
        </Group>
      </Group>
      {final ? (
        <Text size="sm" c="dimmed">
          {T.locked}
        </Text>
      ) : null}
      {locked ? (
        <Alert color="warning" variant="light" p="xs">
          {DOCUMENT_MESSAGES.lockedStage}
        </Alert>
      ) : null}
      {final ? null : (
        <PdfDownload quoteId={quote.id} type={type} fileName={T.fileName(type, quote.quoteNumber, false)} />
      )}
      {doc.signers.length > 0 ? <SignersTable quoteId={quote.id} doc={doc} canManage={canEdit} /> : null}
      <SealStatus quoteId={quote.id} doc={doc} quoteNumber={quote.quoteNumber} canRetry={canEdit} />
      <Divider />
      <SectionList quoteId={quote.id} doc={doc} edit={edit} prepare={prepare} readOnly={!editable} />
      {dialog === "preview" ? (
        <PreviewDialog
          title={T.previewTitle(type)}
          queryKey={quoteDocumentKeys.preview(quote.id, type)}
          read={() => quoteDocumentsApi.preview(quote.id, type)}
          type={type}
          onClose={close}
        />
      ) : null}
      {dialog === "send" ? (
        <SendDialog quoteId={quote.id} doc={doc} team={quote.team} onClose={close} />
      ) : null}
      {dialog === "audit" ? <AuditLogDialog quoteId={quote.id} type={type} onClose={close} /> : null}
    </Stack>
  );
}
