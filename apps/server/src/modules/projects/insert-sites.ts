import { type Db, projectBuildings, projectLocations, uuidv7 } from "@q2c/db";
import { PROJECT_MESSAGES, type TNewProjectLocation } from "@q2c/domain";
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
 * service addresses takes its tax jurisdiction from it; a typed one from its own fields. Every bad
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
  });
  throwIfAny(fields);

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
    site.buildings?.forEach((b, j) => {
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
