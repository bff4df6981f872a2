import { Alert, Button, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { DOCUMENT_MESSAGES, type TQuoteDocument } from "@q2c/domain";
import { IconRosetteDiscountCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { quoteDocumentKeys, quoteDocumentsApi } from "../../api/quote-documents-api.ts";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { PdfDownload } from "./pdf-download.tsx";
import { DOC_TEXTS as T } from "./texts.ts";

export interface SealStatusProps {
  quoteId: string;
  doc: Pick<TQuoteDocument, "documentType" | "status" | "sealStatus" | "sealError">;
  quoteNumber: string;
  /** May ask for sealing again (quotes.edit). */
  canRetry: boolean;
}

/**
 * The sealed PDF's state once every signer has signed: pending (a job, shown as progress), sealed (a
 * download), failed (the reason and a retry): never a silent pending.
 */
export function SealStatus({ quoteId, doc, quoteNumber, canRetry }: SealStatusProps) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (doc.status !== "signed" && doc.status !== "completed" && doc.sealStatus === "none") return null;

  const retry = async () => {
    setBusy(true);
    try {
      await quoteDocumentsApi.retrySeal(quoteId, doc.documentType);
      notifyDone(T.sealRetried);
      await client.invalidateQueries({ queryKey: quoteDocumentKeys.all(quoteId) });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (doc.sealStatus === "sealed")
    body = (
      <Stack gap={6}>
        <Group gap={6}>
          <IconRosetteDiscountCheck size={18} color="var(--mantine-color-success-filled)" aria-hidden />
          <Text size="sm">{T.sealed}</Text>
        </Group>
        <PdfDownload
          quoteId={quoteId}
          type={doc.documentType}
          fileName={T.fileName(doc.documentType, quoteNumber, true)}
          label={T.sealedDownload}
        />
      </Stack>
    );
  else if (doc.sealStatus === "failed")
    body = (
      <Alert color="danger" variant="light" role="alert" title={DOCUMENT_MESSAGES.sealingFailed} p="xs">
        <Stack gap={6} align="flex-start">
          {doc.sealError ? <Text size="xs">{doc.sealError}</Text> : null}
          {canRetry ? (
            <Button size="compact-xs" variant="default" loading={busy} onClick={() => void retry()}>
              {T.retrySeal}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  else if (doc.sealStatus === "pending")
    body = (
      <Stack gap={4} role="status" aria-busy="true" aria-label={T.sealPending} data-testid="seal-pending">
        <Text size="sm">{T.sealPending}</Text>
        <Progress value={100} animated striped size="sm" aria-hidden />
      </Stack>
    );
  else body = <Text size="sm">{T.sealNone}</Text>;

  return (
    <Stack gap="xs" component="section" aria-label={T.sealTitle}>
      <Title order={3} size="h5">
        {T.sealTitle}
      </Title>
      {body}
    </Stack>
  );
}
