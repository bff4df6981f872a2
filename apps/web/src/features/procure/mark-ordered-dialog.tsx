import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import type { TProcureSuborder } from "@q2c/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorMessage, isApiError } from "../../api/api-error.ts";
import { procureApi } from "../../api/procure-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { notifyDone } from "../../app/feedback/notify.tsx";
import { PROCURE_TEXTS as T } from "./texts.ts";

export interface MarkOrderedDialogProps {
  suborder: TProcureSuborder | null;
  onClose: () => void;
}

/** A suborder bought outside the platform is marked ordered, with the supplier's reference (optional). */
export function MarkOrderedDialog({ suborder, onClose }: MarkOrderedDialogProps) {
  return (
    <Modal
      opened={suborder !== null}
      onClose={onClose}
      title={T.markOrderedTitle}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {suborder ? <MarkOrderedForm suborder={suborder} onClose={onClose} /> : null}
    </Modal>
  );
}

function MarkOrderedForm({ suborder, onClose }: { suborder: TProcureSuborder; onClose: () => void }) {
  const client = useQueryClient();
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await procureApi.markOrdered(suborder.orderId, suborder.id, {
        version: suborder.version,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      });
      if (isApiError(answer)) {
        setError(answer.message);
        return;
      }
      notifyDone(T.markedOrdered(suborder.orderNumber, suborder.buildingName));
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: queryKeys.orders });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{T.markOrderedIntro}</Text>
        <Text size="sm" fw={600}>
          {T.order(suborder.orderNumber)} · {suborder.siteName} · {suborder.buildingName}
        </Text>
        <TextInput
          label={T.reference}
          description={T.referenceHelp}
          value={reference}
          maxLength={100}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {T.markOrdered}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
