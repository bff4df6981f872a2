import { type FormErrors, schemaResolver } from "@mantine/form";
import { MESSAGES, requiredMessage } from "@q2c/domain";
import { ApiError } from "../../api/api-error.ts";
import { notifyError, notifySuccess } from "../feedback/notify.tsx";

type Schema = Parameters<typeof schemaResolver>[0];
type ErrorTarget = { setErrors: (errors: FormErrors) => void };

/**
 * Validation of a Mantine form with a zod schema (zod 4 implements Standard Schema, which
 * @mantine/form reads natively): `useForm({ validate: zodValidate(ZSomething) })`.
 * Messages come from the schema, so "<field> is required" is written once, in the schema.
 */
export function zodValidate(schema: Schema): (values: unknown) => FormErrors {
  return schemaResolver(schema, { sync: true });
}

/**
 * Validation of a form through the request body it will send (so the domain schema's messages show on
 * the fields), after "<label> is required" for fields the schema would otherwise report as a type error.
 */
export function validateBody<V extends object>(
  schema: Schema,
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

/** Puts a 400's field errors on the form's fields; true when there were any to show. */
export function applyFieldErrors(form: ErrorTarget, error: unknown): boolean {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return false;
  form.setErrors(error.fields);
  return true;
}

/** A failed save: a 400's field errors go on the form's fields, anything else becomes a notification. */
export function showSaveError(form: ErrorTarget, error: unknown): void {
  if (!applyFieldErrors(form, error)) notifyError(error, { fallback: MESSAGES.couldNotBeSaved });
}

/**
 * The callbacks of a dialog's save: "<label> created successfully." (or "updated" when `editing`) and
 * `onDone`, or the failure shown on the form.
 */
export function saveCallbacks(
  form: ErrorTarget,
  { label, editing, onDone }: { label: string; editing: boolean; onDone: () => void },
) {
  return {
    onSuccess: () => {
      notifySuccess(label, editing ? "updated" : undefined);
      onDone();
    },
    onError: (error: unknown) => showSaveError(form, error),
  };
}
