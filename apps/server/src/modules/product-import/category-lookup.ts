import { categories, type Db } from "@q2c/db";
import { CATEGORY_PATH_SEPARATOR, PRODUCT_IMPORT_MESSAGES } from "@q2c/domain";

export type CategoryAnswer = { id: string } | { error: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fold = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Reads the category tree once (reference data of a few hundred rows) and answers a CSV cell's category:
 * an id, a name ("Wireless") or a path ("Products > Wireless", or its tail "Networking > Switches").
 * Names compare without case or extra spaces. A value that fits no category, or more than one, is an
 * error naming the value (and, when ambiguous, the full paths that fit).
 */
export async function categoryLookup(db: Db): Promise<(value: string) => CategoryAnswer> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (id: string): string[] => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (
      let at = byId.get(id);
      at && !seen.has(at.id);
      at = at.parentId ? byId.get(at.parentId) : undefined
    ) {
      seen.add(at.id);
      names.unshift(at.name);
    }
    return names;
  };
  const paths = rows.map((r) => ({ id: r.id, names: pathOf(r.id), folded: pathOf(r.id).map(fold) }));

  return (value: string) => {
    const trimmed = value.trim();
    if (UUID.test(trimmed)) {
      const id = trimmed.toLowerCase();
      return byId.has(id) ? { id } : { error: PRODUCT_IMPORT_MESSAGES.unknownCategoryId(trimmed) };
    }
    const wanted = trimmed.split(CATEGORY_PATH_SEPARATOR).map(fold);
    if (wanted.some((part) => part === ""))
      return { error: PRODUCT_IMPORT_MESSAGES.unknownCategory(trimmed) };
    const fits = paths.filter(
      (p) =>
        p.folded.length >= wanted.length &&
        wanted.every((w, i) => p.folded[p.folded.length - wanted.length + i] === w),
    );
    const [only, ...others] = fits;
    if (!only) return { error: PRODUCT_IMPORT_MESSAGES.unknownCategory(trimmed) };
    if (others.length > 0) {
      const named = fits.map((p) => p.names.join(` ${CATEGORY_PATH_SEPARATOR} `));
      return { error: PRODUCT_IMPORT_MESSAGES.ambiguousCategory(trimmed, named) };
    }
    return { id: only.id };
  };
}
