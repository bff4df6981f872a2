import { environmentRules } from "@q2c/db";
import { AppError, type TEnvironmentRule, type TUpdateEnvironmentRuleRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { hasChanges } from "../catalogue-prices/wire.ts";
import { checkRuleRefs, findRule, ruleById } from "./repo.ts";

/** Changes a sizing rule of a building use (platform owner); `nullFields` drops its requirement or bundle. */
export async function updateEnvironmentRule(
  deps: Deps,
  principal: Principal,
  environmentId: string,
  ruleId: string,
  input: TUpdateEnvironmentRuleRequest,
): Promise<TEnvironmentRule> {
  const { db } = deps;
  const platformId = deps.config.platformAccountId;
  await findRule(db, environmentId, ruleId);
  const nulls = new Set(input.nullFields ?? []);
  const requirementId = nulls.has("requirementId") ? null : input.requirementId;
  const bundleId = nulls.has("bundleId") ? null : input.bundleId;
  const values = {
    name: input.name,
    basis: input.basis,
    perUnits: input.perUnits,
    quantity: input.quantity,
    requirementId,
    bundleTenantId: bundleId === undefined ? undefined : bundleId === null ? null : platformId,
    bundleId,
    position: input.position,
  };
  if (!hasChanges(values)) return ruleById(db, platformId, ruleId);
  await checkRuleRefs(db, platformId, { requirementId, bundleId });
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(environmentRules)
      .set(values)
      .where(and(eq(environmentRules.environmentId, environmentId), eq(environmentRules.id, ruleId)))
      .returning({ id: environmentRules.id });
    if (!updated) throw new AppError("not_found");
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "environment_rule.updated",
      subjectId: ruleId,
      data: { environmentId },
    });
  });
  return ruleById(db, platformId, ruleId);
}
