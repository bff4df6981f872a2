import { describe, expect, it } from "vitest";
import {
  buildingNameKey,
  buildingsOfAddress,
  duplicateBuildingNames,
  uniqueBuildingNames,
} from "./building-names.ts";

describe("building names", () => {
  it("compare trimmed and without regard to case", () => {
    expect(buildingNameKey("  Head Office ")).toBe(buildingNameKey("head office"));
  });

  it("name the later of two buildings of one location sharing a name", () => {
    const list = [
      { name: "HQ", site: "a" },
      { name: "Annex", site: "a" },
      { name: " hq", site: "a" },
      { name: "HQ", site: "b" },
    ];
    expect(
      duplicateBuildingNames(
        list,
        (b) => b.name,
        (b) => b.site,
      ),
    ).toEqual([2]);
    expect(duplicateBuildingNames(list, (b) => b.name)).toEqual([2, 3]);
  });

  it("leave alone names shared before the rule, and flag the new or renamed one beside them", () => {
    const list = [
      { id: "1", name: "Office", was: "Office" },
      { id: "2", name: "office", was: "office" },
      { id: "3", name: "Annex", was: "Annex" },
      { id: "new", name: "Annex", was: null },
    ];
    const same = (b: (typeof list)[number]) =>
      b.was !== null && buildingNameKey(b.was) === buildingNameKey(b.name);
    expect(duplicateBuildingNames(list, (b) => b.name, undefined, same)).toEqual([3]);
    const renamedFirst = [{ id: "r", name: "Annex", was: "Shed" }, list[2]!];
    expect(duplicateBuildingNames(renamedFirst, (b) => b.name, undefined, same)).toEqual([0]);
  });

  it("number repeats so a copy of older data keeps every building", () => {
    expect(uniqueBuildingNames(["Office", "office ", "Office (2)", "Annex"])).toEqual([
      "Office",
      "office (3)",
      "Office (2)",
      "Annex",
    ]);
  });

  it("of a service address: its buildings, else one named after it when it has floors", () => {
    expect(buildingsOfAddress({ name: "Campus", buildings: ["North", "South"], floorCount: 3 })).toEqual([
      "North",
      "South",
    ]);
    expect(buildingsOfAddress({ name: " Tower ", buildings: [], floorCount: 2 })).toEqual(["Tower"]);
    expect(buildingsOfAddress({ name: "Lot", buildings: [], floorCount: 0 })).toEqual([]);
  });
});
