// A developer's look at who uses the machine's CPU while the quote builder opens in a new tab (not part of
// `npm run bench`): per visit, the CPU time of Chromium's processes by kind, the bench server and the rest,
// read from /proc before and after a series of visits (Linux only). A trivial page in a new tab comes first,
// as the floor any page pays here.
//
//   BENCH_WEB_DIST=<dir> node --import tsx bench/src/project/ui-cpu.ts [visits]
//     <dir> defaults to apps/web/dist (build it first: npm run build -w apps/web).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser } from "../../../e2e/fixtures/browser.ts";
import { startBenchServer } from "./ui-server-process.ts";
import { benchContext, signIn, visitBuilder } from "./ui-visit.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const VISITS = Number(process.argv[2] ?? 6);
/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/** Who a process is, from its command line. */
function kindOf(cmdline: string): string {
  if (/chrom/.test(cmdline)) {
    const type = /--type=(\S+)/.exec(cmdline)?.[1] ?? "browser";
    // A closed tab's renderer is counted in its parent, the zygote, once it has exited.
    return type === "renderer" || type === "zygote" ? "chromium renderers" : `chromium ${type}`;
  }
  if (cmdline.includes("ui-server")) return "bench server";
  return "other (harness, system)";
}

/** CPU ticks by kind of process, with those of their children that have ended. */
function ticksByKind(): Map<string, number> {
  const byKind = new Map<string, number>();
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime, stime, cutime, cstime
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      const kind = kindOf(cmdline);
      byKind.set(kind, (byKind.get(kind) ?? 0) + ticks);
    } catch {
      // The process ended while being read.
    }
  }
  return byKind;
}

async function measure(label: string, visit: () => Promise<unknown>): Promise<void> {
  await visit(); // warms the cache and the server
  const before = ticksByKind();
  const start = performance.now();
  for (let i = 0; i < VISITS; i++) await visit();
  const wall = (performance.now() - start) / VISITS;
  const after = ticksByKind();
  const rows = [...after]
    .map(
      ([kind, ticks]) => [kind, ((ticks - (before.get(kind) ?? 0)) * 1000) / TICKS_PER_S / VISITS] as const,
    )
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `${label}: ${Math.round(wall)} ms a visit (opening to closing), ${Math.round(total)} ms of CPU:`,
  );
  for (const [kind, ms] of rows) console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${kind}`);
}

const server = await startBenchServer(process.env.BENCH_WEB_DIST ?? join(root, "apps/web/dist"));
const browser = await launchBrowser();
try {
  const context = await benchContext(
    browser,
    server.baseURL,
    await signIn(browser, server.baseURL, server.password),
  );
  await measure("a trivial page in a new tab", async () => {
    const page = await context.newPage();
    await page.goto("data:text/html,<p>quote</p>");
    await page.close();
  });
  await measure("the empty quote in a new tab", () => visitBuilder(context, server.empty, { lines: false }));
  await measure("the 1,000-line quote in a new tab", () =>
    visitBuilder(context, server.full, { lines: true }),
  );
} finally {
  await browser.close();
  await server.close();
}
