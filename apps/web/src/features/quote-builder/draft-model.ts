import {
  isTermMonths,
  type QuotePricingLine,
  type QuotePricingProject,
  type TProject,
  type TProjectBuilding,
  type TProjectBundleProduct,
  type TProjectLine,
  type TProjectLocation,
} from "@q2c/domain";

// The builder's draft: the quote as last read, with the user's changes not yet confirmed laid on top.
// Every change is a pure function of the quote (idempotent, so applying it again to a quote that
// already holds it changes nothing), which lets the store re-apply pending changes to each new read.

/** The line fields the builder edits in place. */
export type LinePatch = Partial<
  Pick<TProjectLine, "quantity" | "price" | "discount" | "optional" | "chosen" | "alternativeGroup">
>;
export type ProjectPatch = Partial<
  Pick<
    TProject,
    | "dealName"
    | "termMonths"
    | "pricesLocked"
    | "archived"
    | "partnerId"
    | "stage"
    | "status"
    | "declineReason"
    | "declinedAt"
    | "ownerUserId"
    | "contactUserId"
    | "quoteDate"
    | "validUntil"
    | "paymentTerms"
    | "customerNotes"
  >
>;
export type DraftChange = (project: TProject) => TProject;

type BundleProductMap = (bp: TProjectBundleProduct) => TProjectBundleProduct;
type BuildingMap = (building: TProjectBuilding) => TProjectBuilding;

/** Maps the buildings of every location, keeping the objects of those that do not change. */
function mapBuildings(project: TProject, map: BuildingMap): TProject {
  const locations = project.locations ?? [];
  let changed = false;
  const next = locations.map((location) => {
    const buildings = location.buildings.map(map);
    if (buildings.every((b, i) => b === location.buildings[i])) return location;
    changed = true;
    return { ...location, buildings };
  });
  return changed ? { ...project, locations: next } : project;
}

function mapBundleProducts(project: TProject, map: BundleProductMap): TProject {
  return mapBuildings(project, (building) => {
    const list = building.bundleProducts ?? [];
    const next = list.map(map);
    return next.every((bp, i) => bp === list[i]) ? building : { ...building, bundleProducts: next };
  });
}

/** Sets fields of lines (by id); lines not named keep their objects. */
export const patchLines =
  (patches: ReadonlyMap<string, LinePatch>): DraftChange =>
  (project) =>
    patches.size === 0
      ? project
      : mapBundleProducts(project, (bp) => {
          if (!bp.lines.some((line) => patches.has(line.id))) return bp;
          return {
            ...bp,
            lines: bp.lines.map((line) => {
              const patch = patches.get(line.id);
              return patch ? { ...line, ...patch } : line;
            }),
          };
        });

export const patchProject =
  (patch: ProjectPatch): DraftChange =>
  (project) => ({ ...project, ...patch });

export const removeLines =
  (ids: ReadonlySet<string>): DraftChange =>
  (project) =>
    mapBundleProducts(project, (bp) =>
      bp.lines.some((line) => ids.has(line.id))
        ? { ...bp, lines: bp.lines.filter((line) => !ids.has(line.id)) }
        : bp,
    );

export const removeBundleProducts =
  (ids: ReadonlySet<string>): DraftChange =>
  (project) =>
    mapBuildings(project, (building) => {
      const list = building.bundleProducts ?? [];
      return list.some((bp) => ids.has(bp.id))
        ? { ...building, bundleProducts: list.filter((bp) => !ids.has(bp.id)) }
        : building;
    });

/** The building's bundle products in the order of `ids` (unknown ids ignored, missing ones kept last). */
export const orderBundleProducts =
  (buildingId: string, ids: readonly string[]): DraftChange =>
  (project) =>
    mapBuildings(project, (building) => {
      if (building.id !== buildingId) return building;
      const list = building.bundleProducts ?? [];
      const rank = new Map(ids.map((id, i) => [id, i]));
      const sorted = [...list].sort(
        (a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length),
      );
      if (sorted.every((bp, i) => bp === list[i])) return building;
      return { ...building, bundleProducts: sorted.map((bp, position) => ({ ...bp, position })) };
    });

export const renameLocation =
  (locationId: string, name: string): DraftChange =>
  (project) => ({
    ...project,
    locations: (project.locations ?? []).map((l) => (l.id === locationId ? { ...l, name } : l)),
  });

