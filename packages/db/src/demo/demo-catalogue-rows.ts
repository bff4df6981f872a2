import type { products } from "../schema/index.ts";
import { ROOT_CATEGORY_IDS } from "./demo-categories.ts";

/*
 * The vocabulary of the demo catalogue tables: fixed ids, the categories products go under, and money
 * arithmetic on whole ten-thousandths of a dollar (the columns keep four decimals), so no price ever
 * passes through a float.
 */

export type ProductRow = typeof products.$inferInsert;

/**
 * A fixed id shaped like a UUID v7 of the seed's fixed moment, like the other demo ids: `group` is one hex
 * digit naming the table family (d products, e bundles, f building use), `n` a counter, so ids sort in
 * the order the seed creates them.
 */
export function demoId(group: "d" | "e" | "f", n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 0xffff) throw new Error(`demo id counter out of range: ${n}`);
  return `0190a000-0000-7000-8000-0000000${group}${n.toString(16).padStart(4, "0")}`;
}

const sub = (n: number) => `0190a000-0000-7000-8000-0000000c1${n.toString(16).padStart(3, "0")}`;

/** Where each table's products go: sub-categories of the demo tree where they exist, else the root. */
export const CAT = {
  ...ROOT_CATEGORY_IDS,
  networking: sub(1),
  wireless: sub(2),
  cameras: sub(3),
  switches: sub(4),
  firewalls: sub(5),
  licences: sub(6),
  managedSupport: sub(7),
  servers: sub(9),
  power: sub(10),
  cabling: sub(11),
  securitySoftware: sub(12),
  backup: sub(13),
} as const;
export type CategoryKey = keyof typeof CAT;

/** Money in ten-thousandths of a dollar: "1299.00" → 12_990_000. */
export function units(price: string): number {
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec(price);
  if (!m) throw new Error(`demo price is not a decimal string: ${price}`);
  return Number(m[1]) * 10_000 + Number((m[2] ?? "").padEnd(4, "0"));
}

/** Ten-thousandths back to a decimal string with four decimals, as the columns store it. */
export function money(u: number): string {
  if (!Number.isSafeInteger(u) || u < 0) throw new Error(`demo money out of range: ${u}`);
  return `${Math.trunc(u / 10_000)}.${String(u % 10_000).padStart(4, "0")}`;
}

/** `u` times `basisPoints` / 10,000, rounded to a whole ten-thousandth (integer arithmetic only). */
export function pct(u: number, basisPoints: number): number {
  return Math.round((u * basisPoints) / 10_000);
}

/** Rounded to whole cents, as a selling price is quoted. */
export function cents(u: number): number {
  return Math.round(u / 100) * 100;
}

/** A markup between 15% and 35% that varies from row to row but never between runs. */
export function markupBp(i: number): number {
  return 1500 + ((i * 700) % 2100);
}

/** The pieces every row shares: owner, kind, category; the money and dates come from the builders. */
export function baseRow(
  tenantId: string,
  id: string,
  kind: string,
  category: CategoryKey,
  name: string,
): ProductRow {
  return { tenantId, id, accountId: tenantId, kind, categoryId: CAT[category], name };
}

/** A service's proposal text, keyed by the proposal sections it fills. */
export function serviceTemplates(name: string, scope: string): Record<string, string> {
  return {
    scopeOfServices: `${name}: ${scope}`,
    assumptionResponsibility:
      "Work is done during business hours with safe access to every area; the customer provides " +
      "a contact on site, power and rack space, and any landlord or permit approvals.",
  };
}
