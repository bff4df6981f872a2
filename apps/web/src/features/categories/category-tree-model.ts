import type { TCategory } from "@q2c/domain";

export interface CategoryNode {
  category: TCategory;
  children: CategoryNode[];
  depth: number;
}

const byPosition = (a: TCategory, b: TCategory) => a.position - b.position || a.name.localeCompare(b.name);

/** Nests the flat list by parentId; a category whose parent is missing shows as a root. */
export function buildTree(categories: readonly TCategory[]): CategoryNode[] {
  const ids = new Set(categories.map((c) => c.id));
  const childrenOf = new Map<string | null, TCategory[]>();
  for (const c of categories) {
    const parent = c.parentId !== null && ids.has(c.parentId) ? c.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), c]);
  }
  const seen = new Set<string>();
  const nodes = (parent: string | null, depth: number): CategoryNode[] =>
    (childrenOf.get(parent) ?? [])
      .sort(byPosition)
      .filter((c) => !seen.has(c.id) && seen.add(c.id))
      .map((category) => ({ category, depth, children: nodes(category.id, depth + 1) }));
  return nodes(null, 0);
}

/** The category and everything beneath it: places it cannot be moved to. */
export function subtreeIds(categories: readonly TCategory[], id: string): Set<string> {
  const result = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parentId !== null && result.has(c.parentId) && !result.has(c.id)) {
        result.add(c.id);
        grew = true;
      }
    }
  }
  return result;
}

/** Parent choices: every category outside `excluded`, indented by depth in tree order. */
export function parentOptions(categories: readonly TCategory[], excluded: ReadonlySet<string>) {
  const options: { value: string; label: string }[] = [];
  const walk = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      if (excluded.has(node.category.id)) continue;
      options.push({ value: node.category.id, label: `${"— ".repeat(node.depth)}${node.category.name}` });
      walk(node.children);
    }
  };
  walk(buildTree(categories));
  return options;
}
