import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { TOrder, TRecordShipmentRequest, TSuborder } from "@q2c/domain";
import { type FormEvent, useState } from "react";
import { ApiError, errorMessage, isApiError } from "../../api/api-error.ts";
import { procureApi } from "../../api/procure-api.ts";
import { notifyDone } from "../../app/feedback/notify.tsx";
import { leftToShip, suborderName } from "./fulfilment-format.ts";
import { FULFILMENT_TEXTS as T } from "./fulfilment-texts.ts";
import { ORDER_TEXTS as O } from "./texts.ts";

export interface RecordShipmentDialogProps {
  order: TOrder;
  /** Suborders bought by hand that are ordered and may still ship. */
  suborders: readonly TSuborder[];
  onClose: () => void;
  onRecorded: () => void;
}

interface LineChoice {
  include: boolean;
  quantity: number | string;
  serials: string;
}

const liveLines = (order: TOrder, suborderId: string) =>
  order.lines
    .filter((l) => l.suborderId === suborderId && l.status !== "rejected" && l.status !== "cancelled")
    .sort((a, b) => a.lineNumber - b.lineNumber);

/** One package of a suborder bought by hand (PUT /orders/{id}/shipments), its lines, serials and dates. */
export function RecordShipmentDialog({ order, suborders, onClose, onRecorded }: RecordShipmentDialogProps) {
  const [suborderId, setSuborderId] = useState(suborders[0]?.id ?? "");
  const [head, setHead] = useState({
    carrier: "",
    trackingNumber: "",
    trackingUrl: "",
    shipmentDate: "",
    shippedDate: "",
    deliveredDate: "",
  });
  const lines = liveLines(order, suborderId);
  const [choices, setChoices] = useState<Record<string, LineChoice>>({});
  const choiceOf = (id: string, left: number): LineChoice =>
    choices[id] ?? { include: left > 0, quantity: left, serials: "" };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const suborder = suborders.find((s) => s.id === suborderId);

  const setField = (key: keyof typeof head) => (value: string) => setHead((h) => ({ ...h, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!suborder) return;
    const chosen = lines
      .map((l, i) => ({ l, i, c: choiceOf(l.id, leftToShip(l)) }))
      .filter((x) => x.c.include);
    const local: Record<string, string> = {};
    if (!head.carrier.trim()) local.carrier = "Carrier is required.";
    if (!head.trackingNumber.trim()) local.trackingNumber = "Tracking number is required.";
    if (chosen.length === 0) local.lines = T.linesRequired;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const body: TRecordShipmentRequest = {
      suborderId: suborder.id,
      version: suborder.version,
      carrier: head.carrier.trim(),
      trackingNumber: head.trackingNumber.trim(),
      ...(head.trackingUrl.trim() ? { trackingUrl: head.trackingUrl.trim() } : {}),
      ...(head.shipmentDate ? { shipmentDate: head.shipmentDate } : {}),
      ...(head.shippedDate ? { shippedDate: head.shippedDate } : {}),
      ...(head.deliveredDate ? { deliveredDate: head.deliveredDate } : {}),
      lines: chosen.map(({ l, c }) => {
        const serialNumbers = c.serials
          .split("\n")
          .map((s) => s.trim())
          .filter(Boolean);
        return {
          orderLineId: l.id,
          quantity: String(c.quantity),
          ...(serialNumbers.length > 0 ? { serialNumbers } : {}),
        };
      }),
    };
    // The server names a line's field by its place in the list sent.
    const placeOf = new Map(chosen.map((x, n) => [n, x.l.id]));
    setBusy(true);
    setFailure(null);
    try {
      const answer = await procureApi.recordShipment(order.id, body);
      if (isApiError(answer)) {
        setFailure(answer.message);
        onRecorded();
        return;
      }
      notifyDone(T.recorded(body.trackingNumber));
      onRecorded();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const mapped: Record<string, string> = {};
        for (const [key, message] of Object.entries(error.fields)) {
          const m = /^lines\.(\d+)\.(\w+)$/.exec(key);
          const id = m ? placeOf.get(Number(m[1])) : undefined;
          mapped[id ? `${id}.${m?.[2]}` : key] = message;
        }
        setErrors(mapped);
      } else setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={T.recordTitle}
      size="xl"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{T.recordIntro}</Text>
          {failure ? (
            <Alert color="danger" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Select
            label={T.suborder}
            data={suborders.map((s) => ({ value: s.id, label: suborderName(s, O.procureManually) }))}
            value={suborderId}
            onChange={(v) => {
              setSuborderId(v ?? "");
              setChoices({});
            }}
            allowDeselect={false}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={T.carrier}
              required
              value={head.carrier}
              onChange={(e) => setField("carrier")(e.currentTarget.value)}
              error={errors.carrier}
              maxLength={100}
            />
            <TextInput
              label={T.trackingNumber}
              required
              value={head.trackingNumber}
              onChange={(e) => setField("trackingNumber")(e.currentTarget.value)}
              error={errors.trackingNumber}
              maxLength={100}
            />
          </SimpleGrid>
          <TextInput
            label={T.trackingUrl}
            placeholder="https://"
            value={head.trackingUrl}
            onChange={(e) => setField("trackingUrl")(e.currentTarget.value)}
            error={errors.trackingUrl}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              type="date"
              label={T.shipmentDate}
              value={head.shipmentDate}
              onChange={(e) => setField("shipmentDate")(e.currentTarget.value)}
              error={errors.shipmentDate}
            />
            <TextInput
              type="date"
              label={T.shippedDate}
              value={head.shippedDate}
              onChange={(e) => setField("shippedDate")(e.currentTarget.value)}
              error={errors.shippedDate}
            />
            <TextInput
              type="date"
              label={T.deliveredDate}
              value={head.deliveredDate}
              onChange={(e) => setField("deliveredDate")(e.currentTarget.value)}
              error={errors.deliveredDate}
            />
          </SimpleGrid>
          {errors.lines ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {errors.lines}
            </Text>
          ) : null}
          {lines.map((l) => {
            const left = leftToShip(l);
            const c = choiceOf(l.id, left);
            const update = (next: Partial<LineChoice>) =>
              setChoices((all) => ({ ...all, [l.id]: { ...c, ...next } }));
            return (
              <Group key={l.id} align="flex-start" wrap="nowrap" gap="sm" data-line={l.id}>
                <Checkbox
                  mt={28}
                  checked={c.include}
                  onChange={(e) => update({ include: e.currentTarget.checked })}
                  aria-label={T.include(l.name)}
                  disabled={left === 0}
                />
                <Stack gap={2} style={{ flex: 1 }}>
                  <Text size="sm" fw={600}>
                    {l.lineNumber}. {l.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {T.left(String(left))}
                  </Text>
                  {errors[`${l.id}.orderLineId`] ? (
                    <Text size="xs" c="var(--mantine-color-error)">
                      {errors[`${l.id}.orderLineId`]}
                    </Text>
                  ) : null}
                </Stack>
                <NumberInput
                  w={100}
                  label={T.quantity}
                  min={1}
                  max={left}
                  allowDecimal={false}
                  value={c.quantity}
                  onChange={(v) => update({ quantity: v })}
                  disabled={!c.include}
                  error={errors[`${l.id}.quantity`]}
                />
                <Textarea
                  w={260}
                  label={T.serials}
                  description={T.serialsHelp}
                  rows={2}
                  value={c.serials}
                  onChange={(e) => update({ serials: e.currentTarget.value })}
                  disabled={!c.include}
                  error={errors[`${l.id}.serialNumbers`]}
                />
              </Group>
            );
          })}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
