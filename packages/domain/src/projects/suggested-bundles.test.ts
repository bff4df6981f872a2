import { describe, expect, it } from "vitest";
import { type BuildingMeasures, type SizingRule, sizeRule, suggestBundles } from "./suggested-bundles.ts";

const wifi = { id: "b-wifi", name: "Office Wi-Fi" };
const switching = { id: "b-switch", name: "Switching 24" };
const firewall = { id: "b-fw", name: "Firewall" };
const rack = { id: "b-rack", name: "Comms rack" };

const rule = (over: Partial<SizingRule> & Pick<SizingRule, "id" | "basis">): SizingRule => ({
  name: over.id,
  perUnits: "1",
  quantity: "1",
  requirementId: null,
  bundle: wifi,
  ...over,
});
const known: BuildingMeasures = { occupancy: 45, floors: 2, areaSqft: 12_000, requirementIds: [] };

describe("sizeRule", () => {
  it("puts quantity per started group of perUnits, in whole bundles", () => {
    expect(sizeRule(12_000, "2500", "1")).toBe(5);
    expect(sizeRule(10_000, "2500", "1")).toBe(4);
    expect(sizeRule(45, "20", "1")).toBe(3);
    expect(sizeRule(2, "1", "4")).toBe(8);
    expect(sizeRule(3, "1", "0.5")).toBe(2);
  });

  it("sizes nothing for no occupants or a broken rule", () => {
    expect(sizeRule(0, "20", "1")).toBe(0);
    expect(sizeRule(10, "0", "1")).toBe(0);
  });
});

describe("suggestBundles", () => {
  it("sizes each rule's bundle from occupancy, floors, area or the building itself", () => {
    const { bundles, unsized } = suggestBundles(
      [
        rule({ id: "coverage", basis: "sqft", perUnits: "2500" }),
        rule({ id: "access", basis: "occupant", perUnits: "20", bundle: switching }),
        rule({ id: "edge", basis: "building", bundle: firewall }),
        rule({ id: "per-floor", basis: "floor", quantity: "2", bundle: rack }),
      ],
      [],
      known,
    );
    expect(bundles.map((b) => [b.name, b.quantity])).toEqual([
      ["Office Wi-Fi", 5],
      ["Switching 24", 3],
      ["Firewall", 1],
      ["Comms rack", 4],
    ]);
    expect(bundles[0]?.from).toEqual([
      {
        ruleId: "coverage",
        ruleName: "coverage",
        basis: "sqft",
        measure: 12_000,
        perUnits: "2500",
        quantity: 5,
      },
    ]);
    expect(unsized).toEqual([]);
  });

  it("takes the larger quantity when two rules name one bundle (coverage against capacity)", () => {
    const { bundles } = suggestBundles(
      [
        rule({ id: "rooms", basis: "floor", quantity: "4" }),
        rule({ id: "guests", basis: "occupant", perUnits: "30" }),
      ],
      [],
      { ...known, occupancy: 400 },
    );
    expect(bundles).toHaveLength(1);
    expect(bundles[0]?.quantity).toBe(14);
    expect(bundles[0]?.from.map((f) => f.quantity)).toEqual([8, 14]);
  });

  it("reports the rules it cannot size for want of occupancy, floors or area", () => {
    const { bundles, unsized } = suggestBundles(
      [
        rule({ id: "coverage", basis: "sqft", perUnits: "2500" }),
        rule({ id: "access", basis: "occupant", perUnits: "20", bundle: switching }),
        rule({ id: "per-floor", basis: "floor", bundle: rack }),
        rule({ id: "edge", basis: "building", bundle: firewall }),
      ],
      [],
      { occupancy: null, floors: null, areaSqft: null, requirementIds: [] },
    );
    expect(bundles.map((b) => b.name)).toEqual(["Firewall"]);
    expect(unsized.map((u) => [u.ruleId, u.needs, u.bundleName])).toEqual([
      ["coverage", "areaSqft", "Office Wi-Fi"],
      ["access", "occupancy", "Switching 24"],
      ["per-floor", "floors", "Comms rack"],
    ]);
  });

  it("with requirements chosen, keeps the rules of those requirements and the rules of none", () => {
    const rules = [
      rule({ id: "coverage", basis: "sqft", perUnits: "2500", requirementId: "r-cover" }),
      rule({ id: "access", basis: "occupant", perUnits: "20", requirementId: "r-poe", bundle: switching }),
      rule({ id: "edge", basis: "building", bundle: firewall }),
    ];
    const chosen = suggestBundles(rules, [], { ...known, requirementIds: ["r-poe"] });
    expect(chosen.bundles.map((b) => b.name)).toEqual(["Switching 24", "Firewall"]);
    const none = suggestBundles(rules, [], known);
    expect(none.bundles.map((b) => b.name)).toEqual(["Office Wi-Fi", "Switching 24", "Firewall"]);
  });

  it("adds the listed bundles no rule sizes, with the list's quantity, after the rules' ones", () => {
    const { bundles } = suggestBundles(
      [rule({ id: "coverage", basis: "sqft", perUnits: "2500", requirementId: "r-cover" })],
      [
        { bundle: wifi, quantity: "1" },
        { bundle: rack, quantity: "2" },
        { bundle: null, quantity: "1" },
      ],
      { ...known, requirementIds: ["r-other"] },
    );
    // Wi-Fi is the rule's to size; its requirement was not chosen, so the list does not bring it back.
    expect(bundles.map((b) => [b.name, b.quantity, b.from[0]?.ruleId])).toEqual([["Comms rack", 2, null]]);
  });

  it("suggests nothing for no occupants, and skips rules without a bundle", () => {
    const { bundles } = suggestBundles(
      [
        rule({ id: "access", basis: "occupant", perUnits: "20" }),
        rule({ id: "x", basis: "building", bundle: null }),
      ],
      [],
      { ...known, occupancy: 0 },
    );
    expect(bundles).toEqual([]);
  });
});
