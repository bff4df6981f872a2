import { Alert, Button, Group, List, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconClock } from "@tabler/icons-react";
import { PROCURE_TEXTS as T } from "./texts.ts";
import type { SendEntry } from "./use-send-suborders.ts";

export interface SendProgressProps {
  entries: readonly SendEntry[];
  onRetry: (suborderId: string) => void;
  onDismiss: (suborderId: string) => void;
}

/**
 * The sends started on this page, one row per suborder: waiting, sending, placed (with the distributor's
 * order number and every rejected line with its reason), or not sent (the reason, and Try again with the
 * same Idempotency-Key). Announced politely as it changes.
 */
export function SendProgress({ entries, onRetry, onDismiss }: SendProgressProps) {
  if (entries.length === 0) return null;
  const working = entries.some((e) => e.state.status === "sending" || e.state.status === "queued");
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="send-progress-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="send-progress-title">
          {T.progressTitle}
        </Title>
        <Stack gap="xs" aria-label={T.progressLabel} aria-live="polite" aria-busy={working} role="status">
          {entries.map((e) => (
            <ProgressRow key={e.suborder.id} entry={e} onRetry={onRetry} onDismiss={onDismiss} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function ProgressRow({
  entry,
  onRetry,
  onDismiss,
}: {
  entry: SendEntry;
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
}) {
  const { suborder: s, state } = entry;
  const head = `${T.order(s.orderNumber)} · ${s.buildingName} · ${entry.distributorName}`;
  const dismiss = (
    <Button size="compact-xs" variant="subtle" onClick={() => onDismiss(s.id)}>
      {T.dismiss}
    </Button>
  );
  if (state.status === "queued" || state.status === "sending")
    return (
      <Group gap="xs" data-send={s.id} data-state={state.status}>
        {state.status === "sending" ? <Loader size={14} aria-hidden /> : <IconClock size={14} aria-hidden />}
        <Text size="sm">
          {head}: {state.status === "sending" ? T.sending : T.queued}
        </Text>
      </Group>
    );
  if (state.status === "failed")
    return (
      <Alert
        color="danger"
        variant="light"
        p="xs"
        title={`${head}: ${T.failed}`}
        data-send={s.id}
        data-state="failed"
      >
        <Stack gap={4}>
          <Text size="sm">{state.message}</Text>
          <Group gap="xs">
            <Button size="compact-xs" variant="default" onClick={() => onRetry(s.id)}>
              {T.retry}
            </Button>
            {dismiss}
            <Text size="xs" c="dimmed">
              {T.retryHelp}
            </Text>
          </Group>
        </Stack>
      </Alert>
    );
  return (
    <Alert
      color={state.declined ? "danger" : state.rejected.length > 0 ? "warning" : "success"}
      variant="light"
      p="xs"
      icon={<IconCircleCheck size={16} aria-hidden />}
      title={`${head}: ${state.declined ? T.sentAllRejected(state.distributorOrderNumber) : T.sent(state.distributorOrderNumber)}`}
      data-send={s.id}
      data-state="sent"
    >
      <Stack gap={4}>
        {state.rejected.length > 0 ? (
          <>
            <Text size="sm" fw={600}>
              {T.rejectedLines}
            </Text>
            <List size="sm" spacing={2}>
              {state.rejected.map((r) => (
                <List.Item key={r.lineNumber}>
                  {T.line} {r.lineNumber}, {r.name}: {r.reason}
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
        <Group>{dismiss}</Group>
      </Stack>
    </Alert>
  );
}
