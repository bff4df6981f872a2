import { defaultDistributors } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findDefaultDistributor } from "./default-distributor-rows.ts";

/** Removes a distributor from the caller account's defaults. */
export async function deleteDefaultDistributor(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const { row } = await findDefaultDistributor(db, principal, id);
  await db.transaction(async (tx) => {
    await tx
      .delete(defaultDistributors)
      .where(and(eq(defaultDistributors.tenantId, row.tenantId), eq(defaultDistributors.id, row.id)));
    await recordAudit(tx, {
      tenantId: row.tenantId,
      type: "defaultDistributor.deleted",
      subjectId: row.id,
      actorUserId: principal.userId,
      data: { distributorId: row.distributorId, categoryId: row.categoryId },
    });
  });
  return { id: row.id };
}
