import { z } from "zod";
import { MESSAGES } from "../messages.ts";
import { zUuid } from "../validation/rules.ts";

/** Domain spec §9: "Product search minimum 3 characters". */
export const PRODUCT_SEARCH_MIN_CHARS = 3;
/** Ingram Micro prices at most 50 products per call; the other distributors take it as a sane bound too. */
export const PRICE_AVAILABILITY_MAX_PARTS = 50;
export const DISTRIBUTOR_SEARCH_LIMIT_DEFAULT = 25;

export const DISTRIBUTOR_STOCK_STATUSES = ["available", "backorder", "discontinued", "not_found"] as const;
export type DistributorStockStatus = (typeof DISTRIBUTOR_STOCK_STATUSES)[number];

/** Which distributor answered, so the screen can say where the prices come from. */
export const ZDistributorRef = z.object({ id: z.string(), name: z.string() });

/** A product of a distributor's catalogue. Money as decimal strings; null when the distributor gives none. */
export const ZDistributorProduct = z.object({
  distributorPartNumber: z.string(),
  manufacturerPartNumber: z.string(),
  manufacturer: z.string(),
  description: z.string(),
  category: z.string(),
  listPrice: z.string().nullable(),
  cost: z.string().nullable(),
  upc: z.string().optional(),
});
export type TDistributorProduct = z.infer<typeof ZDistributorProduct>;

export const ZWarehouseStock = z.object({ name: z.string(), quantity: z.number().int() });

/** Price and stock of one requested part number; prices are null when it is not found. */
export const ZPriceAvailability = z.object({
  partNumber: z.string(),
  status: z.enum(DISTRIBUTOR_STOCK_STATUSES),
  cost: z.string().nullable(),
  listPrice: z.string().nullable(),
  currency: z.string().nullable(),
  availableQuantity: z.number().int(),
  warehouses: z.array(ZWarehouseStock),
});
export type TPriceAvailability = z.infer<typeof ZPriceAvailability>;

export const ZDistributorSearchQuery = z.object({
  term: z
    .string({ error: MESSAGES.searchTermTooShort })
    .trim()
    .min(PRODUCT_SEARCH_MIN_CHARS, MESSAGES.searchTermTooShort)
    .max(200),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PRICE_AVAILABILITY_MAX_PARTS)
    .default(DISTRIBUTOR_SEARCH_LIMIT_DEFAULT),
});
export type TDistributorSearchQuery = z.infer<typeof ZDistributorSearchQuery>;

export const ZDistributorSearchResponse = z.object({
  distributor: ZDistributorRef,
  data: z.array(ZDistributorProduct),
});
export type TDistributorSearchResponse = z.infer<typeof ZDistributorSearchResponse>;

export const ZPriceAvailabilityRequest = z.object({
  partNumbers: z
    .array(z.string().trim().min(1).max(50))
    .min(1, "Add at least one part number")
    .max(PRICE_AVAILABILITY_MAX_PARTS),
});
export type TPriceAvailabilityRequest = z.infer<typeof ZPriceAvailabilityRequest>;

export const ZPriceAvailabilityResponse = z.object({
  distributor: ZDistributorRef,
  data: z.array(ZPriceAvailability),
});
export type TPriceAvailabilityResponse = z.infer<typeof ZPriceAvailabilityResponse>;

/** Domain §7 products availability: the active distributor's price and stock of catalogue products. */
export const ZProductAvailabilityRequest = z.object({
  ids: z.array(zUuid).min(1).max(50),
});
export type TProductAvailabilityRequest = z.infer<typeof ZProductAvailabilityRequest>;

export const ZProductAvailability = z.object({
  productId: z.string(),
  /** The part number asked (manufacturer's, else distributor's); null when the product has neither. */
  partNumber: z.string().nullable(),
  availability: ZPriceAvailability.nullable(),
});
export const ZProductAvailabilityResponse = z.object({
  distributor: ZDistributorRef,
  data: z.array(ZProductAvailability),
});
export type TProductAvailabilityResponse = z.infer<typeof ZProductAvailabilityResponse>;
