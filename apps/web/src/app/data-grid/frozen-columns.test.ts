import { describe, expect, it } from "vitest";
import { frozenCells, frozenOffsets } from "./data-grid-types.ts";

describe("frozen columns", () => {
  it("stick the leading frozen run at the widths before them, the last drawing the edge", () => {
    const columns = [
      { width: 32, frozen: true },
      { frozen: true },
      { width: 64 },
      { width: 90, frozen: true },
    ];
    expect(frozenOffsets(columns)).toEqual([0, 32, undefined, undefined]);
    expect(frozenCells(columns)).toEqual([
      { style: { left: 0 }, edge: false },
      { style: { left: 32 }, edge: true },
      undefined,
      undefined,
    ]);
  });

  it("stop after a frozen column without a width, whose right edge is not known", () => {
    expect(frozenOffsets([{ frozen: true }, { width: 40, frozen: true }])).toEqual([0, undefined]);
    expect(frozenOffsets([{ width: 40 }, { width: 40, frozen: true }])).toEqual([undefined, undefined]);
  });
});
