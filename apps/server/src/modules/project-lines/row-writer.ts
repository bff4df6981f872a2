import { type Db, projectBundleProducts, projectLines } from "@q2c/db";
import { and, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { BundleProductRow, LineRow } from "../project-core/aggregate.ts";

// Set-based writes of a change: a bulk call of 2,000 lines is a few statements, not 2,000. Rows are
// sent in chunks so no statement exceeds PostgreSQL's 65,535 parameters (a line has about 25 columns).
const CHUNK = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** SET col = excluded.col for every column but the key and the ones that never change. */
function excludedSet(
  table: typeof projectLines | typeof projectBundleProducts,
  keep: readonly string[],
): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (keep.includes(key)) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

const FIXED = ["tenantId", "id", "projectId", "createdAt"] as const;
const lineSet = excludedSet(projectLines, FIXED);
const bundleProductSet = excludedSet(projectBundleProducts, FIXED);

const withoutCreatedAt = <T extends { createdAt?: Date }>({ createdAt: _, ...rest }: T) => rest;

export async function insertLines(tx: Db, rows: readonly LineRow[]): Promise<void> {
  for (const part of chunks(rows)) await tx.insert(projectLines).values(part.map(withoutCreatedAt));
}

/** Rewrites existing lines whole (one statement per chunk, whatever columns each row changed). */
export async function rewriteLines(tx: Db, rows: readonly LineRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await tx
      .insert(projectLines)
      .values(part.map(withoutCreatedAt))
      .onConflictDoUpdate({ target: [projectLines.tenantId, projectLines.id], set: lineSet });
  }
}

export async function deleteLines(
  tx: Db,
  project: { tenantId: string; id: string },
  ids: readonly string[],
): Promise<void> {
  for (const part of chunks(ids)) {
    await tx
      .delete(projectLines)
      .where(
        and(
          eq(projectLines.tenantId, project.tenantId),
          eq(projectLines.projectId, project.id),
          inArray(projectLines.id, part),
        ),
      );
  }
}

export async function insertBundleProducts(tx: Db, rows: readonly BundleProductRow[]): Promise<void> {
  for (const part of chunks(rows)) await tx.insert(projectBundleProducts).values(part.map(withoutCreatedAt));
}

export async function rewriteBundleProducts(tx: Db, rows: readonly BundleProductRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await tx
      .insert(projectBundleProducts)
      .values(part.map(withoutCreatedAt))
      .onConflictDoUpdate({
        target: [projectBundleProducts.tenantId, projectBundleProducts.id],
        set: bundleProductSet,
      });
  }
}

/** Deletes bundle products; their lines go with them (foreign key on delete cascade). */
export async function deleteBundleProducts(
  tx: Db,
  project: { tenantId: string; id: string },
  ids: readonly string[],
): Promise<void> {
  for (const part of chunks(ids)) {
    await tx
      .delete(projectBundleProducts)
      .where(
        and(
          eq(projectBundleProducts.tenantId, project.tenantId),
          eq(projectBundleProducts.projectId, project.id),
          inArray(projectBundleProducts.id, part),
        ),
      );
  }
}
