import { PROJECT_MESSAGES, type TProject, zText } from "@q2c/domain";
import { z } from "zod";
import type { BasicsPatch } from "./builder-actions.ts";

/** The basics form's values: days as YYYY-MM-DD, an empty valid-until for none. */
export interface BasicsValues {
  ownerUserId: string | null;
  contactUserId: string | null;
  quoteDate: string;
  validUntil: string;
  paymentTerms: string;
  customerNotes: string;
}

export const basicsOf = (p: TProject): BasicsValues => ({
  ownerUserId: p.ownerUserId,
  contactUserId: p.contactUserId,
  quoteDate: p.quoteDate,
  validUntil: p.validUntil ?? "",
  paymentTerms: p.paymentTerms,
  customerNotes: p.customerNotes,
});

export const sameBasics = (a: BasicsValues, b: BasicsValues): boolean =>
  (Object.keys(a) as (keyof BasicsValues)[]).every((k) => a[k] === b[k]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ENTER_DATE = "Enter a date.";

/** The form's checks, with the limits and messages of PUT /projects/{id}. */
export const ZBasicsForm = z
  .object({
    ownerUserId: z.string().nullable(),
    contactUserId: z.string().nullable(),
    quoteDate: z.string().regex(DAY, ENTER_DATE),
    validUntil: z.string().refine((v) => v === "" || DAY.test(v), ENTER_DATE),
    paymentTerms: zText(2000),
    customerNotes: zText(5000),
  })
  .refine((v) => v.validUntil === "" || !DAY.test(v.quoteDate) || v.validUntil >= v.quoteDate, {
    path: ["validUntil"],
    message: PROJECT_MESSAGES.validUntilBeforeQuoteDate,
  });

/** The fields that changed from `from`, as PUT /projects/{id} takes them (null clears). */
export function basicsPatch(from: BasicsValues, to: BasicsValues): BasicsPatch {
  const patch: BasicsPatch = {};
  if (to.ownerUserId !== from.ownerUserId) patch.ownerUserId = to.ownerUserId;
  if (to.contactUserId !== from.contactUserId) patch.contactUserId = to.contactUserId;
  if (to.quoteDate !== from.quoteDate) patch.quoteDate = to.quoteDate;
  if (to.validUntil !== from.validUntil) patch.validUntil = to.validUntil === "" ? null : to.validUntil;
  if (to.paymentTerms.trim() !== from.paymentTerms) patch.paymentTerms = to.paymentTerms.trim();
  if (to.customerNotes.trim() !== from.customerNotes) patch.customerNotes = to.customerNotes.trim();
  return patch;
}
