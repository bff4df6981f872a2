import { Badge, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { DOCUMENT_TYPE_LABELS, type QuoteDocumentType } from "@q2c/domain";
import { IconListDetails } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { errorMessage } from "../../api/api-error.ts";
import { quoteDocumentKeys, quoteDocumentsApi } from "../../api/quote-documents-api.ts";
import { ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { AuditLogDialog } from "./audit-log-dialog.tsx";
import { formatWhen } from "./format-when.ts";
import { SealStatus } from "./seal-status.tsx";
import { STATUS_COLORS, DOC_TEXTS as T } from "./texts.ts";
import { DOCUMENTS_POLL_MS } from "./use-quote-documents.ts";

export interface CustomerDocumentsProps {
  quoteId: string;
  quoteNumber: string;
}

/**
 * The quote's documents as its readers see them on /quotes/{id}/view: each document sent for signature,
 * where each signer stands, the sealed PDF once there is one, and the audit log. Drafts are the MSP's.
 */
export function CustomerDocuments({ quoteId, quoteNumber }: CustomerDocumentsProps) {
  const status = useQuery({
    queryKey: quoteDocumentKeys.status(quoteId),
    queryFn: () => quoteDocumentsApi.status(quoteId),
    refetchInterval: (query) =>
      (query.state.data?.documents ?? []).some((d) => d.status === "sent" || d.sealStatus === "pending")
        ? DOCUMENTS_POLL_MS
        : false,
  });
  const [audit, setAudit] = useState<QuoteDocumentType | null>(null);
  const sent = (status.data?.documents ?? []).filter((d) => d.status !== "draft");

  let body: ReactNode;
  if (status.isPending) body = <ListSkeleton label={T.loading} rows={2} />;
  else if (status.isError)
    body = (
      <ListError message={errorMessage(status.error, T.couldNotLoad)} onRetry={() => void status.refetch()} />
    );
  else if (sent.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {T.customerEmpty}
      </Text>
    );
  else
    body = sent.map((d) => (
      <Stack key={d.documentId} gap="xs" data-document={d.documentType}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{DOCUMENT_TYPE_LABELS[d.documentType]}</Text>
          <Badge color={STATUS_COLORS[d.status]} variant="light">
            {T.status[d.status]}
          </Badge>
        </Group>
        <List size="sm" spacing={2} aria-label={T.signersTitle}>
          {d.signers.map((s) => (
            <List.Item key={s.id}>
              {s.name} ({T.party[s.party]}): {T.signerStatus[s.status]}
              {s.signedAt ? `, ${formatWhen(s.signedAt)}` : ""}
            </List.Item>
          ))}
        </List>
        <SealStatus quoteId={quoteId} doc={d} quoteNumber={quoteNumber} canRetry={false} />
        <Group>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconListDetails size={12} aria-hidden />}
            onClick={() => setAudit(d.documentType)}
          >
            {T.auditLog}
          </Button>
        </Group>
      </Stack>
    ));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="quote-documents-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="quote-documents-title">
          {T.customerTitle}
        </Title>
        {body}
      </Stack>
      {audit ? <AuditLogDialog quoteId={quoteId} type={audit} onClose={() => setAudit(null)} /> : null}
    </Paper>
  );
}
