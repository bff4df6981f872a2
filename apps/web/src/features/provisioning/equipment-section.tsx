import { Button, Checkbox, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import type { TProvisioningLine, TProvisioningLoad } from "@q2c/domain";
import { IconCircleCheck, IconListNumbers } from "@tabler/icons-react";
import { useState } from "react";
import { isApiError } from "../../api/api-error.ts";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { formatDate } from "../accounts/format-date.ts";
import { formatQuantity } from "../quote-builder/figure-format.ts";
import { completesBuilding, personName, placeOf } from "./provisioning-format.ts";
import { SerialsDialog } from "./serials-dialog.tsx";
import { PROVISIONING_TEXTS as T } from "./texts.ts";
import { useLoadMutations } from "./use-provisioning.ts";

/** Delivered equipment that asks for acceptance and has none yet. */
const acceptable = (l: TProvisioningLine) =>
  l.live && l.acceptEquipment && l.deliveredAt !== null && !l.acceptedAt;

function Delivery({ line }: { line: TProvisioningLine }) {
  if (!line.live)
    return (
      <Text size="sm" c="dimmed">
        {T.notLive(line.status)}
      </Text>
    );
  if (line.deliveredAt) return <Text size="sm">{T.deliveredOn(formatDate(line.deliveredAt))}</Text>;
  if (line.shippedAt) return <Text size="sm">{T.shippedOn(formatDate(line.shippedAt))}</Text>;
  return (
    <Text size="sm" c="dimmed">
      {T.notShipped}
    </Text>
  );
}

/**
 * The building's equipment: delivery, serial numbers (edited line by line) and acceptance on site for the
 * lines whose bundle product asks for it. Delivered lines are picked and accepted together, after a question
 * (acceptance is not undone).
 */
export function EquipmentSection({ load, editable }: { load: TProvisioningLoad; editable: boolean }) {
  const { accept } = useLoadMutations(load.orderId, load.id);
  const [picked, setPicked] = useState<string[]>([]);
  const [serialsOf, setSerialsOf] = useState<TProvisioningLine | null>(null);
  const chosen = picked.filter((id) => load.lines.some((l) => l.id === id && acceptable(l)));

  const acceptPicked = async () => {
    const yes = await confirmAction({
      title: T.acceptTitle,
      message: completesBuilding(load.progress, { accepting: chosen.length })
        ? `${T.acceptQuestion(chosen.length)} ${T.lastWorkQuestion(placeOf(load))}`
        : T.acceptQuestion(chosen.length),
      confirmLabel: T.acceptConfirm,
    });
    if (!yes) return;
    try {
      const answer = await accept.mutateAsync({ version: load.version, lineIds: chosen });
      if (isApiError(answer)) return notifyError(answer, { fallback: T.couldNotSave });
      setPicked([]);
      notifyDone(
        answer.completedAt && !load.completedAt
          ? T.buildingCompleted(placeOf(answer))
          : T.accepted(chosen.length),
      );
    } catch (error) {
      notifyError(error, { fallback: T.couldNotSave });
    }
  };
  const toggle = (id: string, on: boolean) =>
    setPicked((now) => (on ? [...now, id] : now.filter((x) => x !== id)));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="provision-equipment">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="provision-equipment">
            {T.equipment}
          </Title>
          {editable && load.lines.some(acceptable) ? (
            <Button
              size="sm"
              leftSection={<IconCircleCheck size={16} aria-hidden />}
              disabled={chosen.length === 0}
              loading={accept.isPending}
              onClick={() => void acceptPicked()}
            >
              {T.acceptSelected(chosen.length)}
            </Button>
          ) : null}
        </Group>
        {load.lines.length === 0 ? (
          <Text c="dimmed">{T.noEquipment}</Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="xs" aria-labelledby="provision-equipment">
              <Table.Thead>
                <Table.Tr>
                  {editable ? (
                    <Table.Th w={40}>
                      <VisuallyHidden>Select</VisuallyHidden>
                    </Table.Th>
                  ) : null}
                  <Table.Th>{T.line}</Table.Th>
                  <Table.Th>{T.name}</Table.Th>
                  <Table.Th>{T.partNumber}</Table.Th>
                  <Table.Th ta="right">{T.quantity}</Table.Th>
                  <Table.Th miw={150}>{T.delivery}</Table.Th>
                  <Table.Th miw={160}>{T.serialNumbers}</Table.Th>
                  <Table.Th>{T.acceptance}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {load.lines.map((line) => (
                  <Table.Tr key={line.id}>
                    {editable ? (
                      <Table.Td>
                        {acceptable(line) ? (
                          <Checkbox
                            aria-label={T.selectLine(line.name)}
                            checked={picked.includes(line.id)}
                            onChange={(e) => toggle(line.id, e.currentTarget.checked)}
                          />
                        ) : null}
                      </Table.Td>
                    ) : null}
                    <Table.Td>{line.lineNumber}</Table.Td>
                    <Table.Td>{line.name}</Table.Td>
                    <Table.Td>{line.partNumber}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(line.quantity)}</Table.Td>
                    <Table.Td>
                      <Delivery line={line} />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2} align="flex-start">
                        <Text
                          size="sm"
                          c={line.serialNumbers.length ? undefined : "dimmed"}
                          style={{ overflowWrap: "anywhere" }}
                        >
                          {line.serialNumbers.join(", ") || T.noSerials}
                        </Text>
                        {editable && line.live ? (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            aria-label={T.editSerialsOf(line.name)}
                            leftSection={<IconListNumbers size={14} aria-hidden />}
                            onClick={() => setSerialsOf(line)}
                          >
                            {T.editSerials}
                          </Button>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      {line.acceptedAt ? (
                        <Group gap={4} wrap="nowrap" align="flex-start">
                          <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-success-7)" />
                          <Text size="sm">
                            {T.acceptedOn(formatDate(line.acceptedAt), personName(load, line.acceptedBy))}
                          </Text>
                        </Group>
                      ) : line.acceptEquipment && line.live ? (
                        <Text size="sm" c="dimmed">
                          {line.deliveredAt ? T.toAccept : T.waitsForDelivery}
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {T.notAsked}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <SerialsDialog load={load} line={serialsOf} onClose={() => setSerialsOf(null)} />
    </Paper>
  );
}
