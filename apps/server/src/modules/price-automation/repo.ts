import { accounts, categories, type Db, priceRules } from "@q2c/db";
import { AppError, MESSAGES, type PriceRuleShape, priceRuleErrors, type TPriceRule } from "@q2c/domain";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { decimalOut } from "../../lib/decimal-out.ts";
import type { Principal } from "../../lib/principal.ts";

export type PriceRuleRow = typeof priceRules.$inferSelect;

/**
 * Rules, runs and the products they price belong to the caller's own tenant, the platform owner's
 * included: an owner prices the platform catalogue, never an MSP's, and an MSP never the platform's.
 * Another tenant's row is therefore "not found".
 */
export const ownTenant = (principal: Principal, tenantColumn: PgColumn): SQL =>
  eq(tenantColumn, principal.tenantId);

/** A rule of the caller's tenant; any other id answers 404. */
export async function findPriceRule(db: Db, principal: Principal, id: string): Promise<PriceRuleRow> {
  const [row] = await db
    .select()
    .from(priceRules)
    .where(and(ownTenant(principal, priceRules.tenantId), eq(priceRules.id, id)));
  if (!row) throw new AppError("not_found");
  return row;
}

/** The caller's rules in the order they are tried: position, then the older rule first. */
export async function listRuleRows(
  db: Db,
  principal: Principal,
  onlyActive = false,
): Promise<PriceRuleRow[]> {
  return db
    .select()
    .from(priceRules)
    .where(
      and(ownTenant(principal, priceRules.tenantId), onlyActive ? eq(priceRules.active, true) : undefined),
    )
    .orderBy(asc(priceRules.position), asc(priceRules.id));
}

/** Cross-field rules on the rule as it will be stored, then its category or manufacturer must exist. */
export async function assertRuleValid(db: Db, rule: PriceRuleShape): Promise<void> {
  const fields = priceRuleErrors(rule);
  if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
  if (rule.target === "category" && rule.categoryId) {
    const [found] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, rule.categoryId));
    if (!found) throw new AppError("bad_request", { fields: { categoryId: MESSAGES.unknownCategory } });
  }
  if (rule.target === "manufacturer" && rule.manufacturerId) {
    const [found] = await db
      .select({ isManufacturer: accounts.isManufacturer })
      .from(accounts)
      .where(eq(accounts.id, rule.manufacturerId));
    if (!found?.isManufacturer) {
      throw new AppError("bad_request", { fields: { manufacturerId: MESSAGES.notAManufacturer } });
    }
  }
}

/** Only the reference of the rule's own target is kept, so a rule never carries a stale other one. */
export const targetReferences = (rule: {
  target: string;
  categoryId?: string | null | undefined;
  manufacturerId?: string | null | undefined;
}) => ({
  categoryId: rule.target === "category" ? (rule.categoryId ?? null) : null,
  manufacturerId: rule.target === "manufacturer" ? (rule.manufacturerId ?? null) : null,
});

/** Rules as answered, with the names of their category and manufacturer for the list. */
export async function toPriceRules(db: Db, rows: readonly PriceRuleRow[]): Promise<TPriceRule[]> {
  const categoryIds = new Set(rows.flatMap((r) => (r.categoryId ? [r.categoryId] : [])));
  const manufacturerIds = new Set(rows.flatMap((r) => (r.manufacturerId ? [r.manufacturerId] : [])));
  const names = new Map<string, string>();
  for (const id of categoryIds) {
    const [c] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
    if (c) names.set(id, c.name);
  }
  for (const id of manufacturerIds) {
    const [a] = await db.select({ name: accounts.accountName }).from(accounts).where(eq(accounts.id, id));
    if (a) names.set(id, a.name);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    target: row.target as TPriceRule["target"],
    categoryId: row.categoryId,
    categoryName: row.categoryId ? (names.get(row.categoryId) ?? null) : null,
    manufacturerId: row.manufacturerId,
    manufacturerName: row.manufacturerId ? (names.get(row.manufacturerId) ?? null) : null,
    method: row.method as TPriceRule["method"],
    // Stored with four decimals; answered as entered ("12.5", not "12.5000").
    percent: decimalOut(row.percent, 0),
    rounding: row.rounding as TPriceRule["rounding"],
    position: row.position,
    active: row.active,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function toPriceRule(db: Db, row: PriceRuleRow): Promise<TPriceRule> {
  const [rule] = await toPriceRules(db, [row]);
  if (!rule) throw new AppError("internal");
  return rule;
}
