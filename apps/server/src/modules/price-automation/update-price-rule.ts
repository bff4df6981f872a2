import { priceRules } from "@q2c/db";
import {
  AppError,
  type PriceRuleMethod,
  type PriceRuleShape,
  type PriceRuleTarget,
  type TPriceRule,
  type TUpdatePriceRuleRequest,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertRuleValid, findPriceRule, targetReferences, toPriceRule } from "./repo.ts";

/**
 * Changes a rule of the caller's. The fields sent are checked together with the stored ones (a switch
 * to target margin must bring a percent below 100 or find one stored); a stale version answers 409 with
 * the current one and writes nothing.
 */
export async function updatePriceRule(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdatePriceRuleRequest,
): Promise<TPriceRule> {
  const { db } = deps;
  const current = await findPriceRule(db, principal, id);
  const merged: PriceRuleShape = {
    target: input.target ?? (current.target as PriceRuleTarget),
    categoryId: input.categoryId !== undefined ? input.categoryId : current.categoryId,
    manufacturerId: input.manufacturerId !== undefined ? input.manufacturerId : current.manufacturerId,
    method: input.method ?? (current.method as PriceRuleMethod),
    percent: input.percent ?? current.percent,
  };
  await assertRuleValid(db, merged);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(priceRules)
      .set({
        // Fields not sent are undefined, which leaves their columns as they are.
        name: input.name,
        target: input.target,
        method: input.method,
        percent: input.percent,
        rounding: input.rounding,
        position: input.position,
        active: input.active,
        ...targetReferences(merged),
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(priceRules.tenantId, current.tenantId),
          eq(priceRules.id, current.id),
          eq(priceRules.version, input.version),
        ),
      )
      .returning();
    if (!updated) throw new AppError("conflict", { details: { version: current.version } });
    const { version: _version, ...sent } = input;
    await recordAudit(tx, {
      tenantId: updated.tenantId,
      actorUserId: principal.userId,
      type: "priceRule.updated",
      subjectId: updated.id,
      data: { fields: Object.keys(sent).filter((k) => sent[k as keyof typeof sent] !== undefined) },
    });
    return updated;
  });
  return toPriceRule(db, row);
}
