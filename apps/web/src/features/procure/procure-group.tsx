import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TProcureGroup, TProcureSuborder } from "@q2c/domain";
import { IconCheck, IconSend } from "@tabler/icons-react";
import { useId } from "react";
import { formatMoney } from "../quote-builder/figure-format.ts";
import { indexAvailability, ProcureSuborder, SendButton } from "./procure-suborder.tsx";
import { PROCURE_TEXTS as T } from "./texts.ts";

export interface ProcureGroupProps {
  group: TProcureGroup;
  canManage: boolean;
  /** Suborders whose send is under way on this page. */
  busy: ReadonlySet<string>;
  onSend: (group: TProcureGroup, suborders: readonly TProcureSuborder[]) => void;
  onMarkOrdered: (suborder: TProcureSuborder) => void;
}

/**
 * One distributor's suborders still to buy (or those to procure by hand): how they are bought, their cost,
 * the distributor's price and stock (or "Availability unknown" with its reason), each suborder's lines and
 * its action: send (asked first) or mark ordered.
 */
export function ProcureGroup({ group, canManage, busy, onSend, onMarkOrdered }: ProcureGroupProps) {
  const titleId = useId();
  const name = group.distributorName || T.procureManually;
  const viaApi = group.channel === "distributor";
  const availability =
    group.availability.status === "known" ? indexAvailability(group.availability.data) : null;
  const idle = group.suborders.filter((s) => !busy.has(s.id));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId} data-group={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="xs">
              <Title order={2} size="h4" id={titleId}>
                {name}
              </Title>
              <Badge variant="light" color="gray" tt="none">
                {T.suborderCount(group.suborders.length)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {viaApi ? T.viaApi(group.availability.providerId ?? "") : T.byHand}
            </Text>
          </div>
          <Group gap="md">
            <div>
              <Text size="xs" c="dimmed" ta="right">
                {T.costTotal}
              </Text>
              <Text fw={700}>{formatMoney(group.costTotal)}</Text>
            </div>
            {canManage && viaApi ? (
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                onClick={() => onSend(group, idle)}
                disabled={idle.length === 0}
              >
                {T.sendAll(idle.length)}
              </Button>
            ) : null}
          </Group>
        </Group>
        {group.availability.status === "unknown" ? (
          <Alert color="warning" variant="light" title={T.availabilityUnknown} p="xs">
            <Text size="sm">{group.availability.error}</Text>
          </Alert>
        ) : null}
        {group.suborders.map((s) => (
          <ProcureSuborder
            key={s.id}
            suborder={s}
            availability={availability}
            action={
              !canManage ? null : viaApi ? (
                <SendButton busy={busy.has(s.id)} onClick={() => onSend(group, [s])} />
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  onClick={() => onMarkOrdered(s)}
                >
                  {T.markOrdered}
                </Button>
              )
            }
          />
        ))}
      </Stack>
    </Paper>
  );
}
