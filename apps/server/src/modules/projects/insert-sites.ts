import { type Db, projectBuildings, projectLocations, uuidv7 } from "@q2c/db";
import { duplicateBuildingNames, PROJECT_MESSAGES, type TNewProjectLocation } from "@q2c/domain";
import { addressLayouts, buildingsFromAddress } from "./address-buildings.ts";
import {
  existingEnvironments,
  type FieldErrors,
  jurisdictionOf,
  serviceAddresses,
  throwIfAny,
} from "./project-references.ts";

export interface SiteOwner {
  tenantId: string;
  id: string;
  accountId: string;
}

/**
 * Adds sites with their buildings to a quote (create, POST locations). A site picked from the customer's
 * service addresses takes its tax jurisdiction from it, and, when the site lists no buildings, the
 * address's buildings (address-buildings.ts); a typed one from its own fields. Every bad
 * reference is reported (under `prefix(i)`) before anything is written. Returns the new ids.
 */
export async function insertSites(
  tx: Db,
  project: SiteOwner,
  sites: TNewProjectLocation[],
  firstPosition: number,
  prefix: (i: number) => string,
): Promise<{ locationIds: string[]; buildingIds: string[] }> {
  const addresses = await serviceAddresses(
    tx,
    { tenantId: project.tenantId, accountId: project.accountId },
    sites.flatMap((s) => (s.locationId ? [s.locationId] : [])),
  );
  const envs = await existingEnvironments(
    tx,
    sites.flatMap((s) => (s.buildings ?? []).flatMap((b) => (b.environmentId ? [b.environmentId] : []))),
  );
  const fields: FieldErrors = {};
  sites.forEach((site, i) => {
    if (site.locationId && !addresses.has(site.locationId)) {
      fields[`${prefix(i)}locationId`] = PROJECT_MESSAGES.unknownServiceAddress;
    }
    site.buildings?.forEach((b, j) => {
      if (b.environmentId && !envs.has(b.environmentId)) {
        fields[`${prefix(i)}buildings.${j}.environmentId`] = PROJECT_MESSAGES.unknownEnvironment;
      }
    });
    for (const j of duplicateBuildingNames(site.buildings ?? [], (b) => b.name)) {
      fields[`${prefix(i)}buildings.${j}.name`] = PROJECT_MESSAGES.duplicateBuildingName;
    }
  });
  throwIfAny(fields);
  const layouts = await addressLayouts(
    tx,
    project.tenantId,
    sites.flatMap((s) => {
      const address = s.locationId && s.buildings === undefined ? addresses.get(s.locationId) : undefined;
      return address ? [address] : [];
    }),
  );

  const locationRows: (typeof projectLocations.$inferInsert)[] = [];
  const buildingRows: (typeof projectBuildings.$inferInsert)[] = [];
  sites.forEach((site, i) => {
    const address = site.locationId ? addresses.get(site.locationId) : undefined;
    const place = address
      ? jurisdictionOf(address)
      : {
          country: (site.country ?? "US").toUpperCase(),
          region: site.region ?? "",
          locality: site.locality ?? "",
        };
    const locationId = uuidv7();
    locationRows.push({
      tenantId: project.tenantId,
      id: locationId,
      projectId: project.id,
      locationId: site.locationId ?? null,
      name: site.name,
      ...place,
      position: firstPosition + i,
    });
    const layout = site.locationId ? layouts.get(site.locationId) : undefined;
    const buildings = site.buildings ?? (layout ? buildingsFromAddress(layout) : []);
    buildings.forEach((b: NonNullable<TNewProjectLocation["buildings"]>[number], j) => {
      buildingRows.push({
        tenantId: project.tenantId,
        id: uuidv7(),
        projectId: project.id,
        projectLocationId: locationId,
        name: b.name,
        environmentId: b.environmentId ?? null,
        occupancy: b.occupancy ?? null,
        position: j,
      });
    });
  });
  if (locationRows.length > 0) await tx.insert(projectLocations).values(locationRows);
  if (buildingRows.length > 0) await tx.insert(projectBuildings).values(buildingRows);
  return {
    locationIds: locationRows.map((r) => r.id),
    buildingIds: buildingRows.map((r) => r.id),
  };
}
