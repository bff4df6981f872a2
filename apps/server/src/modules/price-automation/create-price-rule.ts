import { priceRules, uuidv7 } from "@q2c/db";
import { AppError, type TCreatePriceRuleRequest, type TPriceRule } from "@q2c/domain";
import { eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertRuleValid, targetReferences, toPriceRule } from "./repo.ts";

/** Adds a rule to the caller's tenant; without a position it goes after every other rule. */
export async function createPriceRule(
  deps: Deps,
  principal: Principal,
  input: TCreatePriceRuleRequest,
): Promise<TPriceRule> {
  const { db } = deps;
  await assertRuleValid(db, input);
  const row = await db.transaction(async (tx) => {
    let position = input.position;
    if (position === undefined) {
      const [last] = await tx
        .select({ max: sql<number | null>`max(${priceRules.position})` })
        .from(priceRules)
        .where(eq(priceRules.tenantId, principal.tenantId));
      position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    }
    const [inserted] = await tx
      .insert(priceRules)
      .values({
        tenantId: principal.tenantId,
        id: uuidv7(),
        name: input.name,
        target: input.target,
        ...targetReferences(input),
        method: input.method,
        percent: input.percent,
        rounding: input.rounding ?? "none",
        position,
        active: input.active ?? true,
      })
      .returning();
    if (!inserted) throw new AppError("internal");
    await recordAudit(tx, {
      tenantId: inserted.tenantId,
      actorUserId: principal.userId,
      type: "priceRule.created",
      subjectId: inserted.id,
      data: {
        name: inserted.name,
        target: inserted.target,
        method: inserted.method,
        percent: inserted.percent,
      },
    });
    return inserted;
  });
  return toPriceRule(db, row);
}
