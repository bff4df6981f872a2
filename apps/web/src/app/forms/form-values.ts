/** Conversions between what a form holds while typed and what a request body carries. */

/** A decimal typed as text: trimmed, and an empty one means "none" (null). */
export const decimalOrNull = (value: string): string | null => (value.trim() === "" ? null : value.trim());

/** A NumberInput's value: "" while empty. */
export const wholeOrUndefined = (value: number | string): number | undefined =>
  value === "" ? undefined : Number(value);

/** The POST body of a row: a null (an empty optional field) is left out rather than listed as cleared. */
export const withoutNulls = <T extends object>(body: T): T =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined)) as T;
