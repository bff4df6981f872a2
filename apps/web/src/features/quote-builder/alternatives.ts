import type { TProjectBundleProduct, TProjectLine } from "@q2c/domain";
import type { LinePatch } from "./draft-model.ts";

/**
 * Good / better / best groups of a bundle product (issue #4 §4). The patches name `chosen` for every
 * line they touch, so the draft shows at once what the server's choice rules (settle-choices.ts) settle
 * to: exactly one chosen line per group, the first one when the group is new.
 */

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** "Option A", or the next letter no group of the bundle product uses yet. */
export function nextGroupName(bp: TProjectBundleProduct): string {
  const used = new Set(bp.lines.map((l) => l.alternativeGroup).filter((g) => g !== null));
  for (const letter of LETTERS) if (!used.has(`Option ${letter}`)) return `Option ${letter}`;
  return `Option ${used.size + 1}`;
}

/** The one bundle product all the lines belong to, or null (several, or fewer than two lines). */
export function groupableBundle(
  bundleProducts: readonly TProjectBundleProduct[],
  lines: readonly TProjectLine[],
): TProjectBundleProduct | null {
  if (lines.length < 2) return null;
  const ids = new Set(lines.map((l) => l.bundleProductId));
  if (ids.size !== 1) return null;
  return bundleProducts.find((bp) => ids.has(bp.id)) ?? null;
}

/** After lines leave groups, each group left without a choice falls back to its first line. */
function fallbackChoices(lines: readonly TProjectLine[], patches: Map<string, LinePatch>): void {
  const after = lines.map((l) => ({ ...l, ...patches.get(l.id) }));
  const groups = new Set(after.map((l) => l.alternativeGroup).filter((g) => g !== null));
  for (const group of groups) {
    const members = after.filter((l) => l.alternativeGroup === group);
    const first = members[0];
    if (first && !members.some((l) => l.chosen))
      patches.set(first.id, { ...patches.get(first.id), chosen: true });
  }
}

/**
 * Puts the lines (ids of `bp`'s lines) into `group`: an alternative is not optional; the group's
 * chosen line stays chosen, else the first of them (in the grid's order) becomes the choice.
 */
export function groupPatches(
  bp: TProjectBundleProduct,
  ids: readonly string[],
  group: string,
): Map<string, LinePatch> {
  const joining = new Set(ids);
  const members = bp.lines.filter((l) => joining.has(l.id));
  const keepsChoice = bp.lines.some((l) => !joining.has(l.id) && l.alternativeGroup === group && l.chosen);
  const patches = new Map<string, LinePatch>(
    members.map((l, i) => [
      l.id,
      { alternativeGroup: group, optional: false, chosen: !keepsChoice && i === 0 },
    ]),
  );
  fallbackChoices(bp.lines, patches);
  return patches;
}

/** Takes the lines out of their groups: each is then required (chosen) unless it is optional. */
export function ungroupPatches(bp: TProjectBundleProduct, ids: readonly string[]): Map<string, LinePatch> {
  const leaving = new Set(ids);
  const patches = new Map<string, LinePatch>(
    bp.lines
      .filter((l) => leaving.has(l.id) && l.alternativeGroup !== null)
      .map((l) => [l.id, { alternativeGroup: null, chosen: l.optional ? l.chosen : true }]),
  );
  fallbackChoices(bp.lines, patches);
  return patches;
}

/** The bundle products that deleting `ids` would leave without a line. */
export function emptiedBundles(
  bundleProducts: readonly TProjectBundleProduct[],
  ids: readonly string[],
): TProjectBundleProduct[] {
  const gone = new Set(ids);
  return bundleProducts.filter((bp) => bp.lines.length > 0 && bp.lines.every((l) => gone.has(l.id)));
}
