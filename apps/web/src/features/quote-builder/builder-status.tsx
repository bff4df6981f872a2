import { Alert, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { MESSAGES } from "@q2c/domain";
import { IconLock } from "@tabler/icons-react";
import { useState } from "react";
import type { BuilderStatus, BuilderStore } from "./builder-store.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

/** Someone else changed the quote first (409, or a live change while edits were pending). */
export function ConflictNotice({ store }: { store: BuilderStore }) {
  const [busy, setBusy] = useState<"reload" | "reapply" | null>(null);
  const run = (kind: "reload" | "reapply") => {
    setBusy(kind);
    void (kind === "reload" ? store.reload() : store.reapply()).finally(() => setBusy(null));
  };
  return (
    <Alert color="warning" title={MESSAGES.conflict} role="alert">
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          loading={busy === "reload"}
          disabled={busy !== null}
          onClick={() => run("reload")}
        >
          {T.reload}
        </Button>
        <Button
          size="xs"
          loading={busy === "reapply"}
          disabled={busy !== null}
          onClick={() => run("reapply")}
        >
          {T.reapply}
        </Button>
      </Group>
    </Alert>
  );
}

/** Whether the edits are saved, for everyone (a live region). */
export function SaveStatus({ status }: { status: BuilderStatus }) {
  const text = status.saving ? T.saving : status.pending ? T.unsaved : T.saved;
  return (
    <Text size="xs" c="dimmed" role="status" aria-live="polite">
      {text}
    </Text>
  );
}

export function ReadOnlyNote({ text }: { text: string }) {
  return (
    <Alert color="primary" icon={<IconLock size={18} aria-hidden />} title={T.readOnly}>
      {text}
    </Alert>
  );
}

/** The page's shape while the quote loads; a busy status for assistive technology. */
export function BuilderSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={T.loading}>
      <Skeleton height={110} />
      <Group align="flex-start" grow>
        <Skeleton height={360} />
        <Skeleton height={360} />
        <Skeleton height={360} />
      </Group>
    </Stack>
  );
}
