import { environmentRules, requirements } from "@q2c/db";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findRequirement } from "./requirements-repo.ts";

/**
 * Deletes a performance requirement (platform owner). Sizing rules name it by plain id, so the rules
 * that did lose the reference in the same transaction instead of pointing at nothing.
 */
export async function deleteRequirement(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const requirement = await findRequirement(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(environmentRules)
      .set({ requirementId: null })
      .where(eq(environmentRules.requirementId, id));
    await tx.delete(requirements).where(eq(requirements.id, id));
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "requirement.deleted",
      subjectId: id,
      data: { name: requirement.name },
    });
  });
  return { id };
}
