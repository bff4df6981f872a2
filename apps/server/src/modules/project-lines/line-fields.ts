import { PRICING_MESSAGES, type TLineEdit } from "@q2c/domain";
import type { LineRow } from "../project-core/aggregate.ts";
import type { FieldErrors } from "./project-refs.ts";

/** The columns of a line its caller sets; the rest (ids, position, approval) belong to the quote. */
export type LineFields = Omit<
  LineRow,
  "tenantId" | "id" | "projectId" | "bundleProductId" | "position" | "approvedAt" | "approvedBy" | "createdAt"
>;

/** A typed line (no catalogue product): one-time, quantity 1, priced at zero until the caller says. */
export const blankLine = (name: string): LineFields => ({
  productId: null,
  name,
  partNumber: "",
  pricingModel: "one_time",
  billingFrequency: null,
  quantity: "1",
  price: "0",
  cost: null,
  softCost: "0",
  resourceHours: "0",
  discountAmount: null,
  discountPercent: null,
  taxExempt: false,
  contractProductId: null,
  optional: false,
  alternativeGroup: null,
  chosen: true,
  notes: "",
});

/**
 * The columns an edit changes, for `{ ...line, ...patch }`; absent fields stay as they are. A line
 * turned one-time drops its billing frequency; one turned recurring without one is billed monthly.
 */
export function linePatch(line: Pick<LineRow, "billingFrequency">, edit: TLineEdit): Partial<LineFields> {
  const patch: Partial<LineFields> = {};
  if (edit.name !== undefined) patch.name = edit.name;
  if (edit.partNumber !== undefined) patch.partNumber = edit.partNumber;
  if (edit.quantity !== undefined) patch.quantity = edit.quantity;
  // A price typed by hand replaces the contract's agreed price, so the line no longer claims it.
  if (edit.price !== undefined) {
    patch.price = edit.price;
    patch.contractProductId = null;
  }
  if (edit.cost !== undefined) patch.cost = edit.cost;
  if (edit.softCost !== undefined) patch.softCost = edit.softCost;
  if (edit.resourceHours !== undefined) patch.resourceHours = edit.resourceHours;
  if (edit.taxExempt !== undefined) patch.taxExempt = edit.taxExempt;
  if (edit.optional !== undefined) patch.optional = edit.optional;
  if (edit.chosen !== undefined) patch.chosen = edit.chosen;
  if (edit.notes !== undefined) patch.notes = edit.notes;
  if (edit.alternativeGroup !== undefined) patch.alternativeGroup = edit.alternativeGroup?.trim() || null;
  if (edit.discount !== undefined) Object.assign(patch, discountColumns(edit.discount));
  if (edit.billingFrequency !== undefined) patch.billingFrequency = edit.billingFrequency;
  if (edit.pricingModel !== undefined) {
    patch.pricingModel = edit.pricingModel;
    if (edit.pricingModel === "one_time") patch.billingFrequency = null;
    else if (!(patch.billingFrequency ?? line.billingFrequency)) patch.billingFrequency = "monthly";
  }
  return patch;
}

/** A discount is an amount or a percent, never both; null clears it. */
export function discountColumns(
  discount: TLineEdit["discount"],
): Pick<LineFields, "discountAmount" | "discountPercent"> {
  if (!discount) return { discountAmount: null, discountPercent: null };
  if (discount.percent !== undefined) return { discountAmount: null, discountPercent: discount.percent };
  return { discountAmount: discount.amount ?? null, discountPercent: null };
}

/** What the schema cannot see: a discount percent above 100 (the column and the engine stop there). */
export function checkLineEdit(errors: FieldErrors, edit: Pick<TLineEdit, "discount">, prefix = ""): void {
  const percent = edit.discount?.percent;
  if (percent !== undefined && Number(percent) > 100) {
    errors.add(`${prefix}discount.percent`, PRICING_MESSAGES.percentOver100);
  }
}
