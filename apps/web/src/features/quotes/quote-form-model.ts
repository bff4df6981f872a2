import {
  duplicateBuildingNames,
  PROJECT_MESSAGES,
  requiredMessage,
  type TCreateProjectRequest,
  TERM_MONTHS,
  type TermMonths,
  zRequiredText,
  zText,
} from "@q2c/domain";
import { z } from "zod";

/** What the add form holds while the user types. */
export interface QuoteFormValues {
  accountId: string | null;
  dealName: string;
  /** A TERM_MONTHS value as text (the Select's value). */
  term: string;
  withLocation: boolean;
  locationName: string;
  /** A service address of the customer, or none. */
  addressId: string | null;
  buildings: { key: string; name: string }[];
  /** Quote basics (issue #16 §4): a user of the customer's account, or none. */
  contactUserId: string | null;
  /** YYYY-MM-DD; empty leaves it to the company's valid days. */
  validUntil: string;
  paymentTerms: string;
  /** A quote template whose sites, buildings and lines the quote starts with. */
  templateId: string | null;
}

/** The company's defaults of a new quote (GET /quote-settings), as the form shows them. */
export interface QuoteDefaults {
  validUntil: string;
  paymentTerms: string;
}

export const DEFAULT_TERM: TermMonths = 36;

export const emptyQuoteForm = (accountId: string | null): QuoteFormValues => ({
  accountId,
  dealName: "",
  term: String(DEFAULT_TERM),
  withLocation: false,
  locationName: "",
  addressId: null,
  buildings: [],
  contactUserId: null,
  validUntil: "",
  paymentTerms: "",
  templateId: null,
});

const zBuilding = z.object({ key: z.string(), name: zRequiredText("Building name", 100) });

/** The form's own fields, with the same limits as ZCreateProjectRequest. */
export const ZQuoteForm = z.object({
  accountId: z.string({ error: requiredMessage("Customer") }).min(1, requiredMessage("Customer")),
  dealName: zRequiredText("Deal name", 200),
  term: z.enum(TERM_MONTHS.map(String) as [string, ...string[]], {
    error: "Choose a term of 1, 12, 24, 36, 48 or 60 months.",
  }),
  validUntil: z.string().refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), "Enter a date."),
  paymentTerms: zText(2000),
});

const firstIssue = (result: z.ZodSafeParseResult<unknown>): string | null =>
  result.success ? null : (result.error.issues[0]?.message ?? null);

/** The first location's name and buildings, checked only while one is being added. */
export function locationErrors(v: QuoteFormValues): Record<string, string> {
  if (!v.withLocation) return {};
  const errors: Record<string, string> = {};
  const name = firstIssue(zRequiredText("Location name", 100).safeParse(v.locationName));
  if (name) errors.locationName = name;
  v.buildings.forEach((b, i) => {
    const message = firstIssue(zBuilding.safeParse(b));
    if (message) errors[`buildings.${i}.name`] = message;
  });
  for (const i of duplicateBuildingNames(v.buildings, (b) => b.name)) {
    errors[`buildings.${i}.name`] ??= PROJECT_MESSAGES.duplicateBuildingName;
  }
  return errors;
}

/** The body of POST /projects from the form. */
export function quoteBody(v: QuoteFormValues): TCreateProjectRequest {
  const body: TCreateProjectRequest = {
    accountId: v.accountId ?? "",
    dealName: v.dealName.trim(),
    termMonths: Number(v.term) as TermMonths,
  };
  if (v.contactUserId) body.contactUserId = v.contactUserId;
  if (v.validUntil !== "") body.validUntil = v.validUntil;
  if (v.paymentTerms.trim() !== "") body.paymentTerms = v.paymentTerms.trim();
  if (v.templateId) body.templateId = v.templateId;
  if (v.withLocation) {
    body.locations = [
      {
        name: v.locationName.trim(),
        ...(v.addressId ? { locationId: v.addressId } : {}),
        buildings: v.buildings.map((b) => ({ name: b.name.trim() })),
      },
    ];
  }
  return body;
}

/**
 * Only a customer and a deal name, with the company's defaults: POST /quotes says all there is to say
 * (the server dates it and takes the valid days and payment terms of the quote settings).
 */
export const isQuickQuote = (v: QuoteFormValues, defaults: QuoteDefaults | null = null): boolean =>
  !v.withLocation &&
  Number(v.term) === DEFAULT_TERM &&
  v.contactUserId === null &&
  v.templateId === null &&
  v.validUntil === (defaults?.validUntil ?? "") &&
  v.paymentTerms.trim() === (defaults?.paymentTerms ?? "");
