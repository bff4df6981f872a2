import type { FormErrors } from "@mantine/form";
import {
  type TCreateManufacturerPriceRequest,
  type TManufacturerPrice,
  ZCreateManufacturerPriceRequest,
} from "@q2c/domain";
import type { ManufacturerPriceUpdateBody } from "../../api/partner-prices-api.ts";
import { zodValidate } from "../../app/forms/form-helpers.ts";

/** The form's choice for "no account": the agreement holds for every account. */
export const EVERY_ACCOUNT = "every-account";
/** The form's choice for "no category": the agreement holds for every category. */
export const EVERY_CATEGORY = "every-category";

/** What the manufacturer price form edits; empty text and the "every" choices stand for null. */
export interface ManufacturerPriceFormValues {
  accountId: string;
  categoryId: string;
  discountPercent: string;
  startDate: string;
  endDate: string;
  notes: string;
}

export const emptyValues = (): ManufacturerPriceFormValues => ({
  accountId: EVERY_ACCOUNT,
  categoryId: EVERY_CATEGORY,
  discountPercent: "",
  startDate: "",
  endDate: "",
  notes: "",
});

export const valuesOf = (row: TManufacturerPrice): ManufacturerPriceFormValues => ({
  accountId: row.accountId ?? EVERY_ACCOUNT,
  categoryId: row.categoryId ?? EVERY_CATEGORY,
  discountPercent: row.discountPercent,
  startDate: row.startDate ?? "",
  endDate: row.endDate ?? "",
  notes: row.notes,
});

const orNull = (value: string, none = ""): string | null => (value.trim() === none ? null : value.trim());

/** The whole agreement as POST /manufacturer-prices takes it. */
export function toCreateBody(
  manufacturerId: string,
  v: ManufacturerPriceFormValues,
): TCreateManufacturerPriceRequest {
  return {
    manufacturerId,
    accountId: v.accountId === EVERY_ACCOUNT ? null : v.accountId,
    categoryId: v.categoryId === EVERY_CATEGORY ? null : v.categoryId,
    discountPercent: v.discountPercent.trim(),
    startDate: orNull(v.startDate),
    endDate: orNull(v.endDate),
    notes: v.notes.trim(),
  };
}

/** Only what changed, for PUT /manufacturer-prices/:id; a cleared field goes out as null (nullFields). */
export function toUpdateBody(
  row: TManufacturerPrice,
  v: ManufacturerPriceFormValues,
): ManufacturerPriceUpdateBody {
  const next = toCreateBody(row.manufacturerId, v);
  const body: ManufacturerPriceUpdateBody = {};
  if (next.accountId !== row.accountId) body.accountId = next.accountId ?? null;
  if (next.categoryId !== row.categoryId) body.categoryId = next.categoryId ?? null;
  if (next.discountPercent !== row.discountPercent) body.discountPercent = next.discountPercent;
  if (next.startDate !== row.startDate) body.startDate = next.startDate ?? null;
  if (next.endDate !== row.endDate) body.endDate = next.endDate ?? null;
  if (next.notes !== row.notes) body.notes = next.notes;
  return body;
}

/**
 * The domain's request schema checks the form (percent 0..100 with 2 decimals, real days, end not
 * before start), so the page and the server refuse the same input with the same words.
 */
export const validateWith =
  (manufacturerId: string) =>
  (values: ManufacturerPriceFormValues): FormErrors =>
    zodValidate(ZCreateManufacturerPriceRequest)(toCreateBody(manufacturerId, values));
