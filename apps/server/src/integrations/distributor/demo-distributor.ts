import { DEFAULT_CURRENCY } from "@q2c/domain";
import {
  demoCostCents as costCents,
  DEMO_CATALOGUE,
  type DemoSku,
  findDemoSku,
  stableHash,
} from "./demo-catalogue.ts";
import { money } from "./demo-catalogue-rows.ts";
import {
  cancelDemoOrder,
  type DemoOrderOptions,
  getDemoOrder,
  placeDemoOrder,
} from "./demo-distributor-orders.ts";
import type { DistributorProduct, DistributorProvider, PriceAvailability } from "./distributor-provider.ts";

/** Stocking warehouses of the demo distributor, as a US broadline distributor would name them. */
export const DEMO_WAREHOUSES = [
  "Memphis, TN",
  "Mira Loma, CA",
  "Carol Stream, IL",
  "Jonestown, PA",
  "Miami, FL",
];
/**
 * Licences have no stock: distributors report them as always available. A large constant quantity keeps
 * them from looking short when a quote asks for hundreds of seats.
 */
const ELECTRONIC_DELIVERY = { name: "Electronic delivery", quantity: 9999 };
/** Share of physical SKUs (in percent) that the demo reports as backordered. */
const BACKORDER_PERCENT = 12;

function toProduct(sku: DemoSku): DistributorProduct {
  return {
    distributorPartNumber: sku.distributorPartNumber,
    manufacturerPartNumber: sku.manufacturerPartNumber,
    manufacturer: sku.manufacturer,
    description: sku.description,
    category: sku.category,
    listPrice: money(sku.listPriceCents),
    cost: money(costCents(sku)),
    ...(sku.upc ? { upc: sku.upc } : {}),
  };
}

function stockOf(partNumber: string, sku: DemoSku): PriceAvailability {
  const priced = {
    partNumber,
    cost: money(costCents(sku)),
    listPrice: money(sku.listPriceCents),
    currency: DEFAULT_CURRENCY,
  };
  if (sku.endOfSale) return { ...priced, status: "discontinued", availableQuantity: 0, warehouses: [] };
  if (sku.digital) {
    return {
      ...priced,
      status: "available",
      availableQuantity: ELECTRONIC_DELIVERY.quantity,
      warehouses: [ELECTRONIC_DELIVERY],
    };
  }
  const mpn = sku.manufacturerPartNumber;
  if (stableHash(`backorder:${mpn}`) % 100 < BACKORDER_PERCENT) {
    const warehouses = DEMO_WAREHOUSES.map((name) => ({ name, quantity: 0 }));
    return { ...priced, status: "backorder", availableQuantity: 0, warehouses };
  }
  const warehouses = DEMO_WAREHOUSES.map((name) => {
    const h = stableHash(`stock:${name}:${mpn}`);
    return { name, quantity: h % 3 === 0 ? 0 : h % 140 };
  });
  // An available SKU has stock somewhere; if every warehouse came out empty, the first one holds some.
  if (warehouses.every((w) => w.quantity === 0))
    warehouses[0]!.quantity = 5 + (stableHash(`min:${mpn}`) % 20);
  const availableQuantity = warehouses.reduce((sum, w) => sum + w.quantity, 0);
  return { ...priced, status: "available", availableQuantity, warehouses };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every word of the term must match, so "meraki mr36" and "cat6a 3 ft blue" narrow as people expect. A word
 * matches where a word of the product starts ("3" is "3 ft", not the 3 inside "UTP6A3BU"), or anywhere
 * inside a part number once it is long enough to mean something ("36-hw").
 */
function matchesWord(sku: DemoSku, word: string): boolean {
  const parts = [sku.distributorPartNumber, sku.manufacturerPartNumber].map((p) => p.toLowerCase());
  if (word.length >= 3 && parts.some((p) => p.includes(word))) return true;
  const text = `${parts.join(" ")} ${sku.manufacturer} ${sku.description}`.toLowerCase();
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(word)}`).test(text);
}

/** Rank of a match: the part number itself first, then part numbers that start with the term, then the rest. */
function rankOf(sku: DemoSku, term: string): number {
  const parts = [sku.distributorPartNumber.toLowerCase(), sku.manufacturerPartNumber.toLowerCase()];
  if (parts.includes(term)) return 0;
  return parts.some((p) => p.startsWith(term)) ? 1 : 2;
}

type DemoCatalogue = Pick<DistributorProvider, "searchProducts" | "priceAndAvailability">;

/** The demo distributor's catalogue answers: search and price-and-availability, from tables, offline. */
export function createDemoCatalogue(): DemoCatalogue {
  return {
    async searchProducts(term, { limit }) {
      const needle = term.trim().toLowerCase();
      const words = needle.split(/\s+/).filter(Boolean);
      const matches = DEMO_CATALOGUE.flatMap((sku, index) =>
        words.every((w) => matchesWord(sku, w)) ? [{ sku, index, rank: rankOf(sku, needle) }] : [],
      );
      matches.sort((a, b) => a.rank - b.rank || a.index - b.index);
      return { items: matches.slice(0, limit).map((m) => toProduct(m.sku)) };
    },
    async priceAndAvailability(partNumbers) {
      return partNumbers.map((partNumber) => {
        const sku = findDemoSku(partNumber);
        if (sku) return stockOf(partNumber, sku);
        return {
          partNumber,
          status: "not_found",
          cost: null,
          listPrice: null,
          currency: null,
          availableQuantity: 0,
          warehouses: [],
        };
      });
    },
  };
}

/**
 * A built-in distributor that works offline (the default, and what the demo tenants use): a catalogue of
 * network, security, Wi-Fi, cabling, server, power and software SKUs with deterministic prices and stock,
 * so tests and screenshots are stable. It takes orders too, kept in its own table and moved along by the
 * clock (demo-distributor-orders.ts), so an order can be followed from placement to invoice without a
 * network.
 */
export function createDemoDistributor(opts: DemoOrderOptions): DistributorProvider {
  return {
    id: "demo",
    name: "Demo Distribution",
    ...createDemoCatalogue(),
    // Polled: its orders move with the clock (demo-order-lifecycle.ts), nothing calls back.
    supportsWebhooks: false,
    placeOrder: (input) => placeDemoOrder(opts, input),
    getOrder: (orderNumber) => getDemoOrder(opts, orderNumber),
    cancelOrder: (orderNumber) => cancelDemoOrder(opts, orderNumber),
  };
}
