/**
 * Merge fields of templates, sections, headers and footers (issue #17 §1; domain §3 header and footer
 * fields). A plain replacer, no template engine: `{{name}}` is looked up in a null-prototype map of known
 * names, every text value is HTML-escaped, and one pass is made, so a value that itself looks like a field
 * (`{{__proto__}}`) or like HTML prints literally. Apply it after sanitising.
 */

/** The text fields, in the order the merge-field menu lists them. */
export const MERGE_FIELD_NAMES = [
  "customerCompany",
  "dealName",
  "quoteNumber",
  "createdDate",
  "spCompany",
  "spStreet",
  "spCity",
  "spState",
  "spCountry",
  "postalCode",
  "spPhone",
  "customerInitials",
  "mspInitials",
] as const;
export type MergeFieldName = (typeof MERGE_FIELD_NAMES)[number];

/** The pricing table: HTML the server builds from generate-table (already escaped piece by piece). */
export const PRICING_TABLE_FIELD = "pricingTable";
export type HtmlMergeFieldName = typeof PRICING_TABLE_FIELD;

export const ALL_MERGE_FIELD_NAMES: readonly string[] = [...MERGE_FIELD_NAMES, PRICING_TABLE_FIELD];

export const MERGE_FIELD_LABELS: Record<MergeFieldName | HtmlMergeFieldName, string> = {
  customerCompany: "Customer company",
  dealName: "Deal name",
  quoteNumber: "Quote number",
  createdDate: "Created date",
  spCompany: "Provider company",
  spStreet: "Provider street",
  spCity: "Provider city",
  spState: "Provider state",
  spCountry: "Provider country",
  postalCode: "Provider postal code",
  spPhone: "Provider phone",
  customerInitials: "Customer initials",
  mspInitials: "Provider initials",
  pricingTable: "Pricing table",
};

/** Anything written between double braces: what saving checks against the known names. */
const WRITTEN_FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** A field the renderer fills: a known-looking name (letter first). */
const FIELD = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

const KNOWN: ReadonlySet<string> = new Set(ALL_MERGE_FIELD_NAMES);

/** The names written between double braces that are not merge fields, each once, in order of appearance. */
export function unknownMergeFields(html: string): string[] {
  const unknown: string[] = [];
  for (const match of html.matchAll(WRITTEN_FIELD)) {
    const name = match[1] ?? "";
    if (!KNOWN.has(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/** The merge fields a text uses, each once. */
export function usedMergeFields(html: string): string[] {
  const used: string[] = [];
  for (const match of html.matchAll(FIELD)) {
    const name = match[1] ?? "";
    if (KNOWN.has(name) && !used.includes(name)) used.push(name);
  }
  return used;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "{": "&#123;",
  "}": "&#125;",
};

/** HTML-escapes text for an element's content or a quoted attribute (braces too, so no field forms). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"'{}]/g, (c) => ESCAPES[c] ?? c);

export type MergeValues = Partial<Record<MergeFieldName, string>>;
export type MergeHtmlValues = Partial<Record<HtmlMergeFieldName, string>>;

/**
 * Fills the merge fields of sanitised HTML: text values escaped, the pricing table as given (the caller
 * builds it safely); a known field without a value prints empty, anything else stays as written.
 */
export function fillMergeFields(html: string, values: MergeValues, htmlValues: MergeHtmlValues = {}): string {
  const text: Record<string, string> = Object.create(null);
  for (const name of MERGE_FIELD_NAMES) text[name] = escapeHtml(values[name] ?? "");
  const raw: Record<string, string> = Object.create(null);
  raw[PRICING_TABLE_FIELD] = htmlValues.pricingTable ?? "";
  return html.replace(FIELD, (whole, name: string) => {
    if (Object.hasOwn(text, name)) return text[name] as string;
    if (Object.hasOwn(raw, name)) return raw[name] as string;
    return whole;
  });
}
