// `node --import tsx bench/src/pricing/run.ts`: times priceQuote on one core for a quote of 10,000
// lines across 100 buildings and one of 1,000 lines, and prints both with their ratio (issue 3 aims:
// ≤ 50 ms, ratio ≤ 12). Median of many runs after a warm-up, so JIT and GC noise do not decide it.
// Exits 0 whatever the numbers; it measures, the reader judges.
import { priceQuote } from "@q2c/domain";
import { makeQuote } from "./make-quote.ts";

const AIM_MS = 50;
const AIM_RATIO = 12;

function medianMs(run: () => unknown, rounds: number): number {
  for (let i = 0; i < Math.max(3, rounds / 5); i++) run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const large = makeQuote(10_000, 100);
const small = makeQuote(1_000, 100);
// Both sizes must price to something before their speed means anything.
if (priceQuote(large).termTotal === "0.00") throw new Error("the benchmark quote priced to zero");

const largeMs = medianMs(() => priceQuote(large), 30);
const smallMs = medianMs(() => priceQuote(small), 100);
const ratio = largeMs / smallMs;
const verdict = (ok: boolean) => (ok ? "ok" : "MISSED");

console.log("priceQuote, median of runs after warm-up:");
console.log(
  `  10,000 lines / 100 buildings: ${largeMs.toFixed(1)} ms  (aim ≤ ${AIM_MS} ms: ${verdict(largeMs <= AIM_MS)})`,
);
console.log(`   1,000 lines / 100 buildings: ${smallMs.toFixed(1)} ms`);
console.log(
  `  ratio 10,000 / 1,000: ${ratio.toFixed(1)}×  (aim ≤ ${AIM_RATIO}×: ${verdict(ratio <= AIM_RATIO)})`,
);
