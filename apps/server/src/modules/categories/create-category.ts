import { categories, uuidv7 } from "@q2c/db";
import { AppError, type TCategory, type TCreateCategoryRequest } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { assertValidParent, findCategory, toCategory } from "./repo.ts";

/** Adds a category to the platform tree (platform owner). */
export async function createCategory(deps: Deps, input: TCreateCategoryRequest): Promise<TCategory> {
  const { db } = deps;
  if (input.parentId) await assertValidParent(db, input.parentId);
  const [row] = await db
    .insert(categories)
    .values({
      id: uuidv7(),
      parentId: input.parentId ?? null,
      name: input.name,
      showInMenu: input.showInMenu !== "no",
      position: input.position ?? 0,
    })
    .returning();
  if (!row) throw new AppError("internal");
  const parent = row.parentId ? await findCategory(db, row.parentId) : undefined;
  return toCategory(row, new Map(parent ? [[parent.id, parent]] : []));
}
