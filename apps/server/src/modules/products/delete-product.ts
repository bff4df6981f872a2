import { bundleItems, products, servicePrices, serviceTargetCompletions } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findWritableProduct, type ProductTarget } from "./repo.ts";

/**
 * Deletes a product the caller may write. Its service prices and target completions, and the bundle
 * items that name it, point at it by plain id (no foreign key, since bundles may hold another tenant's
 * product), so they go in the same transaction rather than being left pointing at nothing.
 */
export async function deleteProduct(
  deps: Deps,
  principal: Principal,
  id: string,
  target: ProductTarget = {},
): Promise<{ id: string }> {
  const { db } = deps;
  const row = await findWritableProduct(db, principal, deps.config.platformAccountId, id, target);
  await db.transaction(async (tx) => {
    await tx
      .delete(servicePrices)
      .where(and(eq(servicePrices.tenantId, row.tenantId), eq(servicePrices.productId, row.id)));
    await tx
      .delete(serviceTargetCompletions)
      .where(
        and(
          eq(serviceTargetCompletions.tenantId, row.tenantId),
          eq(serviceTargetCompletions.productId, row.id),
        ),
      );
    await tx
      .delete(bundleItems)
      .where(and(eq(bundleItems.productTenantId, row.tenantId), eq(bundleItems.productId, row.id)));
    await tx.delete(products).where(and(eq(products.tenantId, row.tenantId), eq(products.id, row.id)));
    await recordAudit(tx, {
      tenantId: row.tenantId,
      actorUserId: principal.userId,
      type: "product.deleted",
      subjectId: row.id,
      data: { name: row.name, kind: row.kind },
    });
  });
  return { id: row.id };
}
