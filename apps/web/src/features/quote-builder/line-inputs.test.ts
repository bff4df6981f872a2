import { describe, expect, it } from "vitest";
import { movedBy, movedOnto } from "./grid-rows.ts";
import { bulkPatches, formatDiscount, parseDiscount, parsePrice, parseQuantity } from "./line-inputs.ts";
import { line } from "./test-data.ts";

describe("inline inputs", () => {
  it("accept what the contract accepts and refuse the rest with its message", () => {
    expect(parseQuantity("2.5")).toEqual({ ok: true, value: "2.5" });
    expect(parseQuantity("-1")).toMatchObject({ ok: false });
    expect(parsePrice("12.")).toMatchObject({ ok: false });
    expect(parsePrice("0.0000001")).toEqual({ ok: false, error: "Use at most 6 decimals." });
  });

  it("read a discount as a percent with %, an amount without, and nothing as no discount", () => {
    expect(parseDiscount("10%")).toEqual({ ok: true, value: { percent: "10" } });
    expect(parseDiscount("25.50")).toEqual({ ok: true, value: { amount: "25.50" } });
    expect(parseDiscount(" ")).toEqual({ ok: true, value: null });
    expect(parseDiscount("120%")).toEqual({ ok: false, error: "Enter a percentage of 100 or less." });
    expect(parseDiscount("2.555")).toMatchObject({ ok: false });
    expect(formatDiscount({ percent: "10" })).toBe("10%");
    expect(formatDiscount({ amount: "25" })).toBe("25");
    expect(formatDiscount(null)).toBe("");
  });
});

describe("bulk edit", () => {
  const a = line({ price: "100", cost: "70" });
  const b = line({ price: "19.99", cost: null });

  it("changes prices by a percent, up or down, to cents", () => {
    const { patches } = bulkPatches([a, b], { kind: "percent", percent: "-10" });
    expect(patches.get(a.id)).toEqual({ price: "90.00" });
    expect(patches.get(b.id)).toEqual({ price: "17.99" });
  });

  it("prices lines with a cost at a gross margin and leaves the others, counting them", () => {
    const { patches, withoutCost } = bulkPatches([a, b], { kind: "margin", percent: "30" });
    expect(patches.get(a.id)).toEqual({ price: "100.00" });
    expect(patches.has(b.id)).toBe(false);
    expect(withoutCost).toBe(1);
  });

  it("sets a percent discount", () => {
    expect(bulkPatches([a], { kind: "discount", percent: "5" }).patches.get(a.id)).toEqual({
      discount: { percent: "5" },
    });
  });
});

describe("reordering bundle products", () => {
  it("moves one place by keyboard and onto another by drag and drop", () => {
    expect(movedBy(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(movedBy(["a", "b", "c"], "c", 1)).toEqual(["a", "b", "c"]);
    expect(movedOnto(["a", "b", "c"], "a", "c")).toEqual(["b", "c", "a"]);
    expect(movedOnto(["a", "b", "c"], "c", "a")).toEqual(["c", "a", "b"]);
  });
});
