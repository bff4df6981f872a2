import { type Db, products } from "@q2c/db";
import { and, inArray, or, sql } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { type ProductRow, readableProducts } from "../products/repo.ts";

// Which catalogue product a BOM's part number means: any of its part numbers (manufacturer, MSP,
// partner, distributor), case-insensitively, among the products the caller reads (its own and the
// platform's). Several may carry it; the caller's own product wins over the platform's, then an
// active one, then the manufacturer's number over the others, then the oldest product.

const PART_COLUMNS = [
  products.manufacturerPartNumber,
  products.mspPartNumber,
  products.partnerPartNumber,
  products.distributorPartNumber,
] as const;
const PART_KEYS = [
  "manufacturerPartNumber",
  "mspPartNumber",
  "partnerPartNumber",
  "distributorPartNumber",
] as const;

/** Part number (lower case) → the product it names, for every part number that names one. */
export async function productsByPartNumber(
  db: Db,
  principal: Principal,
  platformId: string,
  partNumbers: readonly string[],
): Promise<Map<string, ProductRow>> {
  const wanted = [...new Set(partNumbers.map((p) => p.trim().toLowerCase()).filter((p) => p !== ""))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        readableProducts(principal, platformId),
        or(...PART_COLUMNS.map((column) => inArray(sql`lower(${column})`, wanted))),
      ),
    );
  const best = new Map<string, { product: ProductRow; rank: number[] }>();
  const wantedSet = new Set(wanted);
  for (const product of rows) {
    PART_KEYS.forEach((key, kind) => {
      const part = product[key].trim().toLowerCase();
      if (part === "" || !wantedSet.has(part)) return;
      const rank = [
        product.tenantId === principal.tenantId ? 0 : 1,
        product.status === "active" ? 0 : 1,
        kind,
      ];
      const seen = best.get(part);
      if (!seen || isBetter(rank, product.id, seen.rank, seen.product.id)) best.set(part, { product, rank });
    });
  }
  return new Map([...best].map(([part, { product }]) => [part, product]));
}

function isBetter(rank: number[], id: string, other: number[], otherId: string): boolean {
  for (let i = 0; i < rank.length; i++) {
    const a = rank[i] ?? 0;
    const b = other[i] ?? 0;
    if (a !== b) return a < b;
  }
  return id < otherId;
}
