import { environments } from "@q2c/db";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findEnvironment } from "./repo.ts";

/** Deletes a building use; its rules and suggested bundles go with it (foreign keys cascade). */
export async function deleteEnvironment(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const environment = await findEnvironment(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(environments).where(eq(environments.id, id));
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "environment.deleted",
      subjectId: id,
      data: { name: environment.name },
    });
  });
  return { id };
}
