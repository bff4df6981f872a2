import type { TProject, TProjectLocation } from "@q2c/domain";
import { findBuilding } from "./draft-model.ts";

/** What the middle of the builder shows: a building's grid, a location with no building yet, or nothing. */
export type SiteView =
  | { kind: "building"; buildingId: string }
  | { kind: "empty"; location: TProjectLocation }
  | { kind: "none" };

/**
 * The chosen location (just added, or picked in the tree) wins: its chosen building or its first, or,
 * with none, the location itself so the builder can offer Add building there. Otherwise the chosen
 * building while it exists, else the quote's first building, else its first location.
 */
export function siteView(
  project: TProject,
  chosenBuilding: string | null,
  chosenLocation: string | null,
): SiteView {
  const locations = project.locations ?? [];
  const location = chosenLocation ? locations.find((l) => l.id === chosenLocation) : undefined;
  if (location) {
    const building = location.buildings.find((b) => b.id === chosenBuilding) ?? location.buildings[0];
    return building ? { kind: "building", buildingId: building.id } : { kind: "empty", location };
  }
  if (chosenBuilding && findBuilding(project, chosenBuilding))
    return { kind: "building", buildingId: chosenBuilding };
  const first = locations.find((l) => l.buildings.length > 0)?.buildings[0];
  if (first) return { kind: "building", buildingId: first.id };
  const bare = locations[0];
  return bare ? { kind: "empty", location: bare } : { kind: "none" };
}
