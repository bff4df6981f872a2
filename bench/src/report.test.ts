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

const row = (label: string, result: Comparison) => ({
  label,
  grade: "throughput" as const,
  aim: 0.6,
  result,
});

describe("renderTable", () => {
  it("marks a throughput ratio at or above the aim PASS and one below it BELOW", () => {
    const table = renderTable([
      row("PGlite", comparison(600, 1000)),
      row("PostgreSQL", comparison(590, 1000)),
    ]);
    expect(table).toMatch(/PGlite\s+600\s+1,000\s+60\.0%\s+>= 60\.0%\s+PASS/);
    expect(table).toMatch(/PostgreSQL\s+590\s+1,000\s+59\.0%\s+>= 60\.0%\s+BELOW/);
  });

  it("grades a CPU row by the real server's CPU as a multiple of the baseline's", () => {
    // comparison(real, bare) gives CPU per request inversely to the rates.
    const within = { ...row("PGlite", comparison(100, 250)), grade: "cpu" as const, aim: 3 };
    const beyond = { ...row("PostgreSQL", comparison(100, 400)), grade: "cpu" as const, aim: 3 };
    const table = renderTable([within, beyond]);
    expect(table).toMatch(/PGlite\s+10,000 µs\s+4,000 µs\s+2\.50x\s+<= 3\.00x\s+PASS/);
    expect(table).toMatch(/PostgreSQL\s+10,000 µs\s+2,500 µs\s+4\.00x\s+<= 3\.00x\s+BELOW/);
  });

  it("flags a verdict as noisy when the pairs disagree widely", () => {
    const noisy = { ...comparison(700, 1000), pairRatios: [0.5, 0.7, 0.9] };
    expect(renderTable([row("PGlite", noisy)])).toContain("PASS (noisy)");
  });

  it("does not grade a run with failed responses or one that could not start", () => {
    const table = renderTable([
      row("PGlite", comparison(900, 1000, 3)),
      { label: "PostgreSQL", grade: "throughput", aim: 0.6, error: "no initdb" },
    ]);
    expect(table).toContain("INVALID (3 failed responses)");
    expect(table).toContain("NOT MEASURED: no initdb");
  });
});
