import { categories } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { findCategory } from "./repo.ts";

/**
 * Deletes a category (platform owner). Refused with 409 while categories sit beneath it, and for the
 * root categories, whose fixed ids environment configuration names (foundation §9).
 */
export async function deleteCategory(deps: Deps, id: string): Promise<{ id: string }> {
  const { db } = deps;
  const category = await findCategory(db, id);
  if (category.rootKind) throw new AppError("category_is_root");
  await db.transaction(async (tx) => {
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1);
    if (child) throw new AppError("category_has_children");
    await tx.delete(categories).where(eq(categories.id, id));
  });
  return { id };
}
