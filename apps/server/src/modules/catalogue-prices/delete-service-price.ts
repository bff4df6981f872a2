import { servicePrices } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findService } from "./repo.ts";
import { findServicePrice } from "./service-rows.ts";

/** Removes a price tier of a service the caller owns. */
export async function deleteServicePrice(
  deps: Deps,
  principal: Principal,
  serviceId: string,
  id: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const service = await findService(deps, principal, serviceId, "write");
  const row = await findServicePrice(db, service, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(servicePrices)
      .where(and(eq(servicePrices.tenantId, row.tenantId), eq(servicePrices.id, row.id)));
    await recordAudit(tx, {
      tenantId: row.tenantId,
      type: "servicePrice.deleted",
      subjectId: row.id,
      actorUserId: principal.userId,
      data: { serviceId: service.id, name: row.name, price: row.price },
    });
  });
  return { id: row.id };
}
