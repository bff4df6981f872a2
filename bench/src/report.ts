import type { Comparison } from "./measure.ts";

/**
 * What a row of the table grades: `throughput`, the real server's requests per second as a share of the
 * baseline's (at least `aim`); or `cpu`, the real server's CPU per request as a multiple of the baseline's
 * (at most `aim`).
 */
export type Grade = "throughput" | "cpu";

/** Pair ratios further apart than this mark the run as disturbed (the verdict gets "(noisy)"). */
const NOISY_SPREAD = 0.2;

export interface Row {
  label: string;
  grade: Grade;
  aim: number;
  result?: Comparison;
  error?: string;
}

const spread = (c: Comparison) => Math.max(...c.pairRatios) - Math.min(...c.pairRatios);
const isNoisy = (c: Comparison) => spread(c) > NOISY_SPREAD;
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const times = (n: number) => `${n.toFixed(2)}x`;

/** The real server's CPU per request as a multiple of the baseline's (median over the pairs). */
export const cpuMultiple = (c: Comparison): number => 1 / c.cpuRatio;

function cells({ label, grade, aim, result, error }: Row): string[] {
  const aimText = grade === "throughput" ? `>= ${pct(aim)}` : `<= ${times(aim)}`;
  if (!result) return [label, "-", "-", "-", aimText, `NOT MEASURED: ${error ?? "unknown"}`];
  const failed = result.real.failures + result.bare.failures;
  const [real, bare, ratio, pass] =
    grade === "throughput"
      ? [fmt(result.real.rps), fmt(result.bare.rps), pct(result.ratio), result.ratio >= aim]
      : [
          `${fmt(result.real.cpuUsPerRequest)} µs`,
          `${fmt(result.bare.cpuUsPerRequest)} µs`,
          times(cpuMultiple(result)),
          cpuMultiple(result) <= aim,
        ];
  const verdict =
    failed > 0
      ? `INVALID (${failed} failed responses)`
      : `${pass ? "PASS" : "BELOW"}${grade === "throughput" && isNoisy(result) ? " (noisy)" : ""}`;
  return [label, real, bare, ratio, aimText, verdict];
}

/** The result table: real against a baseline per row, the ratio and the aim. */
export function renderTable(rows: Row[]): string {
  const head = ["database, endpoint, baseline", "real", "baseline", "ratio", "aim", "result"];
  const body = rows.map(cells);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 0 || i === r.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)]
    .map((l) => l.trimEnd())
    .join("\n");
}

/** Per-round rates, pair ratios and latencies, so a reader can judge the noise behind the table. */
export function renderDetails(rows: Row[]): string {
  const out: string[] = [];
  for (const { label, result } of rows) {
    if (!result) continue;
    out.push(label);
    for (const side of ["real", "bare"] as const) {
      const r = result[side];
      out.push(
        `  ${side === "real" ? "real    " : "baseline"}: rounds ${r.rounds.map(fmt).join(" / ")} req/s, ` +
          `latency p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, server CPU ${fmt(r.cpuUsPerRequest)} µs/request`,
      );
    }
    out.push(
      `  throughput pair ratios: ${result.pairRatios.map(pct).join(" / ")} (median ${pct(result.ratio)})`,
    );
    out.push(
      `  CPU-based ratio (baseline/real server CPU per request): ${pct(result.cpuRatio)}` +
        (label.startsWith("PostgreSQL") ? " (PostgreSQL backends not counted)" : ""),
    );
    if (isNoisy(result)) {
      out.push(
        `  noisy: pair ratios ${pct(spread(result))} apart; other load on the machine? ` +
          "Rerun on a quiet machine, or read the CPU-based ratio.",
      );
    }
  }
  return out.join("\n");
}
