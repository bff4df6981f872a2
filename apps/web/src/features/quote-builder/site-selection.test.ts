import { describe, expect, it } from "vitest";
import { siteView } from "./site-selection.ts";
import { building, location, project } from "./test-data.ts";

const main = building([], { name: "Main" });
const annex = building([], { name: "Annex" });
const hq = location([main, annex], { name: "HQ" });
const depot = location([], { name: "Depot" });
const quote = project([hq, depot]);

describe("siteView", () => {
  it("shows the chosen location's chosen building, else its first", () => {
    expect(siteView(quote, annex.id, hq.id)).toEqual({ kind: "building", buildingId: annex.id });
    expect(siteView(quote, null, hq.id)).toEqual({ kind: "building", buildingId: main.id });
  });

  it("shows a chosen location without buildings as itself, so Add building is offered there", () => {
    expect(siteView(quote, main.id, depot.id)).toEqual({ kind: "empty", location: quote.locations?.[1] });
  });

  it("falls back to the chosen building, the first building, the first location, or nothing", () => {
    expect(siteView(quote, annex.id, null)).toEqual({ kind: "building", buildingId: annex.id });
    expect(siteView(quote, "gone", "gone")).toEqual({ kind: "building", buildingId: main.id });
    const bare = project([depot]);
    expect(siteView(bare, null, null)).toEqual({ kind: "empty", location: bare.locations?.[0] });
    expect(siteView(project([]), null, null)).toEqual({ kind: "none" });
  });
});
