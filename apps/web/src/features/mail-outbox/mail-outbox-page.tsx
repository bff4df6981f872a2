import { Anchor, Badge, Stack, Table } from "@mantine/core";
import type { TOutboxMail } from "@q2c/domain";
import { IconMail } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { mailOutboxApi } from "../../api/mail-outbox-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { PageHeader } from "../../app/layout/page-header.tsx";
import { ErrorText } from "../../app/lists/error-text.tsx";
import { KeysetPagerButtons } from "../../app/lists/list-states.tsx";
import { QueryList } from "../../app/lists/query-list.tsx";
import { useKeysetCursor } from "../../app/lists/use-keyset-cursor.ts";
import { formatDateTime } from "../accounts/format-date.ts";
import { MailDrawer } from "./mail-drawer.tsx";

const COULD_NOT_LOAD = "Could not load the mail.";

/**
 * /notifications (platform owner): the mail the platform sent, newest first. Without SMTP_URL mail is
 * only kept here (transport "outbox"), so this is where sign-in, invitation and reset links are read.
 */
export default function MailOutboxPage() {
  const { cursor, pager } = useKeysetCursor("");
  const mail = useQuery({
    queryKey: queryKeys.mailOutbox(cursor),
    queryFn: () => mailOutboxApi.list(cursor),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<TOutboxMail | null>(null);

  const table = (rows: TOutboxMail[]) => (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label="Mail outbox" aria-busy={mail.isFetching}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Transport</Table.Th>
            <Table.Th>Error</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(m.createdAt)}</Table.Td>
              <Table.Td>{m.to}</Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => setOpen(m)} ta="left">
                  {m.subject || "(no subject)"}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge variant="default">{m.transport}</Badge>
              </Table.Td>
              <Table.Td>
                <ErrorText error={m.error} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Notifications"
        intro="Mail sent by the platform, newest first. Without an SMTP server configured, mail is kept here only."
      />
      <QueryList
        query={mail}
        rows={mail.data?.data}
        loadingLabel="Loading the mail"
        notLoaded={COULD_NOT_LOAD}
        keepRowsOnError
        empty={{
          title: "No mail yet",
          description: "Invitations, password resets and sign-in codes appear here once they are sent.",
          icon: <IconMail size={28} aria-hidden />,
        }}
      >
        {table}
      </QueryList>
      <KeysetPagerButtons pager={pager(mail.data)} label="Mail pages" />
      <MailDrawer mail={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
