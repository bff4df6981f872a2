import { type Db, projectBuildings, uuidv7 } from "@q2c/db";
import {
  buildingNameKey,
  duplicateBuildingNames,
  PROJECT_MESSAGES,
  type TProjectBuildingInput,
} from "@q2c/domain";
import { and, eq, notInArray } from "drizzle-orm";
import type { ProjectAggregate } from "../project-core/aggregate.ts";
import {
  existingEnvironments,
  existingRequirements,
  type FieldErrors,
  throwIfAny,
} from "./project-references.ts";

export interface BuildingsChange {
  added: string[];
  changed: number;
  removed: number;
}

/**
 * PUT /projects/{id}?updateBuildings=true: the list is every building of the quote. A building with an
 * id is updated (absent fields keep their value), one without is added, and a building of the quote
 * missing from the list is removed with its bundle products and lines (the foreign keys cascade).
 * Positions default to the order of the list within each site. Two buildings of one site may not share
 * a name (trimmed, any case): 400 on the later one's name, nothing written.
 */
export async function replaceBuildings(
  tx: Db,
  agg: ProjectAggregate,
  list: TProjectBuildingInput[],
): Promise<BuildingsChange> {
  const project = agg.project;
  const existing = new Map(agg.locations.flatMap((l) => l.buildings.map((b) => [b.id, b] as const)));
  const siteIds = new Set(agg.locations.map((l) => l.id));
  const envs = await existingEnvironments(
    tx,
    list.flatMap((b) => (b.environmentId ? [b.environmentId] : [])),
  );
  const reqs = await existingRequirements(
    tx,
    list.flatMap((b) => b.requirements ?? []),
  );
  const fields: FieldErrors = {};
  const seen = new Set<string>();
  list.forEach((b, i) => {
    if (b.id !== undefined) {
      if (!existing.has(b.id)) fields[`buildings.${i}.id`] = PROJECT_MESSAGES.unknownBuilding;
      else if (seen.has(b.id)) fields[`buildings.${i}.id`] = PROJECT_MESSAGES.duplicateIds;
      seen.add(b.id);
    }
    if (!siteIds.has(b.locationId)) fields[`buildings.${i}.locationId`] = PROJECT_MESSAGES.unknownLocation;
    if (b.environmentId && !envs.has(b.environmentId)) {
      fields[`buildings.${i}.environmentId`] = PROJECT_MESSAGES.unknownEnvironment;
    }
    if ((b.requirements ?? []).some((r) => !reqs.has(r))) {
      fields[`buildings.${i}.requirements`] = PROJECT_MESSAGES.unknownRequirement;
    }
  });
  // The list is every building of the quote, written under the quote's locked version: two of one site
  // sharing a name is all there is to check (names shared before the rule and kept are left alone).
  const unchanged = (b: TProjectBuildingInput) => {
    const before = b.id ? existing.get(b.id) : undefined;
    return (
      before !== undefined &&
      before.projectLocationId === b.locationId &&
      buildingNameKey(before.name) === buildingNameKey(b.name)
    );
  };
  for (const i of duplicateBuildingNames(
    list,
    (b) => b.name,
    (b) => b.locationId,
    unchanged,
  )) {
    fields[`buildings.${i}.name`] ??= PROJECT_MESSAGES.duplicateBuildingName;
  }
  throwIfAny(fields);

  const keep = list.flatMap((b) => (b.id ? [b.id] : []));
  const removed = [...existing.keys()].filter((id) => !keep.includes(id)).length;
  if (removed > 0) {
    await tx
      .delete(projectBuildings)
      .where(
        and(
          eq(projectBuildings.tenantId, project.tenantId),
          eq(projectBuildings.projectId, project.id),
          keep.length > 0 ? notInArray(projectBuildings.id, keep) : undefined,
        ),
      );
  }
  const perSite = new Map<string, number>();
  const added: string[] = [];
  let changed = 0;
  for (const b of list) {
    const order = perSite.get(b.locationId) ?? 0;
    perSite.set(b.locationId, order + 1);
    const before = b.id ? existing.get(b.id) : undefined;
    const values = {
      projectLocationId: b.locationId,
      name: b.name,
      environmentId: b.environmentId !== undefined ? b.environmentId : (before?.environmentId ?? null),
      requirementIds: b.requirements ?? before?.requirementIds ?? [],
      occupancy: b.occupancy !== undefined ? b.occupancy : (before?.occupancy ?? null),
      position: b.position ?? order,
      contractSummary: b.contractSummary ?? before?.contractSummary ?? "",
    };
    if (before) {
      changed++;
      await tx
        .update(projectBuildings)
        .set(values)
        .where(and(eq(projectBuildings.tenantId, project.tenantId), eq(projectBuildings.id, before.id)));
    } else {
      const id = uuidv7();
      added.push(id);
      await tx
        .insert(projectBuildings)
        .values({ tenantId: project.tenantId, id, projectId: project.id, ...values });
    }
  }
  return { added, changed, removed };
}
