import { type Db, projectBuildings, projectLocations } from "@q2c/db";
import { AppError, suggestBundles, type TSuggestedBundles, type TSuggestedBundlesQuery } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { bundlesOf, findEnvironment, rulesOf } from "../building-use/repo.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { addressLayouts, floorMeasures } from "./address-buildings.ts";
import { serviceAddresses } from "./project-references.ts";

/** A building of the quote with its site; one of another quote is not there (404). */
async function buildingOf(db: Db, project: { tenantId: string; id: string }, buildingId: string) {
  const [row] = await db
    .select({ building: projectBuildings, site: projectLocations })
    .from(projectBuildings)
    .innerJoin(
      projectLocations,
      and(
        eq(projectLocations.tenantId, projectBuildings.tenantId),
        eq(projectLocations.id, projectBuildings.projectLocationId),
      ),
    )
    .where(
      and(
        eq(projectBuildings.tenantId, project.tenantId),
        eq(projectBuildings.projectId, project.id),
        eq(projectBuildings.id, buildingId),
      ),
    );
  if (!row) throw new AppError("not_found");
  return row;
}

interface FloorsAndArea {
  floors: number | null;
  areaSqft: number | null;
  from: TSuggestedBundles["measures"]["areaFrom"];
}

/**
 * The floors and area a building is sized by: those given in the query, else its service address's
 * when the site is that address and this is the site's only building (address-buildings.ts).
 */
async function floorsAndArea(
  db: Db,
  project: { tenantId: string; accountId: string; id: string },
  site: typeof projectLocations.$inferSelect,
  query: TSuggestedBundlesQuery,
): Promise<FloorsAndArea> {
  if (query.areaSqft !== undefined || query.floors !== undefined) {
    return { floors: query.floors ?? null, areaSqft: query.areaSqft ?? null, from: "given" };
  }
  if (!site.locationId) return { floors: null, areaSqft: null, from: null };
  const siblings = await db
    .select({ id: projectBuildings.id })
    .from(projectBuildings)
    .where(
      and(eq(projectBuildings.tenantId, project.tenantId), eq(projectBuildings.projectLocationId, site.id)),
    );
  if (siblings.length !== 1) return { floors: null, areaSqft: null, from: null };
  const address = (await serviceAddresses(db, project, [site.locationId])).get(site.locationId);
  if (!address) return { floors: null, areaSqft: null, from: null };
  const layout = (await addressLayouts(db, project.tenantId, [address])).get(address.id);
  const measures = layout ? floorMeasures(layout) : { floors: null, areaSqft: null };
  const known = measures.floors !== null || measures.areaSqft !== null;
  return { ...measures, from: known ? "serviceAddress" : null };
}

/**
 * GET /projects/{id}/buildings/{buildingId}/suggested-bundles: the bundles the building's Building Use
 * suggests, sized from its occupancy, floors and area (suggestBundles in packages/domain). The quote's
 * MSP only: the route is quotes.edit, and a quote it only reads (member MSP) is a 403.
 */
export async function getSuggestedBundles(
  deps: Deps,
  principal: Principal,
  projectId: string,
  buildingId: string,
  query: TSuggestedBundlesQuery,
): Promise<TSuggestedBundles> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, projectId);
  const { building, site } = await buildingOf(db, project, buildingId);
  const place = await floorsAndArea(db, project, site, query);
  const measures = {
    occupancy: building.occupancy,
    floors: place.floors,
    areaSqft: place.areaSqft,
    areaFrom: place.from,
  };
  if (!building.environmentId) {
    return { buildingId, environment: null, measures, bundles: [], unsized: [] };
  }
  const platformId = deps.config.platformAccountId;
  const environment = await findEnvironment(db, building.environmentId).catch(() => null);
  if (!environment) return { buildingId, environment: null, measures, bundles: [], unsized: [] };
  const [rules, listed] = await Promise.all([
    rulesOf(db, platformId, environment.id),
    bundlesOf(db, platformId, environment.id),
  ]);
  const suggestions = suggestBundles(rules, listed, {
    occupancy: building.occupancy,
    floors: place.floors,
    areaSqft: place.areaSqft,
    requirementIds: building.requirementIds,
  });
  return {
    buildingId,
    environment: { id: environment.id, name: environment.name },
    measures,
    ...suggestions,
  };
}
