import { AppError, type DistributorStockStatus } from "@q2c/domain";
import { z } from "zod";
import type { DistributorProduct, DistributorProvider, PriceAvailability } from "./distributor-provider.ts";
import { createIngramClient, type IngramClient, type IngramClientOptions } from "./ingram-client.ts";
import { toMoney } from "./ingram-order-details.ts";
import { cancelIngramOrder, getIngramOrder, placeIngramOrder } from "./ingram-orders.ts";
import { verifyIngramWebhook } from "./ingram-webhooks.ts";

// The parts of Ingram's JSON we read. Every field is optional and may be null: their answers vary by
// country and SKU type, and a missing field must not fail a whole search.
const zText = z.string().nullish();
const zAmount = z.union([z.number(), z.string()]).nullish();

const ZCatalogItem = z.looseObject({
  ingramPartNumber: z.string(),
  vendorPartNumber: zText,
  vendorName: zText,
  description: zText,
  category: zText,
  subCategory: zText,
  upcCode: zText,
});
const ZCatalogAnswer = z.looseObject({ catalog: z.array(ZCatalogItem).nullish() });

const ZPriceAvailabilityItem = z.looseObject({
  ingramPartNumber: zText,
  vendorPartNumber: zText,
  productStatusCode: zText,
  productClass: zText,
  pricing: z.looseObject({ currencyCode: zText, retailPrice: zAmount, customerPrice: zAmount }).nullish(),
  availability: z
    .looseObject({
      available: z.boolean().nullish(),
      totalAvailability: z.number().nullish(),
      availabilityByWarehouse: z
        .array(
          z.looseObject({ location: zText, warehouseId: zText, quantityAvailable: z.number().nullish() }),
        )
        .nullish(),
    })
    .nullish(),
});
type IngramPriceAvailability = z.infer<typeof ZPriceAvailabilityItem>;

/** Ingram class codes D (Ingram discontinued), O (to be liquidated) and V (vendor discontinued). */
const DISCONTINUED_CLASSES = new Set(["D", "O", "V"]);

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  // An answer we cannot read is the distributor failing, not the caller.
  if (!parsed.success) throw new AppError("distributor_unavailable");
  return parsed.data;
}

const key = (partNumber: string) => partNumber.trim().toUpperCase();

function statusOf(item: IngramPriceAvailability): DistributorStockStatus {
  if (item.productStatusCode === "E") return "not_found";
  if (item.productClass && DISCONTINUED_CLASSES.has(item.productClass.toUpperCase())) return "discontinued";
  const stock = item.availability;
  return (stock?.totalAvailability ?? 0) > 0 || stock?.available === true ? "available" : "backorder";
}

function notFound(partNumber: string): PriceAvailability {
  return {
    partNumber,
    status: "not_found",
    cost: null,
    listPrice: null,
    currency: null,
    availableQuantity: 0,
    warehouses: [],
  };
}

function toPriceAvailability(
  partNumber: string,
  item: IngramPriceAvailability | undefined,
): PriceAvailability {
  if (!item) return notFound(partNumber);
  const status = statusOf(item);
  if (status === "not_found") return notFound(partNumber);
  const warehouses = (item.availability?.availabilityByWarehouse ?? []).map((w) => ({
    name: w.location ?? w.warehouseId ?? "",
    quantity: Math.max(0, Math.trunc(w.quantityAvailable ?? 0)),
  }));
  return {
    partNumber,
    status,
    cost: toMoney(item.pricing?.customerPrice),
    listPrice: toMoney(item.pricing?.retailPrice),
    currency: item.pricing?.currencyCode ?? null,
    availableQuantity: Math.max(0, Math.trunc(item.availability?.totalAvailability ?? 0)),
    warehouses,
  };
}

/** POST /resellers/v6/catalog/priceandavailability, keyed by Ingram and vendor part number. */
async function fetchPriceAndAvailability(
  client: IngramClient,
  partNumbers: readonly string[],
): Promise<Map<string, IngramPriceAvailability>> {
  const { body } = await client.request("POST", "/resellers/v6/catalog/priceandavailability", {
    query: { includeAvailability: "true", includePricing: "true" },
    body: { products: partNumbers.map((ingramPartNumber) => ({ ingramPartNumber })) },
  });
  const items = body === undefined ? [] : parse(z.array(ZPriceAvailabilityItem), body);
  const byPartNumber = new Map<string, IngramPriceAvailability>();
  for (const item of items) {
    if (item.vendorPartNumber) byPartNumber.set(key(item.vendorPartNumber), item);
  }
  for (const item of items) {
    if (item.ingramPartNumber) byPartNumber.set(key(item.ingramPartNumber), item);
  }
  return byPartNumber;
}

/**
 * Ingram Micro through its Reseller API v6. Their catalogue search carries no prices, so a search is
 * followed by one price-and-availability call for the products found (at most 50, their limit per call).
 * Orders: create (v6), details (v6.1), search by customerOrderNumber, cancel (ingram-orders.ts); webhooks
 * signed with the secret of INGRAM_WEBHOOK_SECRET unless the caller gives one (ingram-webhooks.ts).
 */
export function createIngramDistributor(opts: IngramClientOptions): DistributorProvider {
  const client = createIngramClient(opts);
  return {
    id: "ingram",
    name: "Ingram Micro",
    supportsWebhooks: true,
    webhooks: {
      verifyWebhook: (headers, rawBody, secret) =>
        verifyIngramWebhook(headers, rawBody, secret ?? opts.webhookSecret),
    },
    placeOrder: (input) => placeIngramOrder(client, input),
    getOrder: (orderNumber) => getIngramOrder(client, orderNumber),
    cancelOrder: (orderNumber) => cancelIngramOrder(client, orderNumber),
    async searchProducts(term, { limit }) {
      const { body } = await client.request("GET", "/resellers/v6/catalog", {
        query: { keyword: term, pageSize: String(limit), pageNumber: "1" },
      });
      // Ingram answers "data not found" with 404 (their HTTP status list): no results, not a failure.
      const catalog = body === undefined ? [] : (parse(ZCatalogAnswer, body).catalog ?? []);
      const found = catalog.slice(0, limit);
      if (found.length === 0) return { items: [] };
      const prices = await fetchPriceAndAvailability(
        client,
        found.map((p) => p.ingramPartNumber),
      );
      const items = found.map((p): DistributorProduct => {
        const pricing = prices.get(key(p.ingramPartNumber))?.pricing;
        return {
          distributorPartNumber: p.ingramPartNumber,
          manufacturerPartNumber: p.vendorPartNumber ?? "",
          manufacturer: p.vendorName ?? "",
          description: p.description ?? "",
          category: [p.category, p.subCategory].filter(Boolean).join(" / "),
          listPrice: toMoney(pricing?.retailPrice),
          cost: toMoney(pricing?.customerPrice),
          ...(p.upcCode ? { upc: p.upcCode } : {}),
        };
      });
      return { items };
    },
    async priceAndAvailability(partNumbers) {
      const byPartNumber = await fetchPriceAndAvailability(client, partNumbers);
      return partNumbers.map((partNumber) =>
        toPriceAvailability(partNumber, byPartNumber.get(key(partNumber))),
      );
    },
  };
}
