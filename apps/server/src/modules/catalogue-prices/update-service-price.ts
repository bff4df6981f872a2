import { servicePrices } from "@q2c/db";
import { AppError, type TServicePrice, type TUpdateServicePriceRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findService } from "./repo.ts";
import { findServicePrice, toServicePrice } from "./service-rows.ts";
import { hasChanges } from "./wire.ts";

/** Changes a price tier of a service the caller owns; absent fields stay, `nullFields` clears the cost. */
export async function updateServicePrice(
  deps: Deps,
  principal: Principal,
  serviceId: string,
  id: string,
  input: TUpdateServicePriceRequest,
): Promise<TServicePrice> {
  const { db } = deps;
  const service = await findService(deps, principal, serviceId, "write");
  const current = await findServicePrice(db, service, id);
  const nulls = new Set(input.nullFields ?? []);
  const values = {
    name: input.name,
    unit: input.unit,
    minQuantity: input.minQuantity,
    price: input.price,
    cost: nulls.has("cost") ? null : input.cost,
  };
  if (!hasChanges(values)) return toServicePrice(current);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(servicePrices)
      .set(values)
      .where(and(eq(servicePrices.tenantId, current.tenantId), eq(servicePrices.id, current.id)))
      .returning();
    if (!updated) throw new AppError("not_found");
    await recordAudit(tx, {
      tenantId: updated.tenantId,
      type: "servicePrice.updated",
      subjectId: updated.id,
      actorUserId: principal.userId,
      data: { serviceId: service.id, before: { price: current.price, cost: current.cost } },
    });
    return updated;
  });
  return toServicePrice(row);
}
