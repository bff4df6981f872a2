import { readdirSync, readFileSync } from "node:fs";
import { launchBrowser } from "../../e2e/fixtures/browser.ts";
import { startBenchServer } from "./project/ui-server-process.ts";
import { benchContext, signIn, visitBuilder } from "./project/ui-visit.ts";
const HZ = 100;
function snapshot() {
  const m = new Map<number, { name: string; ticks: number }>();
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, "utf8");
      const cmd = readFileSync(`/proc/${d}/cmdline`, "utf8").replace(/\0/g, " ");
      const parts = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = Number(parts[11]) + Number(parts[12]);
      const type = /--type=(\S+)/.exec(cmd)?.[1];
      const name = cmd.includes("chromium") || cmd.includes("chrome") ? `chromium:${type ?? "browser"}` : cmd.includes("ui-server") ? "server" : cmd.includes("playwright") || cmd.includes("driver") ? "pw-driver" : cmd.includes("tmp-cpu") ? "harness" : cmd.slice(0, 40);
      m.set(Number(d), { name, ticks });
    } catch {}
  }
  return m;
}
const server = await startBenchServer("/tmp/c3");
const browser = await launchBrowser();
const session = await signIn(browser, server.baseURL, server.password);
const ctx = await benchContext(browser, server.baseURL, session);
for (let i = 0; i < 2; i++) await visitBuilder(ctx, server.full, { lines: true });
const totals = new Map<string, number>();
const N = 6;
for (let i = 0; i < N; i++) {
  const a = snapshot();
  const t0 = performance.now();
  const r = await visitBuilder(ctx, server.full, { lines: true });
  const wall = performance.now() - t0;
  const b = snapshot();
  for (const [pid, v] of b) { const before = a.get(pid)?.ticks ?? 0; const d = v.ticks - before; if (d > 0) totals.set(v.name, (totals.get(v.name) ?? 0) + d); }
  console.log(`visit shown ${r.shownMs.toFixed(0)} interactive ${r.interactiveMs.toFixed(0)} wall ${wall.toFixed(0)}`);
}
for (const [k, v] of [...totals].sort((x, y) => y[1] - x[1])) console.log(String(Math.round((v * 1000) / HZ / N)).padStart(6), "ms/visit", k);
await browser.close(); await server.close?.(); process.exit(0);
