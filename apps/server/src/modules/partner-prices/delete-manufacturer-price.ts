import { manufacturerPrices } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findManufacturerPrice } from "./manufacturer-price-rows.ts";

/** Removes a manufacturer price agreement (platform owner). */
export async function deleteManufacturerPrice(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const { row } = await findManufacturerPrice(deps, principal, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(manufacturerPrices)
      .where(and(eq(manufacturerPrices.tenantId, row.tenantId), eq(manufacturerPrices.id, row.id)));
    await recordAudit(tx, {
      tenantId: row.tenantId,
      type: "manufacturerPrice.deleted",
      subjectId: row.id,
      actorUserId: principal.userId,
      data: { manufacturerId: row.manufacturerId, discountPercent: row.discountPercent },
    });
  });
  return { id: row.id };
}
