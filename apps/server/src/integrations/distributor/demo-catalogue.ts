import { INFRASTRUCTURE_FAMILIES } from "./demo-catalogue-infrastructure.ts";
import { NETWORK_FAMILIES } from "./demo-catalogue-network.ts";

/** A SKU of the demo distributor, with what its tables say plus the numbers derived from its part number. */
export interface DemoSku {
  distributorPartNumber: string;
  manufacturerPartNumber: string;
  manufacturer: string;
  category: string;
  description: string;
  listPriceCents: number;
  endOfSale: boolean;
  digital: boolean;
  upc: string | undefined;
}

/**
 * FNV-1a: a small, stable string hash. Everything the demo distributor "knows" beyond its tables (its own
 * part numbers, UPCs, discounts, stock) derives from it, so answers never change between runs or machines.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** "1299.00" → 129900; the tables hold decimal strings and all arithmetic is on whole cents. */
function toCents(price: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price);
  if (!match) throw new Error(`Demo catalogue price is not a decimal string: ${price}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const SKU_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** Six characters like a broadline distributor's SKU (e.g. "6YE881"), stable per manufacturer part. */
function distributorPartNumberOf(mpn: string, attempt: number): string {
  let n = stableHash(`sku:${attempt}:${mpn}`);
  let sku = "";
  for (let i = 0; i < 6; i++) {
    sku += SKU_ALPHABET[n % SKU_ALPHABET.length];
    n = Math.floor(n / SKU_ALPHABET.length) + stableHash(`${sku}:${mpn}`);
  }
  return sku;
}

/** A 12-digit UPC-A with a valid check digit, so it passes the checks a real one would. */
function upcOf(mpn: string): string {
  const body = `8${String(stableHash(`upc:${mpn}`))
    .padStart(10, "0")
    .slice(-10)}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function buildCatalogue(): DemoSku[] {
  const taken = new Set<string>();
  const skus: DemoSku[] = [];
  for (const family of [...NETWORK_FAMILIES, ...INFRASTRUCTURE_FAMILIES]) {
    for (const [mpn, description, price, flag] of family.rows) {
      let attempt = 0;
      let sku = distributorPartNumberOf(mpn, attempt);
      // A collision would make two products answer to one part number; re-derive until unique.
      while (taken.has(sku)) sku = distributorPartNumberOf(mpn, ++attempt);
      taken.add(sku);
      skus.push({
        distributorPartNumber: sku,
        manufacturerPartNumber: mpn,
        manufacturer: family.manufacturer,
        category: family.category,
        description,
        listPriceCents: toCents(price),
        endOfSale: flag === "endOfSale",
        digital: family.digital === true,
        upc: family.digital ? undefined : upcOf(mpn),
      });
    }
  }
  return skus;
}

export const DEMO_CATALOGUE: readonly DemoSku[] = buildCatalogue();

const BY_PART_NUMBER = new Map<string, DemoSku>();
for (const sku of DEMO_CATALOGUE) BY_PART_NUMBER.set(sku.manufacturerPartNumber.toUpperCase(), sku);
// The distributor's own part number wins over a manufacturer's that happens to look the same.
for (const sku of DEMO_CATALOGUE) BY_PART_NUMBER.set(sku.distributorPartNumber.toUpperCase(), sku);

/** The SKU a part number names, the distributor's or the manufacturer's, in any case. */
export function findDemoSku(partNumber: string): DemoSku | undefined {
  return BY_PART_NUMBER.get(partNumber.trim().toUpperCase());
}

/** The reseller's discount off list: 8–24 %, fixed per SKU, like a negotiated price file. */
export function demoCostCents(sku: DemoSku): number {
  const discountPercent = 8 + (stableHash(`cost:${sku.manufacturerPartNumber}`) % 17);
  return Math.round((sku.listPriceCents * (100 - discountPercent)) / 100);
}
