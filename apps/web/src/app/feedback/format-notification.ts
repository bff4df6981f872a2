import { MESSAGES, successMessage, withPeriod } from "@q2c/domain";
import { errorMessage } from "../../api/api-error.ts";

/** What a notification says (foundation §8); the visual part lives in notify.tsx. */
export interface NotificationText {
  title?: string;
  message: string;
}

/** The server's text, else the fallback, else "Unexpected Error"; default title "Error". */
export function errorText(
  error: unknown,
  opts: { title?: string; fallback?: string } = {},
): NotificationText {
  const message = typeof error === "string" ? error : errorMessage(error, opts.fallback);
  return { title: opts.title ?? MESSAGES.errorTitle, message: withPeriod(message) };
}

export function warningText(message: string, title: string = MESSAGES.warningTitle): NotificationText {
  return { title, message: withPeriod(message) };
}

/** "<title> <action> successfully." with the default action "created". */
export function successText(title: string, action?: string): NotificationText {
  return { message: successMessage(title, action) };
}

export function infoText(title: string | undefined, message: string): NotificationText {
  return title === undefined || title === ""
    ? { message: withPeriod(message) }
    : { title, message: withPeriod(message) };
}
