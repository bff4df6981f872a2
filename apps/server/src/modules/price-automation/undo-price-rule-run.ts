import { priceRuleRunItems, priceRuleRuns, products } from "@q2c/db";
import { AppError, PRICE_AUTOMATION_MESSAGES, type TUndoPriceRuleRunResponse } from "@q2c/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { ownTenant } from "./repo.ts";

const alreadyUndone = () =>
  new AppError("bad_request", { message: PRICE_AUTOMATION_MESSAGES.runAlreadyUndone });

/**
 * Puts back the old price and price method of every product of a run, in one transaction, but only
 * where the price is still the one the run set: a product edited since (or priced again by a later run)
 * keeps its newer price, and so does one deleted since; both count as kept.
 */
export async function undoPriceRuleRun(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<TUndoPriceRuleRunResponse> {
  return deps.db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(priceRuleRuns)
      .where(and(ownTenant(principal, priceRuleRuns.tenantId), eq(priceRuleRuns.id, id)));
    if (!run) throw new AppError("not_found");
    if (run.undoneAt) throw alreadyUndone();
    // Marking first, on the condition it is still open, makes a second undo racing this one fail.
    const [marked] = await tx
      .update(priceRuleRuns)
      .set({ undoneAt: new Date() })
      .where(
        and(
          eq(priceRuleRuns.tenantId, run.tenantId),
          eq(priceRuleRuns.id, run.id),
          isNull(priceRuleRuns.undoneAt),
        ),
      )
      .returning({ id: priceRuleRuns.id });
    if (!marked) throw alreadyUndone();
    const restored = await tx
      .update(products)
      .set({
        price: sql`${priceRuleRunItems.oldPrice}`,
        priceMethod: sql`${priceRuleRunItems.oldPriceMethod}`,
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
      })
      .from(priceRuleRunItems)
      .where(
        and(
          eq(priceRuleRunItems.tenantId, run.tenantId),
          eq(priceRuleRunItems.runId, run.id),
          eq(products.tenantId, priceRuleRunItems.tenantId),
          eq(products.id, priceRuleRunItems.productId),
          eq(products.price, priceRuleRunItems.newPrice),
        ),
      )
      .returning({ id: products.id });
    const result = { restored: restored.length, keptBecauseEdited: run.productCount - restored.length };
    await recordAudit(tx, {
      tenantId: run.tenantId,
      actorUserId: principal.userId,
      type: "priceRules.undone",
      subjectId: run.id,
      data: result,
    });
    return result;
  });
}
