import type { TCategory } from "@q2c/domain";
import { buildTree, type CategoryNode } from "../categories/category-tree-model.ts";

/**
 * The categories that may take a price, in tree order and indented by depth. A category that already
 * has one is left out, but its children stay (each category is priced on its own); `keep` is the row
 * being edited, whose own category stays choosable.
 */
export function categoryOptions(
  categories: readonly TCategory[],
  priced: ReadonlySet<string>,
  keep: string | null = null,
): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  const walk = (nodes: CategoryNode[]) => {
    for (const node of nodes) {
      const { id, name } = node.category;
      if (!priced.has(id) || id === keep)
        options.push({ value: id, label: `${"— ".repeat(node.depth)}${name}` });
      walk(node.children);
    }
  };
  walk(buildTree(categories));
  return options;
}
