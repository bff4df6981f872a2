import type { MenuCategory, TCategory, TCreateCategoryRequest } from "@q2c/domain";
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

/** PUT /categories/:id; parentId null makes the category a root (sent as nullFields). */
export interface UpdateCategoryBody {
  name?: string;
  parentId?: string | null;
  showInMenu?: "yes" | "no";
  position?: number;
}

const categoryPath = (id: string) => `/categories/${encodeURIComponent(id)}`;

export const categoriesApi = {
  menu: () => api.get<unknown>("/categories", { ignore403: true }).then(menuCategories),
  /** The whole tree for the category editor; hidden ones too for the platform owner. */
  all: (includeHidden: boolean) =>
    api
      .get<{ data: TCategory[] }>("/categories", { query: { includeHidden: includeHidden || undefined } })
      .then((answer) => answer.data),
  create: (body: TCreateCategoryRequest) => api.post<TCategory>("/categories", body),
  update: (id: string, body: UpdateCategoryBody) => api.put<TCategory>(categoryPath(id), body),
  remove: (id: string) => api.delete<{ id: string }>(categoryPath(id)),
};
