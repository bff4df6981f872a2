import { Anchor, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { MESSAGES, NOTIFICATION_DURATION_MS } from "@q2c/domain";
import {
  errorText,
  infoText,
  type NotificationText,
  successText,
  warningText,
} from "./format-notification.ts";
import { wantOverlays } from "./overlays.ts";

export interface NotifyOptions {
  /** Adds "Click to Reload", which reloads the page (foundation §8). */
  reload?: boolean;
  /** Replaces an earlier notification with the same id instead of stacking a second one. */
  id?: string;
}

const COLORS = { success: "success", error: "danger", warning: "warning", info: "primary" } as const;

function show(kind: keyof typeof COLORS, text: NotificationText, opts: NotifyOptions = {}): void {
  const message = opts.reload ? (
    <Stack gap={4} align="flex-start">
      <Text size="sm">{text.message}</Text>
      <Anchor component="button" type="button" size="sm" onClick={() => window.location.reload()}>
        {MESSAGES.clickToReload}
      </Anchor>
    </Stack>
  ) : (
    text.message
  );
  wantOverlays();
  notifications.show({
    id: opts.id,
    title: text.title,
    message,
    color: COLORS[kind],
    autoClose: opts.reload ? false : NOTIFICATION_DURATION_MS,
    withBorder: true,
  });
}

/** An error: the server's message when it sent one, else `fallback`, else "Unexpected Error". */
export function notifyError(
  error: unknown,
  opts: NotifyOptions & { title?: string; fallback?: string } = {},
): void {
  show("error", errorText(error, opts), opts);
}

export function notifyWarning(message: string, opts: NotifyOptions & { title?: string } = {}): void {
  show("warning", warningText(message, opts.title), opts);
}

/** notifySuccess("Team", "updated") shows "Team updated successfully." */
export function notifySuccess(title: string, action?: string, opts: NotifyOptions = {}): void {
  show("success", successText(title, action), opts);
}

/** A plain message, e.g. "Verification code sent" or a live notification from the server. */
export function notifyInfo(title: string | undefined, message: string, opts: NotifyOptions = {}): void {
  show("info", infoText(title, message), opts);
}

/** A confirmation in the success colour without the "<title> <action>" wording. */
export function notifyDone(message: string, opts: NotifyOptions = {}): void {
  show("success", infoText(undefined, message), opts);
}
