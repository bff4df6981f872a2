import Decimal from "decimal.js";
import { z } from "zod";
import { ZPageQuery } from "../pagination.ts";
import { PRICING_MODELS } from "../pricing/pricing-constants.ts";
import { zUuid } from "../validation/rules.ts";
import { zDecimal, zNullFields, zRequiredText, zText, zVersion } from "./common.ts";
import { PRODUCT_KINDS, PRODUCT_OWNERSHIPS, PRODUCT_STATUSES } from "./products.ts";

// Texts of our own for bundles and bundle types (no spec wording exists for these situations).
export const BUNDLE_MESSAGES = {
  unknownProduct: "This product does not exist.",
  unknownBundleType: "This bundle type does not exist.",
  bundleTypeNameTaken: "A bundle type with this name already exists.",
  bundleTypeInUse: "This bundle type is used by bundles. Move them to another type before deleting it.",
  quantityAboveZero: "Enter a quantity above 0.",
} as const;

/** At most this many products in one bundle; a bundle is a kit, not a catalogue. */
export const BUNDLE_ITEMS_MAX = 500;

/** Room for 15-digit prices times large quantities; the default 20 significant digits would round sums. */
const Money = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });

/**
 * A positive quantity with up to two decimals (domain §5 number format) that NUMERIC(12,2) holds (bundle
 * items, sizing rules). The format checks do not stop
 * the refinement from running, so a malformed value passes it and keeps only the format message.
 */
export const zPositiveQuantity = zDecimal(2, { nonNegative: true, integerDigits: 10 }).refine(
  (v) => !/^\d+(\.\d+)?$/.test(v) || new Money(v).greaterThan(0),
  BUNDLE_MESSAGES.quantityAboveZero,
);

export const ZBundleItemInput = z.object({
  productId: zUuid,
  quantity: zPositiveQuantity,
  /** Order within the bundle; the index in `items` when absent. */
  position: z.number().int().min(0).max(100_000).optional(),
});
export type TBundleItemInput = z.infer<typeof ZBundleItemInput>;

const bundleFields = {
  name: zRequiredText("Name", 200),
  description: zText(5000),
  bundleTypeId: zUuid.nullable(),
  categoryId: zUuid.nullable(),
  status: z.enum(PRODUCT_STATUSES),
  items: z.array(ZBundleItemInput).max(BUNDLE_ITEMS_MAX),
};

export const ZCreateBundleRequest = z.object({
  ...bundleFields,
  description: bundleFields.description.optional(),
  bundleTypeId: bundleFields.bundleTypeId.optional(),
  categoryId: bundleFields.categoryId.optional(),
  status: bundleFields.status.default("active"),
});
export type TCreateBundleRequest = z.infer<typeof ZCreateBundleRequest>;

/** Fields absent stay as they are; `items`, when sent, replaces the whole list. */
export const ZUpdateBundleRequest = z
  .object(bundleFields)
  .partial()
  .extend({ version: zVersion, nullFields: zNullFields(["bundleTypeId", "categoryId"]) });
export type TUpdateBundleRequest = z.infer<typeof ZUpdateBundleRequest>;

export const ZBundleListQuery = ZPageQuery.extend({
  bundleTypeId: zUuid.optional(),
  categoryId: zUuid.optional(),
  productOwnership: z.enum(PRODUCT_OWNERSHIPS).default("all"),
});
export type TBundleListQuery = z.infer<typeof ZBundleListQuery>;

/** Bundle types and bundle manufacturers: the caller's own, the platform's, or both. */
export const ZBundleOwnershipQuery = z.object({
  productOwnership: z.enum(PRODUCT_OWNERSHIPS).default("all"),
});

const zOwnership = z.enum(["platform", "mine"]);

export const ZBundle = z.object({
  id: z.string(),
  accountId: z.string(),
  /** The platform catalogue (read-only to an MSP) or the caller's own. */
  ownership: zOwnership,
  name: z.string(),
  description: z.string(),
  bundleTypeId: z.string().nullable(),
  categoryId: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  itemCount: z.number().int(),
  /** Sum of price × quantity over the items, and of recurring price × quantity; 2 decimals. */
  oneTimeTotal: z.string(),
  recurringTotal: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBundle = z.infer<typeof ZBundle>;

/** What a bundle item shows of its product, which may sit in the platform catalogue. */
export const ZBundleItemProduct = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  manufacturerPartNumber: z.string(),
  price: z.string(),
  recurringPrice: z.string().nullable(),
  pricingModel: z.enum(PRICING_MODELS),
  cost: z.string().nullable(),
  ownership: zOwnership,
});
export type TBundleItemProduct = z.infer<typeof ZBundleItemProduct>;

export const ZBundleItem = z.object({
  id: z.string(),
  productId: z.string(),
  quantity: z.string(),
  position: z.number().int(),
  /** Null when the product has since been deleted from the catalogue. */
  product: ZBundleItemProduct.nullable(),
});
export type TBundleItem = z.infer<typeof ZBundleItem>;

export const ZBundleDetail = ZBundle.extend({ items: z.array(ZBundleItem) });
export type TBundleDetail = z.infer<typeof ZBundleDetail>;

export const ZBundleManufacturer = z.object({ id: z.string(), name: z.string() });
export type TBundleManufacturer = z.infer<typeof ZBundleManufacturer>;

export const ZBundleType = z.object({
  id: z.string(),
  ownership: zOwnership,
  name: z.string(),
  categoryId: z.string().nullable(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type TBundleType = z.infer<typeof ZBundleType>;

export const ZCreateBundleTypeRequest = z.object({
  name: zRequiredText("Name", 100),
  categoryId: zUuid.nullable().optional(),
  position: z.number().int().min(0).max(100_000).optional(),
});
export type TCreateBundleTypeRequest = z.infer<typeof ZCreateBundleTypeRequest>;

export const ZUpdateBundleTypeRequest = ZCreateBundleTypeRequest.partial().extend({
  nullFields: zNullFields(["categoryId"]),
});
export type TUpdateBundleTypeRequest = z.infer<typeof ZUpdateBundleTypeRequest>;

/** The figures of an item that its bundle's totals are made of; a missing product counts as nothing. */
export interface BundleTotalsItem {
  quantity: string;
  price: string | null | undefined;
  recurringPrice: string | null | undefined;
}

/**
 * A bundle's totals, exact in decimal.js and shown in cents. Interpretation: every product's price is
 * what it costs once and its recurring price (domain §3 "recurring variants") what it costs each
 * period, so a product with both counts in both totals. Shared so a page can show totals while editing.
 */
export function bundleTotals(items: readonly BundleTotalsItem[]): {
  oneTimeTotal: string;
  recurringTotal: string;
} {
  let oneTime = new Money(0);
  let recurring = new Money(0);
  for (const item of items) {
    const quantity = new Money(item.quantity);
    if (item.price != null) oneTime = oneTime.plus(quantity.times(item.price));
    if (item.recurringPrice != null) recurring = recurring.plus(quantity.times(item.recurringPrice));
  }
  return {
    oneTimeTotal: oneTime.toFixed(2, Money.ROUND_HALF_UP),
    recurringTotal: recurring.toFixed(2, Money.ROUND_HALF_UP),
  };
}
