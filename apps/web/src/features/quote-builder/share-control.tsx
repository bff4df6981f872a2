import { Badge, Button, Group, Text } from "@mantine/core";
import type { TProject } from "@q2c/domain";
import { IconShare, IconShareOff } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { formatDate } from "../accounts/format-date.ts";
import type { BuilderActions } from "./builder-actions.ts";
import { LIFECYCLE_TEXTS as L } from "./lifecycle-texts.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

export interface ShareControlProps {
  project: Pick<TProject, "accountName" | "sharedAt" | "sharedByName" | "expired">;
  actions: Pick<BuilderActions, "share" | "unshare">;
  /** The quote's MSP (or the platform owner): only they share. */
  canManage: boolean;
}

/**
 * Whether the customer sees the quote, and the MSP's switch for it: until shared, the customer's users
 * neither list nor open the quote (ARCHITECTURE.md, Tenancy). Each way asks first, since it changes
 * what the customer sees; the answer is told in a notification.
 */
export function ShareControl({ project, actions, canManage }: ShareControlProps) {
  const [busy, setBusy] = useState(false);
  // The quote read after the write (or someone else's) says where sharing stands now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new sharedAt is what ends the wait.
  useEffect(() => setBusy(false), [project.sharedAt]);
  const shared = project.sharedAt !== null;
  // An expired quote is not sent until renewed (issue #16 §4); stopping a share stays open.
  const blocked = !shared && project.expired;
  const whyId = useId();

  const change = async () => {
    const confirmed = await confirmAction(
      shared
        ? {
            title: T.unshareTitle,
            message: T.unshareQuestion(project.accountName),
            confirmLabel: T.unshare,
            danger: true,
          }
        : {
            title: T.shareTitle,
            message: T.shareQuestion(project.accountName),
            confirmLabel: T.shareConfirm,
          },
    );
    if (!confirmed) return;
    setBusy(true);
    // Still busy until the quote read after the answer shows the new state (the effect above).
    const done = () => notifyDone(shared ? T.unshared : T.shared);
    const failed = (error: unknown) => {
      setBusy(false);
      notifyError(error, { fallback: T.couldNotShare });
    };
    if (shared) actions.unshare(done, failed);
    else actions.share(done, failed);
  };

  return (
    <Group gap="xs">
      {shared ? (
        <Badge color="success" variant="light" leftSection={<IconShare size={12} aria-hidden />}>
          {T.sharedOn(formatDate(project.sharedAt ?? ""))}
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          {T.notShared}
        </Badge>
      )}
      {shared && project.sharedByName ? (
        <Text size="xs" c="dimmed">
          {T.sharedBy(project.sharedByName)}
        </Text>
      ) : null}
      {canManage ? (
        <Button
          size="xs"
          variant={shared ? "subtle" : "filled"}
          color={shared ? "danger" : undefined}
          leftSection={shared ? <IconShareOff size={14} aria-hidden /> : <IconShare size={14} aria-hidden />}
          loading={busy}
          disabled={busy || blocked}
          aria-describedby={blocked ? whyId : undefined}
          onClick={() => void change()}
        >
          {shared ? T.unshare : T.share}
        </Button>
      ) : null}
      {canManage && blocked ? (
        <Text id={whyId} size="xs" c="danger">
          {L.shareWhileExpired}
        </Text>
      ) : null}
    </Group>
  );
}
