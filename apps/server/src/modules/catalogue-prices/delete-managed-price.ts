import { managedPrices } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findWritableManagedPrice } from "./managed-price-rows.ts";

/** Removes one of the caller's managed prices. */
export async function deleteManagedPrice(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const row = await findWritableManagedPrice(deps, db, principal, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(managedPrices)
      .where(and(eq(managedPrices.tenantId, row.tenantId), eq(managedPrices.id, row.id)));
    await recordAudit(tx, {
      tenantId: row.tenantId,
      type: "managedPrice.deleted",
      subjectId: row.id,
      actorUserId: principal.userId,
      data: { type: row.type, name: row.name, price: row.price },
    });
  });
  return { id: row.id };
}
