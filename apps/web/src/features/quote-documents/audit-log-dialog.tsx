import { Alert, Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import type { QuoteDocumentType } from "@q2c/domain";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../api/api-error.ts";
import { quoteDocumentKeys, quoteDocumentsApi } from "../../api/quote-documents-api.ts";
import { notifyError } from "../../app/feedback/notify.tsx";
import { ListError, ListSkeleton } from "../../app/lists/list-states.tsx";
import { formatWhen } from "./format-when.ts";
import { saveFile } from "./save-file.ts";
import { AUDIT_EVENT_LABELS, DOC_TEXTS as T } from "./texts.ts";

export interface AuditLogDialogProps {
  quoteId: string;
  type: QuoteDocumentType;
  onClose: () => void;
}

/** The document's append-only audit log, whether its hash chain holds, and the same as CSV. */
export function AuditLogDialog({ quoteId, type, onClose }: AuditLogDialogProps) {
  const log = useQuery({
    queryKey: quoteDocumentKeys.auditLog(quoteId, type),
    queryFn: () => quoteDocumentsApi.auditLog(quoteId, type),
  });
  const [downloading, setDownloading] = useState(false);
  const csv = async () => {
    setDownloading(true);
    try {
      saveFile(await quoteDocumentsApi.auditLogCsv(quoteId, type), `audit-log-${type}-${quoteId}.csv`);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };
  const data = log.data;

  return (
    <Modal
      opened
      onClose={onClose}
      title={T.auditTitle(type)}
      size="xl"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="sm">
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={downloading}
            onClick={() => void csv()}
          >
            {T.auditCsv}
          </Button>
        </Group>
        {log.isPending ? <ListSkeleton label={T.auditLoading} rows={4} /> : null}
        {log.isError ? (
          <ListError message={errorMessage(log.error)} onRetry={() => void log.refetch()} />
        ) : null}
        {data ? (
          <>
            <Alert color={data.chain.verified ? "success" : "danger"} variant="light" p="xs">
              {data.chain.verified ? T.auditChainOk : T.auditChainBroken(data.chain.brokenAtSeq ?? 0)}
            </Alert>
            {data.entries.length === 0 ? (
              <Text size="sm">{T.auditEmpty}</Text>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped verticalSpacing={4} fz="xs" data-testid="audit-log">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>#</Table.Th>
                      <Table.Th>{T.auditWhen}</Table.Th>
                      <Table.Th>{T.auditEvent}</Table.Th>
                      <Table.Th>{T.auditWho}</Table.Th>
                      <Table.Th>{T.auditFrom}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.entries.map((e) => (
                      <Table.Tr key={e.seq}>
                        <Table.Td>{e.seq}</Table.Td>
                        <Table.Td style={{ whiteSpace: "nowrap" }}>{formatWhen(e.at)}</Table.Td>
                        <Table.Td>{AUDIT_EVENT_LABELS[e.type] ?? e.type}</Table.Td>
                        <Table.Td>
                          {e.actorName}
                          {e.actorEmail ? ` (${e.actorEmail})` : ""}
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: "anywhere" }}>{e.ip ?? ""}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}
