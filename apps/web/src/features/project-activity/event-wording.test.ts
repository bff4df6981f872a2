import { describe, expect, it } from "vitest";
import { event } from "../quotes/test-data.ts";
import { describeEvent } from "./event-wording.ts";

describe("the feed's wording of events", () => {
  it("names the actor and the stage by its label", () => {
    expect(describeEvent(event({ type: "stage_changed", data: { from: "build", to: "review" } }))).toBe(
      "Sam Sales moved the quote to Review",
    );
    expect(describeEvent(event({ type: "stage_changed", data: { from: "review", to: "price" } }))).toBe(
      "Sam Sales moved the quote to Configuration",
    );
    expect(describeEvent(event({ type: "stage_changed", data: { from: "proposal", to: "build" } }))).toBe(
      "Sam Sales moved the quote back to Build",
    );
  });

  it("counts lines and names the building when the event says which", () => {
    expect(describeEvent(event({ type: "lines_added", data: { count: 3, buildingName: "Warehouse" } }))).toBe(
      "Sam Sales added 3 lines in Warehouse",
    );
    expect(describeEvent(event({ type: "lines_removed", data: { ids: ["a"] } }))).toBe(
      "Sam Sales removed 1 line",
    );
    expect(describeEvent(event({ type: "lines_changed", data: {} }))).toBe("Sam Sales changed lines");
    expect(describeEvent(event({ type: "lines_changed", data: { bundleProducts: 2, moved: 1 } }))).toBe(
      "Sam Sales changed 2 bundle products",
    );
    expect(
      describeEvent(event({ type: "bom_imported", data: { added: 12, failed: 2, bundleProducts: 3 } })),
    ).toBe("Sam Sales imported a bill of materials (12 lines, 2 rows skipped)");
    expect(describeEvent(event({ type: "prices_pushed", data: { lines: 4 } }))).toBe(
      "Sam Sales updated the prices of 4 lines from the catalogue",
    );
  });

  it("words changes of fields, versions, members and the decline", () => {
    expect(describeEvent(event({ type: "updated", data: { fields: ["dealName", "termMonths"] } }))).toBe(
      "Sam Sales changed the deal name and the term",
    );
    expect(describeEvent(event({ type: "version_saved", data: { name: "Before discount" } }))).toBe(
      "Sam Sales saved the version “Before discount”",
    );
    expect(describeEvent(event({ type: "member_added", data: { accountName: "Fabrikam" } }))).toBe(
      "Sam Sales added Fabrikam as a member",
    );
    expect(describeEvent(event({ type: "declined", data: { reason: "Budget cut" } }))).toBe(
      "Sam Sales declined the deal: “Budget cut”",
    );
    expect(describeEvent(event({ type: "archived", data: {} }))).toBe("Sam Sales archived the quote");
    expect(describeEvent(event({ type: "members_notified", data: { recipientCount: 3 } }))).toBe(
      "Sam Sales sent a message to 3 people",
    );
  });

  it("reads as a sentence without an actor or with missing data", () => {
    expect(describeEvent(event({ type: "created", actorName: null, data: {} }))).toBe(
      "Someone created the quote",
    );
    expect(describeEvent(event({ type: "location_added", data: {} }))).toBe("Sam Sales added the location");
  });
});
