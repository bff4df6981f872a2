import { Badge, Button, Code, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { TDocumentSigner, TQuoteDocument } from "@q2c/domain";
import { IconBell, IconLink } from "@tabler/icons-react";
import { useState } from "react";
import { quoteDocumentsApi } from "../../api/quote-documents-api.ts";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { formatWhen } from "./format-when.ts";
import { DOC_TEXTS as T } from "./texts.ts";

const STATUS_COLOR: Record<TDocumentSigner["status"], string> = {
  pending: "gray",
  sent: "gray",
  opened: "primary",
  verified: "primary",
  signed: "success",
};

function Times({ signer }: { signer: TDocumentSigner }) {
  const rows: [string, string | null][] = [
    [T.sentAt, signer.sentAt],
    [T.openedAt, signer.openedAt],
    [T.verifiedAt, signer.verifiedAt],
    [T.signedAt, signer.signedAt],
  ];
  return (
    <Stack gap={0}>
      {rows
        .filter(([, at]) => at !== null)
        .map(([label, at]) => (
          <Text key={label} size="xs" c="dimmed">
            {label} {formatWhen(at)}
          </Text>
        ))}
    </Stack>
  );
}

export interface SignersTableProps {
  quoteId: string;
  doc: TQuoteDocument;
  /** May send reminders and new links (quotes.edit); a reader sees the progress only. */
  canManage: boolean;
}

/** Each signer's progress (sent, opened, code verified, signed, with times), a reminder and a new link. */
export function SignersTable({ quoteId, doc, canManage }: SignersTableProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [madeLink, setMadeLink] = useState<{ signerId: string; link: string } | null>(null);
  const open = doc.status === "sent";

  const newLink = async (s: TDocumentSigner) => {
    if (!(await confirmAction({ title: T.copyLink(s.name), message: T.copyLinkQuestion(s.name) }))) return;
    setBusy(s.id);
    try {
      const answer = await quoteDocumentsApi.link(quoteId, doc.documentType, s.id);
      const link = new URL(answer.link, window.location.origin).toString();
      const copied = await navigator.clipboard?.writeText(link).then(
        () => true,
        () => false,
      );
      if (copied) {
        setMadeLink(null);
        notifyDone(T.linkCopied);
      } else setMadeLink({ signerId: s.id, link });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  const remind = async (s: TDocumentSigner) => {
    setBusy(s.id);
    try {
      await quoteDocumentsApi.notify(quoteId, doc.documentType, s.id);
      notifyDone(T.reminded(s.name));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label={T.signersTitle}>
      <Title order={3} size="h5">
        {T.signersTitle}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing={6} data-testid="signers-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.nameLabel}</Table.Th>
              <Table.Th>Status</Table.Th>
              {canManage && open ? <Table.Th>Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {doc.signers.map((s) => (
              <Table.Tr key={s.id} data-signer={s.email}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {s.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {s.email}
                    {s.role ? ` · ${s.role}` : ""} · {T.party[s.party]}
                  </Text>
                  {madeLink?.signerId === s.id ? (
                    <Stack gap={2} mt={4}>
                      <Text size="xs">{T.linkMade}</Text>
                      <Code block style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
                        {madeLink.link}
                      </Code>
                    </Stack>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[s.status]} variant="light" data-status={s.status}>
                    {T.signerStatus[s.status]}
                  </Badge>
                  <Times signer={s} />
                </Table.Td>
                {canManage && open ? (
                  <Table.Td>
                    {s.status === "signed" ? null : (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="default"
                          leftSection={<IconBell size={12} aria-hidden />}
                          aria-label={T.remind(s.name)}
                          loading={busy === s.id}
                          onClick={() => void remind(s)}
                        >
                          {T.remindShort}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          leftSection={<IconLink size={12} aria-hidden />}
                          aria-label={T.copyLink(s.name)}
                          disabled={busy === s.id}
                          onClick={() => void newLink(s)}
                        >
                          {T.copyLinkShort}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