export const removeLocation =
  (locationId: string): DraftChange =>
  (project) => ({ ...project, locations: (project.locations ?? []).filter((l) => l.id !== locationId) });

export const patchBuilding =
  (buildingId: string, patch: Partial<Pick<TProjectBuilding, "name" | "environmentId" | "occupancy">>) =>
  (project: TProject): TProject =>
    mapBuildings(project, (b) => (b.id === buildingId ? { ...b, ...patch } : b));

export const removeBuilding =
  (buildingId: string): DraftChange =>
  (project) => ({
    ...project,
    locations: (project.locations ?? []).map((l) =>
      l.buildings.some((b) => b.id === buildingId)
        ? { ...l, buildings: l.buildings.filter((b) => b.id !== buildingId) }
        : l,
    ),
  });

/** Looks a building up with its location. */
export function findBuilding(
  project: TProject | null | undefined,
  buildingId: string | null,
): { location: TProjectLocation; building: TProjectBuilding } | null {
  if (!project || buildingId === null) return null;
  for (const location of project.locations ?? []) {
    const building = location.buildings.find((b) => b.id === buildingId);
    if (building) return { location, building };
  }
  return null;
}

export function allLines(project: TProject): TProjectLine[] {
  return (project.locations ?? []).flatMap((l) =>
    l.buildings.flatMap((b) => (b.bundleProducts ?? []).flatMap((bp) => bp.lines)),
  );
}

/**
 * What priceProject needs of the draft. The quote carries the tax rate each location resolved from
 * its stored rate table, so a table of one row per location's own jurisdiction resolves every
 * location (and the point of sale, the first location) to the same rate the server used; a location
 * without a rate gets no row and stays "missing" as on the server.
 */
export function pricingInputOf(project: TProject): QuotePricingProject {
  const locations = project.locations ?? [];
  return {
    termMonths: isTermMonths(project.termMonths) ? project.termMonths : 12,
    taxRates: locations
      .filter((l) => !l.taxRateMissing)
      .map((l) => ({
        country: l.country,
        region: l.region,
        locality: l.locality,
        ratePercent: l.taxRatePercent,
      })),
    locations: locations.map((l) => ({
      id: l.id,
      country: l.country,
      region: l.region,
      locality: l.locality,
      buildings: l.buildings.map((b) => ({
        id: b.id,
        bundleProducts: (b.bundleProducts ?? []).map((bp) => ({
          id: bp.id,
          // The builder is the MSP's: its lines carry their soft cost (null only in a customer's read).
          lines: bp.lines.map((l) => (l.softCost === null ? { ...l, softCost: "0" } : l) as QuotePricingLine),
        })),
      })),
    })),
  };
}

/** Whether any line is optional or one of a group of alternatives (then the totals show a range). */
export const hasChoices = (project: TProject): boolean =>
  allLines(project).some((line) => line.optional || line.alternativeGroup !== null);

/**
 * The quote's sites without their lines, and a key that changes only when a site does: the sites
 * panel draws from this, so typing in the grid does not draw the tree again.
 */
export function siteOutlineOf(project: TProject): { key: string; outline: TProject } {
  const locations = (project.locations ?? []).map((l) => ({
    ...l,
    buildings: l.buildings.map(({ bundleProducts: _lines, ...b }) => b),
  }));
  const key = JSON.stringify([
    locations.map((l) => [
      l.id,
      l.name,
      l.buildings.map((b) => [b.id, b.name, b.environmentId, b.occupancy, b.requirements, b.contractSummary]),
    ]),
    project.addresses?.map((a) => a.id),
  ]);
  return { key, outline: { ...project, locations } };
}

/** Names a comment's building or line in the activity feed ("Location · Building", or the line's name). */
export function describeLinkOf(project: TProject | null) {
  return (link: { buildingId: string } | { lineId: string }): string | undefined => {
    if (!project) return undefined;
    if ("buildingId" in link) {
      const found = findBuilding(project, link.buildingId);
      return found ? `${found.location.name} · ${found.building.name}` : undefined;
    }
    for (const l of project.locations ?? [])
      for (const b of l.buildings)
        for (const bp of b.bundleProducts ?? []) {
          const line = bp.lines.find((x) => x.id === link.lineId);
          if (line) return `${b.name} · ${line.name}`;
        }
    return undefined;
  };
}
