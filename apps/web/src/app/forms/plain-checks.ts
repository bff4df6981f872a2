import { requiredMessage } from "@q2c/domain";

// Checks of the sign-in forms without zod (some 22 KB gzip that the sign-in page then does not load),
// with the messages their schemas give: "<field> is required", then zod's own words for a long value.

/** A field that must not be empty once trimmed (`trim`: false checks the value as typed) and has a limit. */
export function requiredText(
  label: string,
  max: number,
  options: { trim?: boolean; tooLong?: string } = {},
): (value: string) => string | null {
  return (value) => {
    const text = options.trim === false ? value : value.trim();
    if (text.length === 0) return requiredMessage(label);
    if (text.length > max) return options.tooLong ?? `Too big: expected string to have <=${max} characters`;
    return null;
  };
}
