import { describe, expect, it } from "vitest";
import {
  emptiedBundles,
  groupableBundle,
  groupPatches,
  nextGroupName,
  ungroupPatches,
} from "./alternatives.ts";
import { bundleProduct, line } from "./test-data.ts";

const good = () => line({ name: "Good" });
const better = () => line({ name: "Better" });
const best = () => line({ name: "Best" });

describe("alternative groups", () => {
  it("names the next group after the letters in use", () => {
    expect(nextGroupName(bundleProduct([good()]))).toBe("Option A");
    expect(nextGroupName(bundleProduct([good(), line({ alternativeGroup: "Option A" })]))).toBe("Option B");
  });

  it("groups only 2 or more lines of one bundle product", () => {
    const a = bundleProduct([good(), better()]);
    const b = bundleProduct([best()]);
    const [g, r] = a.lines;
    const [s] = b.lines;
    expect(
      groupableBundle(
        [a, b],
        [g, r].filter((l) => l !== undefined),
      )?.id,
    ).toBe(a.id);
    expect(
      groupableBundle(
        [a, b],
        [g].filter((l) => l !== undefined),
      ),
    ).toBeNull();
    expect(
      groupableBundle(
        [a, b],
        [g, s].filter((l) => l !== undefined),
      ),
    ).toBeNull();
  });

  it("makes the first line of a new group the choice, the others not, and none optional", () => {
    const bp = bundleProduct([good(), line({ name: "Better", optional: true, chosen: false }), best()]);
    const ids = bp.lines.map((l) => l.id);
    const patches = groupPatches(bp, ids, "Option A");
    expect([...patches.values()]).toEqual([
      { alternativeGroup: "Option A", optional: false, chosen: true },
      { alternativeGroup: "Option A", optional: false, chosen: false },
      { alternativeGroup: "Option A", optional: false, chosen: false },
    ]);
  });

  it("keeps the choice of a group that already has one", () => {
    const bp = bundleProduct([line({ alternativeGroup: "Tier", chosen: true }), good(), better()]);
    const [, g, r] = bp.lines.map((l) => l.id);
    const patches = groupPatches(bp, [g ?? "", r ?? ""], "Tier");
    expect([...patches.values()].map((p) => p.chosen)).toEqual([false, false]);
  });

  it("takes a line out of its group as required, and the group falls back to its first line", () => {
    const bp = bundleProduct([
      line({ alternativeGroup: "Tier", chosen: true }),
      line({ alternativeGroup: "Tier", chosen: false }),
      line({ alternativeGroup: "Tier", chosen: false }),
    ]);
    const [first, second] = bp.lines.map((l) => l.id);
    const patches = ungroupPatches(bp, [first ?? ""]);
    expect(patches.get(first ?? "")).toEqual({ alternativeGroup: null, chosen: true });
    expect(patches.get(second ?? "")).toEqual({ chosen: true });
    expect(patches.size).toBe(2);
  });

  it("finds the bundle products a delete would leave empty", () => {
    const a = bundleProduct([good()]);
    const b = bundleProduct([better(), best()]);
    const ids = [a.lines[0]?.id ?? "", b.lines[0]?.id ?? ""];
    expect(emptiedBundles([a, b], ids).map((bp) => bp.id)).toEqual([a.id]);
  });
});
