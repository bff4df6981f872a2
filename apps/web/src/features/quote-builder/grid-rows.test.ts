import { priceProject, type TProject, type TProjectBuilding } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { patchLines, pricingInputOf } from "./draft-model.ts";
import { figuresIndexOf, gridRowsOf, sameValues } from "./grid-rows.ts";
import { building, bundleProduct, line, location, project } from "./test-data.ts";

// A keystroke in one line must leave the other rows' objects alone: the grid draws again only the rows
// whose object changed.

function twoBundles() {
  const a = bundleProduct([line({ name: "A1" }), line({ name: "A2", quantity: "3" })]);
  const b = bundleProduct([line({ name: "B1", price: "50" })], { name: "Racks" });
  return project([location([building([a, b])])]);
}

const buildingOf = (q: TProject) => q.locations?.[0]?.buildings[0] as TProjectBuilding;
const priced = (q: TProject) => priceProject(pricingInputOf(q));

describe("the grid's rows", () => {
  it("keep the objects of unchanged lines, bundle products and figures when one line changes", () => {
    const before = twoBundles();
    const figures = figuresIndexOf(priced(before));
    const rows = gridRowsOf(buildingOf(before), figures);
    expect(rows.map((r) => r.kind)).toEqual(["bundle", "line", "line", "bundle", "line"]);

    const [a1, a2] = buildingOf(before).bundleProducts?.[0]?.lines ?? [];
    const after = patchLines(new Map([[a1?.id ?? "", { quantity: "5" }]]))(before);
    const nextFigures = figuresIndexOf(priced(after), figures);
    const next = gridRowsOf(buildingOf(after), nextFigures, rows);

    // The line typed into and its bundle product change; A2 (same bundle) and Racks (another) do not.
    expect(nextFigures.lines.get(a1?.id ?? "")).not.toBe(figures.lines.get(a1?.id ?? ""));
    expect(nextFigures.lines.get(a2?.id ?? "")).toBe(figures.lines.get(a2?.id ?? ""));
    expect(next[0]).not.toBe(rows[0]);
    expect(next[1]).not.toBe(rows[1]);
    expect(next[2]).toBe(rows[2]);
    expect(next[3]).toBe(rows[3]);
    expect(next[4]).toBe(rows[4]);
    expect(next[1]?.figures?.termTotal).toBe("500.00");
  });

  it("take a new figure when its value changes, though the line is the same object", () => {
    const recurring = project([
      location([
        building([bundleProduct([line({ pricingModel: "recurring", billingFrequency: "monthly" })])]),
      ]),
    ]);
    const base = figuresIndexOf(priced(recurring));
    const id = buildingOf(recurring).bundleProducts?.[0]?.lines[0]?.id ?? "";
    const rows = gridRowsOf(buildingOf(recurring), base);
    const again = figuresIndexOf(priced({ ...recurring, termMonths: 24 }), base);
    expect(again.lines.get(id)).not.toBe(base.lines.get(id));
    expect(again.lines.get(id)?.termTotal).toBe("4800.00");
    const next = gridRowsOf(buildingOf(recurring), again, rows);
    expect(next[1]).not.toBe(rows[1]);
    expect(next[1]?.figures).toBe(again.lines.get(id));
    // Priced again to the same values: every object stays.
    const same = figuresIndexOf(priced({ ...recurring, termMonths: 24 }), again);
    expect(gridRowsOf(buildingOf(recurring), same, next).every((row, i) => row === next[i])).toBe(true);
  });

  it("compares figures by value", () => {
    expect(sameValues({ a: "1", b: { c: [1, null] } }, { a: "1", b: { c: [1, null] } })).toBe(true);
    expect(sameValues({ a: "1", b: { c: [1, null] } }, { a: "1", b: { c: [1, 0] } })).toBe(false);
    expect(sameValues({ a: "1" }, { a: "1", b: undefined })).toBe(false);
    expect(sameValues([1], { 0: 1 })).toBe(false);
  });
});
