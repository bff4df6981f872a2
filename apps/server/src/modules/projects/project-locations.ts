import { projectLocations } from "@q2c/db";
import {
  AppError,
  PROJECT_MESSAGES,
  priceProject,
  type TNewProjectLocation,
  type TProjectChange,
  type TProjectLocation,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadAggregate, type ProjectAggregate, pricingProjectOf } from "../project-core/aggregate.ts";
import { changeProject } from "../project-core/change-project.ts";
import { redactLocation, seesCosts } from "../project-core/cost-redaction.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { locationsView } from "../project-core/project-view.ts";
import { insertSites } from "./insert-sites.ts";
import { jurisdictionOf, serviceAddresses } from "./project-references.ts";

// The sites of a quote: GET /projects/{id}/locations and its writes (each one change of the quote).

export async function listProjectLocations(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<TProjectLocation[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, id);
  const agg = await loadAggregate(db, project);
  const locations = locationsView(agg, priceProject(pricingProjectOf(agg)), false);
  return seesCosts(principal, project) ? locations : locations.map(redactLocation);
}

export async function addProjectLocation(
  deps: Deps,
  principal: Principal,
  id: string,
  body: TNewProjectLocation & { version: number },
): Promise<TProjectChange> {
  const { version, ...site } = body;
  return changeProject(deps, principal, id, version, async ({ tx, project, agg }) => {
    const created = await insertSites(tx, project, [site], agg.locations.length, () => "");
    return {
      createdIds: [...created.locationIds, ...created.buildingIds],
      event: { type: "location_added", data: { name: site.name } },
    };
  });
}

/** The site named by the path; one of another quote is not there (404). */
function siteOf(agg: ProjectAggregate, locationId: string) {
  const site = agg.locations.find((l) => l.id === locationId);
  if (!site) throw new AppError("not_found");
  return site;
}

export interface LocationUpdate {
  version: number;
  name?: string | undefined;
  locationId?: string | null | undefined;
  country?: string | undefined;
  region?: string | undefined;
  locality?: string | undefined;
  position?: number | undefined;
}

/**
 * PUT /projects/{id}/locations/{locationId}: a service address given takes over the site's tax
 * jurisdiction; otherwise country, region and locality change as given. locationId null unlinks the
 * address and keeps the jurisdiction.
 */
export async function updateProjectLocation(
  deps: Deps,
  principal: Principal,
  id: string,
  locationId: string,
  body: LocationUpdate,
): Promise<TProjectChange> {
  return changeProject(deps, principal, id, body.version, async ({ tx, project, agg }) => {
    const site = siteOf(agg, locationId);
    let place: Partial<{ country: string; region: string; locality: string }> = {
      ...(body.country !== undefined ? { country: body.country.toUpperCase() } : {}),
      ...(body.region !== undefined ? { region: body.region } : {}),
      ...(body.locality !== undefined ? { locality: body.locality } : {}),
    };
    if (body.locationId) {
      const addresses = await serviceAddresses(tx, project, [body.locationId]);
      const address = addresses.get(body.locationId);
      if (!address) {
        throw new AppError("bad_request", { fields: { locationId: PROJECT_MESSAGES.unknownServiceAddress } });
      }
      place = jurisdictionOf(address);
    }
    const values = {
      ...place,
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.locationId !== undefined ? { locationId: body.locationId } : {}),
      ...(body.position !== undefined ? { position: body.position } : {}),
    };
    // Only the version given: a change of the quote like any other PUT of it, with no column to set.
    if (Object.keys(values).length > 0) {
      await tx
        .update(projectLocations)
        .set(values)
        .where(and(eq(projectLocations.tenantId, project.tenantId), eq(projectLocations.id, site.id)));
    }
    return { event: { type: "location_changed", data: { name: body.name ?? site.name } } };
  });
}

/** DELETE /projects/{id}/locations/{locationId}: the site with its buildings, bundle products and lines. */
export async function removeProjectLocation(
  deps: Deps,
  principal: Principal,
  id: string,
  locationId: string,
  version: number,
): Promise<TProjectChange> {
  return changeProject(deps, principal, id, version, async ({ tx, project, agg }) => {
    const site = siteOf(agg, locationId);
    await tx
      .delete(projectLocations)
      .where(and(eq(projectLocations.tenantId, project.tenantId), eq(projectLocations.id, site.id)));
    return { event: { type: "location_removed", data: { name: site.name } } };
  });
}
