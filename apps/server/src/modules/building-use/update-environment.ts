import { environments } from "@q2c/db";
import { AppError, type TEnvironment, type TUpdateEnvironmentRequest } from "@q2c/domain";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findEnvironment, toEnvironment } from "./repo.ts";

/** Renames, describes or reorders a building use (platform owner). */
export async function updateEnvironment(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateEnvironmentRequest,
): Promise<TEnvironment> {
  const { db } = deps;
  await findEnvironment(db, id);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(environments)
      .set({
        name: input.name,
        description: input.description,
        position: input.position,
        updatedAt: new Date(),
      })
      .where(eq(environments.id, id))
      .returning();
    if (!updated) throw new AppError("not_found");
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "environment.updated",
      subjectId: id,
      data: { name: updated.name },
    });
    return updated;
  });
  return toEnvironment(row);
}
