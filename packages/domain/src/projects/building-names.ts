/**
 * Two buildings of one location may not share a name (issue #16 §2): names compare trimmed and without
 * regard to case, so "HQ" and " hq " are the same building to a reader.
 */
export const buildingNameKey = (name: string): string => name.trim().toLowerCase();

/**
 * Indexes into `items` of the buildings that share a name with another of the same location, where the
 * error belongs: on the later one of two new names, or on the new or renamed one beside a building that
 * kept its name. Buildings that already shared a name before the rule and keep it (`unchanged`) are
 * left alone, so an edit of something else does not fail on old data. `locationOf` groups them.
 */
export function duplicateBuildingNames<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  locationOf: (item: T) => string = () => "",
  unchanged: (item: T) => boolean = () => false,
): number[] {
  const groups = new Map<string, number[]>();
  items.forEach((item, i) => {
    const key = `${locationOf(item)}\u0000${buildingNameKey(nameOf(item))}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const flagged: number[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const changed = group.filter((i) => !unchanged(items[i] as T));
    flagged.push(...(changed.length < group.length ? changed : changed.slice(1)));
  }
  return flagged.sort((a, b) => a - b);
}

/**
 * Names made unique within one location by numbering the repeats ("Office", "Office (2)"): for copies
 * of data written before the rule, which must not fail the copy.
 */
export function uniqueBuildingNames(names: readonly string[]): string[] {
  const taken = new Set(names.map(buildingNameKey));
  const seen = new Set<string>();
  return names.map((name) => {
    const trimmed = name.trim();
    if (!seen.has(buildingNameKey(trimmed))) {
      seen.add(buildingNameKey(trimmed));
      return trimmed;
    }
    let n = 2;
    while (taken.has(buildingNameKey(`${trimmed} (${n})`)) || seen.has(buildingNameKey(`${trimmed} (${n})`)))
      n++;
    const renamed = `${trimmed} (${n})`;
    seen.add(buildingNameKey(renamed));
    return renamed;
  });
}

/**
 * The buildings a quote's site starts with when it is made from a customer's service address (issue
 * #16 §2). On the address, floors and buildings are two lists side by side (a floor names no building):
 * each building of the address becomes one of the site, same name, same order (repeats numbered); an
 * address with floors and no building is one building, named after the address; one with neither
 * brings none.
 */
export function buildingsOfAddress(address: {
  name: string;
  buildings: readonly string[];
  floorCount: number;
}): string[] {
  if (address.buildings.length > 0) return uniqueBuildingNames(address.buildings);
  return address.floorCount > 0 ? [address.name.trim()] : [];
}
