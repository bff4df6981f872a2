import { accounts, type Db, manufacturerPrices } from "@q2c/db";
import { AppError, type TManufacturerPrice } from "@q2c/domain";
import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { percentOut } from "../catalogue-prices/wire.ts";

export type ManufacturerPriceRow = typeof manufacturerPrices.$inferSelect;

/**
 * The platform owner keeps manufacturer price agreements; an MSP reads those for every account and
 * those made for itself, never another MSP's negotiated discount.
 */
export function visibleManufacturerPrices(deps: Deps, principal: Principal): SQL | undefined {
  if (principal.scope.kind === "all") return undefined;
  return and(
    eq(manufacturerPrices.tenantId, deps.config.platformAccountId),
    or(isNull(manufacturerPrices.accountId), eq(manufacturerPrices.accountId, principal.accountId)),
  );
}

export const selectManufacturerPrices = (db: Db, where: SQL | undefined) =>
  db
    .select({ row: manufacturerPrices, manufacturerName: accounts.accountName })
    .from(manufacturerPrices)
    .leftJoin(accounts, eq(accounts.id, manufacturerPrices.manufacturerId))
    .where(where);

export async function findManufacturerPrice(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<{ row: ManufacturerPriceRow; manufacturerName: string | null }> {
  const [found] = await selectManufacturerPrices(
    deps.db,
    and(eq(manufacturerPrices.id, id), visibleManufacturerPrices(deps, principal)),
  );
  if (!found) throw new AppError("not_found");
  return found;
}

export const toManufacturerPrice = (
  r: ManufacturerPriceRow,
  manufacturerName: string | null,
): TManufacturerPrice => ({
  id: r.id,
  manufacturerId: r.manufacturerId,
  manufacturerName,
  accountId: r.accountId,
  categoryId: r.categoryId,
  discountPercent: percentOut(r.discountPercent),
  startDate: r.startDate,
  endDate: r.endDate,
  notes: r.notes,
  createdAt: r.createdAt.toISOString(),
});
