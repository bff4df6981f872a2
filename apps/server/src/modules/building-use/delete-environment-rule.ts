import { environmentRules } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findRule } from "./repo.ts";

/** Deletes a sizing rule of a building use (platform owner). */
export async function deleteEnvironmentRule(
  deps: Deps,
  principal: Principal,
  environmentId: string,
  ruleId: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const rule = await findRule(db, environmentId, ruleId);
  await db.transaction(async (tx) => {
    await tx
      .delete(environmentRules)
      .where(and(eq(environmentRules.environmentId, environmentId), eq(environmentRules.id, ruleId)));
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "environment_rule.deleted",
      subjectId: ruleId,
      data: { environmentId, name: rule.name },
    });
  });
  return { id: ruleId };
}
