import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { MESSAGES, requiredMessage, type TProjectChange } from "@q2c/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../api/api-error.ts";
import { projectActivityApi } from "../../api/project-activity-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { submitting } from "./submitting.ts";
import { ACTIVITY_TEXTS as T } from "./texts.ts";

export interface DeclineDealDialogProps {
  opened: boolean;
  onClose: () => void;
  projectId: string;
  /** The quote's version as the page shows it. */
  version: number;
  /** The change the server answered (new version and totals). */
  onDeclined?: (change: TProjectChange) => void;
  /** After a 409: load the quote again (the builder's reload); the dialog closes. */
  onReload?: () => void;
}

function DeclineForm({
  projectId,
  version,
  onClose,
  onDeclined,
  onReload,
}: Omit<DeclineDealDialogProps, "opened">) {
  const client = useQueryClient();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const decline = useMutation({
    mutationFn: async ({ reapply }: { reapply: boolean }) => {
      // Re-apply: the same reason against the version someone else's change left.
      const current = reapply ? await projectActivityApi.currentVersion(projectId) : version;
      return projectActivityApi.declineDeal(projectId, { version: current, reason: reason.trim() });
    },
  });
  const send = (reapply: boolean) => {
    if (reason.trim() === "") return setError(requiredMessage(T.reason));
    decline.mutate(
      { reapply },
      {
        onSuccess: (answer) => {
          if (isApiError(answer)) return setConflict(true);
          notifyDone(T.declined);
          void client.invalidateQueries({ queryKey: queryKeys.quotes });
          void client.invalidateQueries({ queryKey: queryKeys.projectActivity(projectId) });
          onDeclined?.(answer);
          onClose();
        },
        onError: (e) => {
          if (isApiError(e) && e.fields.reason) setError(e.fields.reason);
          else notifyError(e, { fallback: MESSAGES.couldNotBeSaved });
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submitting(() => send(false))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {T.declineHelp}
        </Text>
        <Textarea
          label={T.reason}
          withAsterisk
          rows={3}
          data-autofocus
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
        />
        {conflict ? (
          <Alert color="warning" title={MESSAGES.conflict}>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  onReload?.();
                  onClose();
                }}
              >
                {T.reload}
              </Button>
              <Button size="xs" loading={decline.isPending} onClick={() => send(true)}>
                {T.reapply}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" color="danger" loading={decline.isPending} disabled={conflict}>
            {T.decline}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Decline deal (POST /projects/:id/decline-deal with a reason); a stale version offers Reload or Re-apply. */
export function DeclineDealDialog({ opened, ...props }: DeclineDealDialogProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={T.declineTitle}>
      {opened ? <DeclineForm {...props} /> : null}
    </Modal>
  );
}
