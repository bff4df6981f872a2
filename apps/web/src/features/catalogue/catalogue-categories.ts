import type { TCategory } from "@q2c/domain";

/** A category with its depth below the root it was listed from (for indented choices). */
export interface CategoryOption {
  id: string;
  name: string;
  depth: number;
}

const byPosition = (a: TCategory, b: TCategory) => a.position - b.position || a.name.localeCompare(b.name);

/** The root and everything below it, depth-first in menu order; empty when the root is unknown. */
export function subtreeOf(categories: readonly TCategory[], rootId: string): CategoryOption[] {
  const root = categories.find((c) => c.id === rootId);
  if (!root) return [];
  const children = new Map<string, TCategory[]>();
  for (const c of categories) {
    if (c.parentId === null) continue;
    const list = children.get(c.parentId) ?? [];
    list.push(c);
    children.set(c.parentId, list);
  }
  const out: CategoryOption[] = [];
  const seen = new Set<string>();
  const visit = (category: TCategory, depth: number) => {
    // A cycle in bad data must not hang the page.
    if (seen.has(category.id)) return;
    seen.add(category.id);
    out.push({ id: category.id, name: category.name, depth });
    for (const child of (children.get(category.id) ?? []).sort(byPosition)) visit(child, depth + 1);
  };
  visit(root, 0);
  return out;
}

/** The root category of this rootKind (e.g. "services", "support"). */
export const rootOfKind = (categories: readonly TCategory[], rootKind: string): TCategory | undefined =>
  categories.find((c) => c.parentId === null && c.rootKind === rootKind);

/** Select data: the subtree with its depth shown by indentation (the Select filters by label). */
export const categorySelectData = (options: readonly CategoryOption[]) =>
  options.map((o) => ({ value: o.id, label: `${"\u2003".repeat(o.depth)}${o.name}` }));

/** The root above a category (the category itself when it is one); undefined when unknown. */
export function rootIdOf(categories: readonly TCategory[], categoryId: string): string | undefined {
  const byId = new Map(categories.map((c) => [c.id, c]));
  let current = byId.get(categoryId);
  // Bounded walk: bad data with a cycle must not hang the page.
  for (let steps = 0; current && steps < 100; steps += 1) {
    if (current.parentId === null) return current.id;
    current = byId.get(current.parentId);
  }
  return undefined;
}
