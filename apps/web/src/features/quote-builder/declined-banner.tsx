import { Alert, Button, Stack, Text } from "@mantine/core";
import type { TProject } from "@q2c/domain";
import { IconArrowBackUp, IconThumbDown } from "@tabler/icons-react";
import { useState } from "react";
import type { BuilderActions } from "./builder-actions.ts";
import { ReopenQuoteDialog } from "./lifecycle-dialogs.tsx";
import { LIFECYCLE_TEXTS as L } from "./lifecycle-texts.ts";

/** A declined deal: read-only, with its reason, and Reopen (back to Build) for its provider. */
export function DeclinedBanner({
  project,
  actions,
  canManage,
}: {
  project: Pick<TProject, "declineReason">;
  actions: Pick<BuilderActions, "accept" | "reopen">;
  canManage: boolean;
}) {
  const [reopening, setReopening] = useState(false);
  return (
    <Alert color="danger" icon={<IconThumbDown size={18} aria-hidden />} title={L.declinedTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{L.declinedText}</Text>
        {project.declineReason ? <Text size="sm">{L.declineReasonWas(project.declineReason)}</Text> : null}
        {canManage ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            onClick={() => setReopening(true)}
          >
            {L.reopen}
          </Button>
        ) : null}
      </Stack>
      <ReopenQuoteDialog opened={reopening} onClose={() => setReopening(false)} actions={actions} />
    </Alert>
  );
}
