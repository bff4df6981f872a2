import { bundleTypes, categories, type Db } from "@q2c/db";
import { AppError, BUNDLE_MESSAGES, MESSAGES, type TBundleType } from "@q2c/domain";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { assertCatalogueWritable, catalogueWhere, ownershipOf } from "../../lib/tenancy.ts";

export type BundleTypeRow = typeof bundleTypes.$inferSelect;

export const toBundleType = (row: BundleTypeRow, platformId: string): TBundleType => ({
  id: row.id,
  ownership: ownershipOf(row.tenantId, platformId),
  name: row.name,
  categoryId: row.categoryId,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
});

/** A bundle type the caller may change: 404 when unreadable, 403 when it is the platform's and the caller an MSP. */
export async function findWritableBundleType(
  db: Db,
  principal: Principal,
  platformId: string,
  id: string,
): Promise<BundleTypeRow> {
  const [row] = await db
    .select()
    .from(bundleTypes)
    .where(and(eq(bundleTypes.id, id), catalogueWhere(principal, platformId, bundleTypes.tenantId)));
  if (!row) throw new AppError("not_found");
  assertCatalogueWritable(principal, row.tenantId);
  return row;
}

/** Names are unique within a tenant, ignoring case; `exceptId` is the type being renamed. */
export async function checkBundleTypeInput(
  db: Db,
  tenantId: string,
  input: { name?: string | undefined; categoryId?: string | null | undefined },
  exceptId?: string,
): Promise<void> {
  const fields: Record<string, string> = {};
  if (input.name !== undefined) {
    const [clash] = await db
      .select({ id: bundleTypes.id })
      .from(bundleTypes)
      .where(
        and(
          eq(bundleTypes.tenantId, tenantId),
          eq(sql`lower(${bundleTypes.name})`, input.name.toLowerCase()),
          exceptId ? ne(bundleTypes.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (clash) fields.name = BUNDLE_MESSAGES.bundleTypeNameTaken;
  }
  if (input.categoryId) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!category) fields.categoryId = MESSAGES.unknownCategory;
  }
  if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
}
