import { z } from "zod";
import { zUuid } from "../validation/rules.ts";
import { zDay, zDecimal, zInt, zNullFields, zRequiredText, zText, zVersion } from "./common.ts";

// Issue #16 §3-§5: quote settings of a tenant, approvals past Review, quote templates, and the requests
// of the deliberate stage moves (mark as accepted, reopen, renew, duplicate).

/** Days a new quote is valid when the tenant has not chosen (issue #16 §4). */
export const DEFAULT_VALID_DAYS = 30;

const zPercentLimit = zDecimal(2, { nonNegative: true, integerDigits: 3 })
  .refine((v) => Number(v) <= 100, "Enter a percent from 0 to 100.")
  .nullable();

export const ZQuoteSettings = z.object({
  validDays: z.number().int(),
  paymentTerms: z.string(),
  minMarginPercent: z.string().nullable(),
  maxDiscountPercent: z.string().nullable(),
  /** The order is made by the server when a quote is accepted (issue #18 §1); false: by "Create order". */
  orderAtAcceptance: z.boolean(),
  version: z.number().int(),
});
export type TQuoteSettings = z.infer<typeof ZQuoteSettings>;

export const ZUpdateQuoteSettingsRequest = z.object({
  version: zVersion,
  validDays: zInt(1, 365).optional(),
  paymentTerms: zText(2000).optional(),
  minMarginPercent: zPercentLimit.optional(),
  maxDiscountPercent: zPercentLimit.optional(),
  orderAtAcceptance: z.boolean({ error: "Choose on (true) or off (false)." }).optional(),
  /** The web client sends a cleared limit (no minimum, no maximum) here rather than as null. */
  nullFields: zNullFields(["minMarginPercent", "maxDiscountPercent"]),
});
export type TUpdateQuoteSettingsRequest = z.infer<typeof ZUpdateQuoteSettingsRequest>;

export const ZAcceptQuoteRequest = z.object({
  version: zVersion,
  reason: zRequiredText("Reason", 2000),
});
export const ZReopenQuoteRequest = z.object({ version: zVersion, reason: zText(2000).optional() });
export const ZRenewQuoteRequest = z.object({ version: zVersion });

export const ZDuplicateQuoteRequest = z.object({
  /** The copy's deal name; "<deal name> (copy)" when left out. */
  dealName: zRequiredText("Deal name", 200).optional(),
});
export const ZCreatedQuote = z.object({ id: z.string(), quoteNumber: z.number().int() });

export const APPROVAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const ZGuardrailBreach = z.object({
  kind: z.enum(["margin", "discount"]),
  lineId: z.string().nullable(),
  value: z.string(),
  limit: z.string(),
});

export const ZProjectApproval = z.object({
  id: z.string(),
  projectId: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  /** The worst figures asked for: an approval covers the quote no worse than these. */
  lowestMargin: z.string().nullable(),
  highestDiscount: z.string().nullable(),
  breaches: z.array(ZGuardrailBreach),
  requestedBy: z.string(),
  requestedByName: z.string(),
  requestComment: z.string(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type TProjectApproval = z.infer<typeof ZProjectApproval>;

export const ZApprovalState = z.object({
  /** The quote's breaches now, by the tenant's guardrails. */
  breaches: z.array(ZGuardrailBreach),
  /** Whether a move past Review needs an approval now (breaches no approval covers). */
  needsApproval: z.boolean(),
  approvals: z.array(ZProjectApproval),
});
export type TApprovalState = z.infer<typeof ZApprovalState>;

export const ZRequestApprovalRequest = z.object({ comment: zText(2000).optional() });
export const ZDecideApprovalRequest = z.object({
  version: zVersion,
  decision: z.enum(["approved", "rejected"], { error: "Choose approve or reject." }),
  comment: zText(2000).optional(),
});

export const ZQuoteTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  termMonths: z.number().int(),
  lineCount: z.number().int(),
  locationCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type TQuoteTemplate = z.infer<typeof ZQuoteTemplate>;

export const ZCreateQuoteTemplateRequest = z.object({
  projectId: zUuid,
  name: zRequiredText("Template name", 200),
  description: zText(2000).optional(),
});

export const ZQuoteBasicsFields = {
  contactUserId: zUuid.nullish(),
  quoteDate: zDay.optional(),
  validUntil: zDay.nullish(),
  paymentTerms: zText(2000).optional(),
  customerNotes: zText(5000).optional(),
};
