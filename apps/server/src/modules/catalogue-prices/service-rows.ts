import { type Db, servicePrices, serviceTargetCompletions } from "@q2c/db";
import { AppError, type TServicePrice, type TTargetCompletion } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { ServiceRef } from "./repo.ts";
import { moneyOrNull, moneyOut } from "./wire.ts";

export type ServicePriceRow = typeof servicePrices.$inferSelect;
export type TargetCompletionRow = typeof serviceTargetCompletions.$inferSelect;

// Rows beneath a service live in the service's tenant and are reached only through it.

export async function findServicePrice(db: Db, service: ServiceRef, id: string): Promise<ServicePriceRow> {
  const [row] = await db
    .select()
    .from(servicePrices)
    .where(
      and(
        eq(servicePrices.tenantId, service.tenantId),
        eq(servicePrices.productId, service.id),
        eq(servicePrices.id, id),
      ),
    );
  if (!row) throw new AppError("not_found");
  return row;
}

export async function findTargetCompletion(
  db: Db,
  service: ServiceRef,
  id: string,
): Promise<TargetCompletionRow> {
  const t = serviceTargetCompletions;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.tenantId, service.tenantId), eq(t.productId, service.id), eq(t.id, id)));
  if (!row) throw new AppError("not_found");
  return row;
}

export const toServicePrice = (r: ServicePriceRow): TServicePrice => ({
  id: r.id,
  serviceId: r.productId,
  name: r.name,
  unit: r.unit,
  minQuantity: r.minQuantity,
  price: moneyOut(r.price),
  cost: moneyOrNull(r.cost),
  createdAt: r.createdAt.toISOString(),
});

export const toTargetCompletion = (r: TargetCompletionRow): TTargetCompletion => ({
  id: r.id,
  serviceId: r.productId,
  name: r.name,
  days: r.days,
  createdAt: r.createdAt.toISOString(),
});
