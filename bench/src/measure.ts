import autocannon from "autocannon";

export interface LoadPlan {
  connections: number;
  /** Seconds of unrecorded load on each side before measuring (JIT, pools, caches). */
  warmupSeconds: number;
  /** Seconds per measured round. */
  roundSeconds: number;
  /** Measured pairs (one round per side each); their order alternates A B, B A, A B, ... */
  pairs: number;
}

export const DEFAULT_PLAN: LoadPlan = { connections: 10, warmupSeconds: 2, roundSeconds: 2, pairs: 5 };

export interface SideResult {
  /** Median of the rounds' successful responses per second. */
  rps: number;
  rounds: number[];
  p50Ms: number;
  p99Ms: number;
  /** Median server-process CPU time per successful response, in microseconds. */
  cpuUsPerRequest: number;
  /** Non-2xx responses and connection errors; any makes the numbers invalid. */
  failures: number;
}

export interface Comparison {
  real: SideResult;
  bare: SideResult;
  /** Median over the pairs of real/bare, each pair measured back to back. */
  ratio: number;
  pairRatios: number[];
  /**
   * Median over the pairs of bare/real server CPU per request: what the ratio would be if the server
   * process alone were the bottleneck. Other load on the machine barely moves it, so it cross-checks a
   * noisy throughput ratio (on PostgreSQL the database backends' CPU is not in it).
   */
  cpuRatio: number;
}

/** CPU time the server process has used so far, in microseconds. */
export type CpuClock = () => Promise<number>;

interface Round {
  rps: number;
  cpuUs: number;
  failures: number;
  p50: number;
  p99: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function load(
  url: string,
  token: string | undefined,
  seconds: number,
  connections: number,
  cpu: CpuClock,
) {
  const cpuBefore = await cpu();
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const cpuUsed = (await cpu()) - cpuBefore;
  const round: Round = {
    rps: r["2xx"] / r.duration,
    cpuUs: cpuUsed / Math.max(1, r["2xx"]),
    failures: r.non2xx + r.errors + r.timeouts,
    p50: r.latency.p50,
    p99: r.latency.p99,
  };
  return round;
}

function summarise(rounds: Round[]): SideResult {
  return {
    rps: median(rounds.map((r) => r.rps)),
    rounds: rounds.map((r) => r.rps),
    cpuUsPerRequest: median(rounds.map((r) => r.cpuUs)),
    p50Ms: median(rounds.map((r) => r.p50)),
    p99Ms: Math.max(...rounds.map((r) => r.p99)),
    failures: rounds.reduce((n, r) => n + r.failures, 0),
  };
}

/**
 * Same connections, same durations, same server process for both sides. Rounds run in back-to-back pairs
 * whose order alternates, so a drift during the run (GC, background work, CPU clock) weighs on both
 * sides alike, and the median over pairs drops a one-off hiccup.
 */
export async function compare(
  real: { url: string; token: string },
  bare: { url: string },
  cpu: CpuClock,
  plan: LoadPlan = DEFAULT_PLAN,
): Promise<Comparison> {
  const runReal = (s: number) => load(real.url, real.token, s, plan.connections, cpu);
  const runBare = (s: number) => load(bare.url, undefined, s, plan.connections, cpu);
  await runReal(plan.warmupSeconds);
  await runBare(plan.warmupSeconds);
  const reals: Round[] = [];
  const bares: Round[] = [];
  for (let i = 0; i < plan.pairs; i++) {
    if (i % 2 === 0) {
      reals.push(await runReal(plan.roundSeconds));
      bares.push(await runBare(plan.roundSeconds));
    } else {
      bares.push(await runBare(plan.roundSeconds));
      reals.push(await runReal(plan.roundSeconds));
    }
  }
  const pairRatios = reals.map((r, i) => r.rps / bares[i]!.rps);
  const cpuRatios = reals.map((r, i) => bares[i]!.cpuUs / r.cpuUs);
  return {
    real: summarise(reals),
    bare: summarise(bares),
    ratio: median(pairRatios),
    pairRatios,
    cpuRatio: median(cpuRatios),
  };
}
