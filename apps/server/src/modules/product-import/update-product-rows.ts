import { auditEvents, type Db, products, uuidv7 } from "@q2c/db";
import { PRODUCT_IMPORT_MESSAGES, type TImportRowReport } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ProductRow } from "../products/repo.ts";
import { isDataError } from "./insert-product-rows.ts";
import type { RowChanges } from "./row-changes.ts";

export interface PlannedUpdate {
  row: number;
  current: ProductRow;
  changes: RowChanges;
}

/**
 * Writes the planned updates, each in its own savepoint and only over the version it was planned on (as
 * PUT /products/:id does): a product changed by someone else since (between the plan and this write, or
 * since the export when the file carries versions) is reported, not overwritten. One audit event per
 * updated product, as updateProduct records, marked as coming from an import.
 */
export async function updateProductRows(
  tx: Db,
  by: { userId: string },
  updates: readonly PlannedUpdate[],
  importId: string,
  log: FastifyBaseLogger,
): Promise<TImportRowReport[]> {
  const report: TImportRowReport[] = [];
  const written: PlannedUpdate[] = [];
  for (const u of updates) {
    try {
      const updated = await tx.transaction((savepoint) =>
        savepoint
          .update(products)
          .set({ ...u.changes, version: u.current.version + 1, updatedAt: new Date() })
          .where(
            and(
              eq(products.tenantId, u.current.tenantId),
              eq(products.id, u.current.id),
              eq(products.version, u.current.version),
            ),
          )
          .returning({ id: products.id }),
      );
      if (updated.length === 0) {
        report.push({
          row: u.row,
          status: "failed",
          errors: { id: PRODUCT_IMPORT_MESSAGES.changedMeanwhile },
        });
        continue;
      }
      written.push(u);
      report.push({ row: u.row, status: "updated", productId: u.current.id });
    } catch (err) {
      if (!isDataError(err)) throw err;
      log.warn({ err, importId, row: u.row }, "product import update refused by the database");
      report.push({ row: u.row, status: "failed", errors: { row: PRODUCT_IMPORT_MESSAGES.rowNotSaved } });
    }
  }
  if (written.length > 0) {
    await tx.insert(auditEvents).values(
      written.map((u) => ({
        tenantId: u.current.tenantId,
        id: uuidv7(),
        actorUserId: by.userId,
        type: "product.updated",
        subjectId: u.current.id,
        data: { fields: Object.keys(u.changes), source: "import" },
      })),
    );
  }
  return report;
}
