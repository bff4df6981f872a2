import { type FormErrors, schemaResolver } from "@mantine/form";
import { MESSAGES } from "@q2c/domain";
import { ApiError } from "../../api/api-error.ts";
import { notifyError } from "../feedback/notify.tsx";

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * Validation of a Mantine form with a zod schema (zod 4 implements Standard Schema, which
 * @mantine/form reads natively): `useForm({ validate: zodValidate(ZSomething) })`.
 * Messages come from the schema, so "<field> is required" is written once, in the schema.
 */
export function zodValidate(schema: Schema): (values: unknown) => FormErrors {
  return schemaResolver(schema, { sync: true });
}

/** Puts a 400's field errors on the form's fields; true when there were any to show. */
export function applyFieldErrors(form: { setErrors: (errors: FormErrors) => void }, error: unknown): boolean {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return false;
  form.setErrors(error.fields);
  return true;
}

/** A failed save: a 400's field errors go on the form's fields, anything else becomes a notification. */
export function showSaveError(form: { setErrors: (errors: FormErrors) => void }, error: unknown): void {
  if (!applyFieldErrors(form, error)) notifyError(error, { fallback: MESSAGES.couldNotBeSaved });
}
