import { Badge, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { DOCUMENT_TYPE_LABELS, type TOrder } from "@q2c/domain";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../api/api-error.ts";
import { quoteDocumentKeys, quoteDocumentsApi } from "../../api/quote-documents-api.ts";
import { ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { formatWhen } from "../quote-documents/format-when.ts";
import { SealStatus } from "../quote-documents/seal-status.tsx";
import { DOC_TEXTS as D, STATUS_COLORS } from "../quote-documents/texts.ts";
import { FULFILMENT_TEXTS as T } from "./fulfilment-texts.ts";

/**
 * The documents tab: the quote's signed documents (every signer signed), who signed and when, and the sealed
 * PDF's download (issue #17's seal; pending and failed shown as such). Drafts and documents still out for
 * signature are the quote's business, not the order's.
 */
export function OrderDocuments({ order }: { order: Pick<TOrder, "projectId" | "dealName"> }) {
  const status = useQuery({
    queryKey: quoteDocumentKeys.status(order.projectId),
    queryFn: () => quoteDocumentsApi.status(order.projectId),
  });
  if (status.isPending) return <ListSkeleton label={T.loadingDocuments} rows={2} />;
  if (status.isError)
    return (
      <ListError
        message={errorMessage(status.error, T.couldNotLoadDocuments)}
        onRetry={() => void status.refetch()}
      />
    );
  const signed = status.data.documents.filter((d) => d.status === "signed" || d.status === "completed");
  return (
    <Stack gap="md" component="section" aria-label={T.documentsLabel}>
      <Text size="sm" c="dimmed">
        {T.documentsIntro}
      </Text>
      {signed.length === 0 ? (
        <Text c="dimmed">{T.noDocuments}</Text>
      ) : (
        signed.map((d) => (
          <Paper key={d.documentId} withBorder p="md" radius="md" data-document={d.documentType}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={2} size="h5">
                  {DOCUMENT_TYPE_LABELS[d.documentType]}
                </Title>
                <Badge color={STATUS_COLORS[d.status]} variant="light" tt="none">
                  {D.status[d.status]}
                </Badge>
              </Group>
              <Text size="sm" fw={600}>
                {T.signedBy}
              </Text>
              <List size="sm" spacing={2}>
                {d.signers.map((s) => (
                  <List.Item key={s.id}>
                    {s.name} ({D.party[s.party]}){s.signedAt ? `, ${formatWhen(s.signedAt)}` : ""}
                  </List.Item>
                ))}
              </List>
              <SealStatus quoteId={order.projectId} doc={d} quoteNumber={order.dealName} canRetry={false} />
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
