// How fast this machine runs right now, for reading a wall-clock bench on a shared VM whose speed moves
// by a quarter within an hour: the median time, in this process, of pricing a 1,000-line quote (the
// engine of `npm run bench:pricing`, a fixed piece of CPU-bound work). Larger is slower.
import { priceQuote } from "@q2c/domain";
import { median } from "../measure.ts";
import { makeQuote } from "../pricing/make-quote.ts";

const QUOTE = makeQuote(1_000, 100);

export function machineSpeedMs(runs = 40): number {
  for (let i = 0; i < 10; i++) priceQuote(QUOTE);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    priceQuote(QUOTE);
    times.push(performance.now() - start);
  }
  return median(times);
}
