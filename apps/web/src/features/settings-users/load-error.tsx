import { Button, EmptyState } from "@mantine/core";
import { IconCloudOff } from "@tabler/icons-react";
import { useEffect } from "react";
import { notifyError } from "../../app/feedback/notify.tsx";

export interface LoadErrorProps {
  error: unknown;
  title: string;
  /** Shown when the server sent no message of its own (foundation §8). */
  fallback: string;
  onRetry: () => void;
}

/** A load that failed: a notification once per error, and a place to try again. */
export function LoadError({ error, title, fallback, onRetry }: LoadErrorProps) {
  useEffect(() => {
    if (error) notifyError(error, { fallback });
  }, [error, fallback]);
  return (
    <EmptyState
      icon={<IconCloudOff size={28} aria-hidden />}
      withIndicatorBackground
      title={title}
      description={fallback}
    >
      <EmptyState.Actions>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
