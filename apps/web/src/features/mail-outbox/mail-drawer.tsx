import { Alert, Badge, DataList, Drawer, Paper, Stack, Text } from "@mantine/core";
import type { TOutboxMail } from "@q2c/domain";
import { formatDateTime } from "../accounts/format-date.ts";

/** One mail in full: its headers and plain text (links in it can be copied from here). */
export function MailDrawer({ mail, onClose }: { mail: TOutboxMail | null; onClose: () => void }) {
  return (
    <Drawer
      closeButtonProps={{ "aria-label": "Close" }}
      opened={mail !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={mail?.subject ?? "Mail"}
    >
      {mail ? (
        <Stack gap="md">
          <DataList labelWidth={90}>
            <DataList.Item>
              <DataList.ItemLabel>To</DataList.ItemLabel>
              <DataList.ItemValue>{mail.to}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Time</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(mail.createdAt)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Transport</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge variant="default">{mail.transport}</Badge>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList>
          {mail.error ? (
            <Alert color="danger" title="Not delivered">
              {mail.error}
            </Alert>
          ) : null}
          <Paper withBorder p="md" radius="md" bg="var(--mantine-color-default-hover)">
            <Text
              component="pre"
              size="sm"
              ff="monospace"
              style={{ whiteSpace: "pre-wrap", wordBreak: "break-word", margin: 0 }}
            >
              {mail.text}
            </Text>
          </Paper>
        </Stack>
      ) : null}
    </Drawer>
  );
}
