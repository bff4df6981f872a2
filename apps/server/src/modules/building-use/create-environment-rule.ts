import { environmentRules, uuidv7 } from "@q2c/db";
import { AppError, type TCreateEnvironmentRuleRequest, type TEnvironmentRule } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { checkRuleRefs, findEnvironment, ruleById } from "./repo.ts";

/** Adds a sizing rule to a building use (platform owner); its bundle must be a platform bundle. */
export async function createEnvironmentRule(
  deps: Deps,
  principal: Principal,
  environmentId: string,
  input: TCreateEnvironmentRuleRequest,
): Promise<TEnvironmentRule> {
  const { db } = deps;
  const platformId = deps.config.platformAccountId;
  await findEnvironment(db, environmentId);
  await checkRuleRefs(db, platformId, input);
  const id = uuidv7();
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(environmentRules)
      .values({
        id,
        environmentId,
        name: input.name,
        basis: input.basis,
        perUnits: input.perUnits ?? "1",
        quantity: input.quantity ?? "1",
        requirementId: input.requirementId ?? null,
        bundleTenantId: input.bundleId ? platformId : null,
        bundleId: input.bundleId ?? null,
        position: input.position ?? 0,
      })
      .returning({ id: environmentRules.id });
    if (!created) throw new AppError("internal");
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      actorUserId: principal.userId,
      type: "environment_rule.created",
      subjectId: id,
      data: { environmentId, name: input.name },
    });
  });
  return ruleById(db, platformId, id);
}
