import type { FormErrors } from "@mantine/form";
import { type TQuoteSettings, ZUpdateQuoteSettingsRequest } from "@q2c/domain";
import type { QuoteSettingsBody } from "../../api/quote-settings-api.ts";
import { validateBody } from "../../app/forms/form-helpers.ts";
import { decimalOrNull, wholeOrUndefined } from "../../app/forms/form-values.ts";

/** The quote settings form as typed: an empty limit means "none". */
export interface QuoteSettingsValues {
  validDays: number | string;
  paymentTerms: string;
  minMarginPercent: string;
  maxDiscountPercent: string;
  orderAtAcceptance: boolean;
}

export const valuesOf = (s: TQuoteSettings): QuoteSettingsValues => ({
  validDays: s.validDays,
  paymentTerms: s.paymentTerms,
  minMarginPercent: s.minMarginPercent ?? "",
  maxDiscountPercent: s.maxDiscountPercent ?? "",
  orderAtAcceptance: s.orderAtAcceptance,
});

/** PUT /quote-settings: every field, a cleared limit as null (sent as nullFields). */
export const bodyOf = (v: QuoteSettingsValues, version: number): QuoteSettingsBody => ({
  version,
  validDays: wholeOrUndefined(v.validDays),
  paymentTerms: v.paymentTerms.trim(),
  minMarginPercent: decimalOrNull(v.minMarginPercent),
  maxDiscountPercent: decimalOrNull(v.maxDiscountPercent),
  orderAtAcceptance: v.orderAtAcceptance,
});

/** The request schema's messages on the fields, before anything is sent. */
export const validateQuoteSettings: (values: QuoteSettingsValues) => FormErrors = validateBody(
  ZUpdateQuoteSettingsRequest,
  (v: QuoteSettingsValues) => bodyOf(v, 1),
  { validDays: "Valid days" },
);
