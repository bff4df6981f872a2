import { categories } from "@q2c/db";
import { AppError, type TCategory, type TUpdateCategoryRequest } from "@q2c/domain";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { assertValidParent, findCategory, toCategory } from "./repo.ts";

/** Renames, moves, shows or hides a category (platform owner); moving beneath itself is refused. */
export async function updateCategory(
  deps: Deps,
  id: string,
  input: TUpdateCategoryRequest,
): Promise<TCategory> {
  const { db } = deps;
  const current = await findCategory(db, id);
  const toRoot = input.nullFields?.includes("parentId") === true;
  if (input.parentId && !toRoot) await assertValidParent(db, input.parentId, id);
  const [row] = await db
    .update(categories)
    .set({
      name: input.name ?? current.name,
      parentId: toRoot ? null : (input.parentId ?? current.parentId),
      showInMenu: input.showInMenu === undefined ? current.showInMenu : input.showInMenu === "yes",
      position: input.position ?? current.position,
    })
    .where(eq(categories.id, id))
    .returning();
  if (!row) throw new AppError("not_found");
  const parent = row.parentId ? await findCategory(db, row.parentId) : undefined;
  return toCategory(row, new Map(parent ? [[parent.id, parent]] : []));
}
