import { products } from "@q2c/db";
import { AppError, type TUpdateProductsStatusRequest } from "@q2c/domain";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { canWrite, readableProducts } from "./repo.ts";

/**
 * Domain §7 update-products-status: one status for many products, all or nothing. An id the caller
 * cannot see answers 404 and one it may read but not write (a platform row, for an MSP) 403, before
 * anything is written. `updated` counts the products whose status changed; the others keep their
 * version, so an open edit form does not go stale for nothing.
 */
export async function updateProductsStatus(
  deps: Deps,
  principal: Principal,
  input: TUpdateProductsStatusRequest,
): Promise<{ updated: number }> {
  const { db } = deps;
  const ids = [...new Set(input.ids)];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), readableProducts(principal, deps.config.platformAccountId)));
  if (rows.length < ids.length) throw new AppError("not_found");
  if (rows.some((row) => !canWrite(principal, row))) throw new AppError("forbidden");
  const tenants = [...new Set(rows.map((row) => row.tenantId))];
  return db.transaction(async (tx) => {
    let updated = 0;
    for (const tenantId of tenants) {
      const changed = await tx
        .update(products)
        .set({ status: input.status, version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(products.tenantId, tenantId),
            inArray(
              products.id,
              rows.filter((row) => row.tenantId === tenantId).map((row) => row.id),
            ),
            ne(products.status, input.status),
          ),
        )
        .returning({ id: products.id });
      for (const { id } of changed) {
        await recordAudit(tx, {
          tenantId,
          actorUserId: principal.userId,
          type: "product.status_changed",
          subjectId: id,
          data: { status: input.status },
        });
      }
      updated += changed.length;
    }
    return { updated };
  });
}
