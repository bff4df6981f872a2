import { managedPrices } from "@q2c/db";
import { AppError, type TManagedPrice, type TUpdateManagedPriceRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findWritableManagedPrice, toManagedPrice } from "./managed-price-rows.ts";
import { hasChanges } from "./wire.ts";

/** Changes one of the caller's managed prices; absent fields stay, `nullFields` clears the cost. */
export async function updateManagedPrice(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateManagedPriceRequest,
): Promise<TManagedPrice> {
  const { db } = deps;
  const current = await findWritableManagedPrice(deps, db, principal, id);
  const nulls = new Set(input.nullFields ?? []);
  const values = {
    type: input.type,
    name: input.name,
    unit: input.unit,
    price: input.price,
    cost: nulls.has("cost") ? null : input.cost,
    termMonths: input.termMonths,
  };
  if (!hasChanges(values)) return toManagedPrice(current, principal);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(managedPrices)
      .set(values)
      .where(and(eq(managedPrices.tenantId, current.tenantId), eq(managedPrices.id, current.id)))
      .returning();
    if (!updated) throw new AppError("not_found");
    await recordAudit(tx, {
      tenantId: updated.tenantId,
      type: "managedPrice.updated",
      subjectId: updated.id,
      actorUserId: principal.userId,
      data: { before: { price: current.price, cost: current.cost, termMonths: current.termMonths } },
    });
    return updated;
  });
  return toManagedPrice(row, principal);
}
