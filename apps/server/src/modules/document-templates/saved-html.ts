import { AppError, DOCUMENT_MESSAGES, unknownMergeFields } from "@q2c/domain";
import { safeHtml } from "../../documents/safe-html.ts";

/**
 * What a saved HTML text becomes (issue #17 §1): the allowlist of documents/safe-html.ts, then a check that
 * it names only known merge fields. The check runs on the sanitised text, the one stored, so a field spelt
 * with entities (`&#123;&#123;x&#125;&#125;` decodes to `{{x}}`) is caught too. Any unknown field refuses
 * the whole request with 400: `fields.<name>` for each field named, and `fields.<property>` for the text
 * it is in, so a form can mark its editor; nothing is written.
 */
export function savedHtml<T extends Record<string, string | undefined>>(
  texts: T,
): { [P in keyof T]: T[P] extends string ? string : string | undefined } {
  const clean: Record<string, string> = {};
  const errors: [string, string][] = [];
  for (const [property, value] of Object.entries(texts) as [string, string | undefined][]) {
    if (value === undefined) continue;
    const html = safeHtml(value);
    const unknown = unknownMergeFields(html);
    if (unknown.length > 0) {
      errors.push([property, DOCUMENT_MESSAGES.unknownMergeField(unknown[0] ?? "")]);
      for (const name of unknown) errors.push([name, DOCUMENT_MESSAGES.unknownMergeField(name)]);
    }
    clean[property] = html;
  }
  if (errors.length > 0) {
    // Object.fromEntries defines own properties, so a field named `__proto__` is a key like any other.
    const fields = Object.fromEntries(errors.reverse());
    throw new AppError("bad_request", { message: errors.at(-1)?.[1] ?? "", fields });
  }
  return clean as { [P in keyof T]: T[P] extends string ? string : string | undefined };
}
