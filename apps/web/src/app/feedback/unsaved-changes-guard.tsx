import { useUnsavedChangesPrompt } from "./use-unsaved-changes-prompt.ts";

/**
 * Registers the leave-page prompt only while a form has unsaved changes: the router consults just the
 * last blocker registered, so a clean form here must not shadow a dirty one elsewhere on the page.
 */
function UnsavedPrompt() {
  useUnsavedChangesPrompt(true);
  return null;
}

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  return dirty ? <UnsavedPrompt /> : null;
}
