import type { FormErrors } from "@mantine/form";
import { requiredMessage } from "@q2c/domain";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { zodValidate } from "../../app/forms/form-helpers.ts";

/** What a row dialog does: add a row, or edit one. */
export type RowDialog<T> = { mode: "add" } | { mode: "edit"; row: T };

/** A decimal typed as text: trimmed, and an empty one means "none" (null). */
export const decimalOrNull = (value: string): string | null => (value.trim() === "" ? null : value.trim());

/** A NumberInput's value: "" while empty. */
export const wholeOrUndefined = (value: number | string): number | undefined =>
  value === "" ? undefined : Number(value);

/**
 * Validation of a form through the request body it will send (so the domain schema's messages show on
 * the fields), after "<label> is required" for fields the schema would otherwise report as a type error.
 */
export function validateBody<V extends object>(
  schema: Parameters<typeof zodValidate>[0],
  toBody: (values: V) => unknown,
  required: Partial<Record<keyof V & string, string>>,
): (values: V) => FormErrors {
  return (values) => {
    const errors: FormErrors = zodValidate(schema)(toBody(values));
    for (const [field, label] of Object.entries(required) as [keyof V & string, string][]) {
      if (String(values[field] ?? "").trim() === "") errors[field] = requiredMessage(label);
    }
    return errors;
  };
}

/** The POST body of a row: a null (an empty optional field) is left out rather than listed as cleared. */
export const withoutNulls = <T extends object>(body: T): T =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined)) as T;

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
