import { serviceTargetCompletions } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findService } from "./repo.ts";
import { findTargetCompletion } from "./service-rows.ts";

/** Removes a target completion of a service the caller owns. */
export async function deleteTargetCompletion(
  deps: Deps,
  principal: Principal,
  serviceId: string,
  id: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const t = serviceTargetCompletions;
  const service = await findService(deps, principal, serviceId, "write");
  const row = await findTargetCompletion(db, service, id);
  await db.transaction(async (tx) => {
    await tx.delete(t).where(and(eq(t.tenantId, row.tenantId), eq(t.id, row.id)));
    await recordAudit(tx, {
      tenantId: row.tenantId,
      type: "targetCompletion.deleted",
      subjectId: row.id,
      actorUserId: principal.userId,
      data: { serviceId: service.id, name: row.name },
    });
  });
  return { id: row.id };
}
