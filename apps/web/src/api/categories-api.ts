import type { MenuCategory } from "@q2c/domain";
import { api } from "./client.ts";

export interface Category extends MenuCategory {
  parent: Category | null;
}

/** Foundation §7: only categories shown in the menu are kept, and each gets its parent set. */
export function menuCategories(answer: unknown): Category[] {
  const list = Array.isArray(answer) ? answer : ((answer as { data?: unknown } | null)?.data ?? []);
  if (!Array.isArray(list)) return [];
  const kept: Category[] = list
    .filter(
      (c): c is MenuCategory =>
        typeof c === "object" && c !== null && (c as MenuCategory).showInMenu === "yes",
    )
    .map((c) => ({
      id: c.id,
      parentId: c.parentId ?? null,
      name: c.name,
      showInMenu: c.showInMenu,
      parent: null,
    }));
  const byId = new Map(kept.map((c) => [c.id, c]));
  for (const category of kept) category.parent = byId.get(category.parentId ?? "") ?? null;
  return kept;
}

export const categoriesApi = {
  menu: () => api.get<unknown>("/categories", { ignore403: true }).then(menuCategories),
};
