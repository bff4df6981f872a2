import { describe, expect, it } from "vitest";
import { type Comparison, median } from "./measure.ts";
import { renderTable } from "./report.ts";

const side = (rps: number, failures = 0) => ({
  rps,
  rounds: [rps],
  p50Ms: 1,
  p99Ms: 2,
  cpuUsPerRequest: 1_000_000 / rps,
  failures,
});
const comparison = (real: number, bare: number, failures = 0): Comparison => ({
  real: side(real, failures),
  bare: side(bare),
  ratio: real / bare,
  pairRatios: [real / bare],
  cpuRatio: real / bare,
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("renderTable", () => {
  it("marks a ratio at or above the aim PASS and one below it BELOW", () => {
    const table = renderTable([
      { database: "PGlite", result: comparison(600, 1000) },
      { database: "PostgreSQL", result: comparison(590, 1000) },
    ]);
    expect(table).toMatch(/PGlite\s+600\s+1,000\s+60\.0%\s+60\.0%\s+PASS/);
    expect(table).toMatch(/PostgreSQL\s+590\s+1,000\s+59\.0%\s+60\.0%\s+BELOW/);
  });

  it("flags a verdict as noisy when the pairs disagree widely", () => {
    const noisy = { ...comparison(700, 1000), pairRatios: [0.5, 0.7, 0.9] };
    expect(renderTable([{ database: "PGlite", result: noisy }])).toContain("PASS (noisy)");
  });

  it("does not grade a run with failed responses or one that could not start", () => {
    const table = renderTable([
      { database: "PGlite", result: comparison(900, 1000, 3) },
      { database: "PostgreSQL", error: "no initdb" },
    ]);
    expect(table).toContain("INVALID (3 failed responses)");
    expect(table).toContain("NOT MEASURED: no initdb");
  });
});
