import { Button } from "@mantine/core";
import { MESSAGES } from "@q2c/domain";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { useState } from "react";
import { notifyError } from "../../app/feedback/notify.tsx";
import { ACTIVITY_TEXTS as T } from "./texts.ts";
import { usePeopleMutations } from "./use-people.ts";

/** Watch / Unwatch the quote for the signed-in user; shows the server's answer until a reload says more. */
export function WatchButton({ projectId, watching }: { projectId: string; watching: boolean }) {
  const { watch } = usePeopleMutations(projectId);
  const [answer, setAnswer] = useState<{ from: boolean; watching: boolean } | null>(null);
  // A fresh `watching` from the server replaces what the last click answered.
  const now = answer !== null && answer.from === watching ? answer.watching : watching;
  const toggle = () =>
    watch.mutate(!now, {
      onSuccess: (result) => setAnswer({ from: watching, watching: result.watching }),
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }),
    });
  return (
    <Button
      variant={now ? "light" : "default"}
      size="xs"
      leftSection={now ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
      loading={watch.isPending}
      onClick={toggle}
      title={T.watchHelp}
    >
      {now ? T.unwatch : T.watch}
    </Button>
  );
}
