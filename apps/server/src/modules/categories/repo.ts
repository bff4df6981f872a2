import { categories, type Db } from "@q2c/db";
import { AppError, type TCategory, toYesNo } from "@q2c/domain";
import { asc, eq } from "drizzle-orm";

export type CategoryRow = typeof categories.$inferSelect;

/** The whole tree: shared reference data of the platform, a few hundred rows at most. */
export const allCategories = (db: Db): Promise<CategoryRow[]> =>
  db.select().from(categories).orderBy(asc(categories.position), asc(categories.name), asc(categories.id));

export async function findCategory(db: Db, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new AppError("not_found");
  return row;
}

export function toCategory(row: CategoryRow, byId: Map<string, CategoryRow>): TCategory {
  const parent = row.parentId ? byId.get(row.parentId) : undefined;
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    parent: parent ? { id: parent.id, name: parent.name } : null,
    showInMenu: toYesNo(row.showInMenu),
    rootKind: row.rootKind,
    position: row.position,
  };
}

/** A parent must exist and must not be the category itself or one beneath it (no cycles). */
export async function assertValidParent(db: Db, parentId: string, categoryId?: string): Promise<void> {
  const all = await allCategories(db);
  const byId = new Map(all.map((c) => [c.id, c]));
  const bad = (message: string) => new AppError("bad_request", { fields: { parentId: message } });
  if (!byId.has(parentId)) throw bad("This category does not exist.");
  for (let at: string | null | undefined = parentId; at; at = byId.get(at)?.parentId) {
    if (at === categoryId) throw bad("A category cannot sit beneath itself.");
  }
}
