import { priceRuleRunItems, priceRuleRuns, products, uuidv7 } from "@q2c/db";
import {
  AppError,
  PRICE_AUTOMATION_MESSAGES,
  type TApplyPriceRulesRequest,
  type TPriceRuleRunApplied,
} from "@q2c/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { computePriceChanges } from "./compute-price-changes.ts";

/** Rows per statement: well under PostgreSQL's parameter limit, few round trips for a big catalogue. */
const CHUNK = 500;

const changed = () => new AppError("conflict", { message: PRICE_AUTOMATION_MESSAGES.catalogueChanged });

/**
 * Applies the rules in one transaction: the same set the preview shows is computed again inside it,
 * each product gets its new price and the price method "Automation", and the run keeps every old price
 * and price method so that it can be undone. When the caller's preview counted a different number of
 * changes (expectedCount), or a product changes under the run, nothing is written (409).
 */
export async function applyPriceRules(
  deps: Deps,
  principal: Principal,
  input: TApplyPriceRulesRequest,
): Promise<TPriceRuleRunApplied> {
  return deps.db.transaction(async (tx) => {
    const plan = await computePriceChanges(tx, principal, input.includeManual);
    const count = plan.changes.length;
    if (input.expectedCount !== undefined && input.expectedCount !== count) {
      throw new AppError("conflict", {
        message: PRICE_AUTOMATION_MESSAGES.catalogueChanged,
        details: { productCount: count },
      });
    }
    if (count === 0) throw new AppError("bad_request", { message: PRICE_AUTOMATION_MESSAGES.nothingToApply });
    const [run] = await tx
      .insert(priceRuleRuns)
      .values({
        tenantId: principal.tenantId,
        id: uuidv7(),
        actorUserId: principal.userId,
        productCount: count,
      })
      .returning();
    if (!run) throw new AppError("internal");
    for (let i = 0; i < count; i += CHUNK) {
      const chunk = plan.changes.slice(i, i + CHUNK);
      const newPrice = sql`case ${products.id} ${sql.join(
        chunk.map((c) => sql`when ${c.product.id}::uuid then ${c.newPrice}::numeric`),
        sql` `,
      )} end`;
      // The version each product had when computed: a concurrent edit makes the run fail, not clobber it.
      const asComputed = sql`(${products.id}, ${products.version}) in (${sql.join(
        chunk.map((c) => sql`(${c.product.id}::uuid, ${c.product.version}::int)`),
        sql`, `,
      )})`;
      const updated = await tx
        .update(products)
        .set({
          price: newPrice,
          priceMethod: "Automation",
          version: sql`${products.version} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(products.tenantId, principal.tenantId),
            inArray(
              products.id,
              chunk.map((c) => c.product.id),
            ),
            asComputed,
          ),
        )
        .returning({ id: products.id });
      if (updated.length !== chunk.length) throw changed();
      await tx.insert(priceRuleRunItems).values(
        chunk.map((c) => ({
          tenantId: run.tenantId,
          runId: run.id,
          productId: c.product.id,
          oldPrice: c.product.price,
          oldPriceMethod: c.product.priceMethod,
          newPrice: c.newPrice,
        })),
      );
    }
    await recordAudit(tx, {
      tenantId: run.tenantId,
      actorUserId: principal.userId,
      type: "priceRules.applied",
      subjectId: run.id,
      data: { productCount: count, includeManual: input.includeManual },
    });
    return { id: run.id, productCount: run.productCount, appliedAt: run.appliedAt.toISOString() };
  });
}
