import type { Comparison } from "./measure.ts";

export const AIM = 0.6;
/** Pair ratios further apart than this mark the run as disturbed (the verdict gets "(noisy)"). */
const NOISY_SPREAD = 0.2;

export interface Row {
  database: string;
  result?: Comparison;
  error?: string;
}

const spread = (c: Comparison) => Math.max(...c.pairRatios) - Math.min(...c.pairRatios);
const isNoisy = (c: Comparison) => spread(c) > NOISY_SPREAD;
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

function cells({ database, result, error }: Row): string[] {
  if (!result) return [database, "-", "-", "-", pct(AIM), `NOT MEASURED: ${error ?? "unknown"}`];
  const failed = result.real.failures + result.bare.failures;
  const verdict =
    failed > 0
      ? `INVALID (${failed} failed responses)`
      : `${result.ratio >= AIM ? "PASS" : "BELOW"}${isNoisy(result) ? " (noisy)" : ""}`;
  return [database, fmt(result.real.rps), fmt(result.bare.rps), pct(result.ratio), pct(AIM), verdict];
}

/** The result table: real against bare per database, the ratio and the aim. */
export function renderTable(rows: Row[]): string {
  const head = ["database, endpoint", "real req/s", "bare req/s", "real/bare", "aim", "result"];
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
  for (const { database, result } of rows) {
    if (!result) continue;
    for (const side of ["real", "bare"] as const) {
      const r = result[side];
      out.push(
        `${database.padEnd(10)} ${side}: rounds ${r.rounds.map(fmt).join(" / ")} req/s, ` +
          `latency p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, server CPU ${fmt(r.cpuUsPerRequest)} µs/request`,
      );
    }
    const label = database.padEnd(10);
    out.push(`${label} pair ratios: ${result.pairRatios.map(pct).join(" / ")} (median in the table)`);
    out.push(
      `${label} CPU-based ratio (bare/real server CPU per request): ${pct(result.cpuRatio)}` +
        (database.startsWith("PostgreSQL") ? " (PostgreSQL backends not counted)" : ""),
    );
    if (isNoisy(result)) {
      out.push(
        `${label} noisy: pair ratios ${pct(spread(result))} apart; other load on the machine? ` +
          "Rerun on a quiet machine, or read the CPU-based ratio.",
      );
    }
  }
  return out.join("\n");
}
