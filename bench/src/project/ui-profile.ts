// A developer's look at where a visit of the 1,000-line quote spends the page's main thread (not part of
// `npm run bench`); builds of the SPA are passed as directories, e.g. `npx vite build --outDir /tmp/a`.
//
//   BENCH_WEB_DIST=/tmp/a node --import tsx bench/src/project/ui-profile.ts [visits]
//     Per warm visit: the requests, the long animation frames and the scripts in them; on the last visit a
//     CPU profile, split at the visit's milestones (page chunk, first API call, quote read, shown, keydown).
//     With a profiling build of React, each component's render and effect times too (React's performance
//     tracks), per window: build with a config that merges apps/web/vite.config.ts with
//     { resolve: { alias: [{ find: /^react-dom\/client$/, replacement: "react-dom/profiling" }] },
//       build: { minify: false } }. PROFILE_TRACE=1 records a Chromium trace of the last visit instead of
//     the CPU profile and sums its events per window (the Performance panel's bottom-up by activity).
//   PROFILE_CPU=a=/tmp/a,b=/tmp/b node --import tsx bench/src/project/ui-profile.ts [visits]
//     Compares builds, their warm visits interleaved: the main thread's CPU time (thread ticks, which a
//     busy machine inflates far less than wall-clock time) until the keystroke's answer, by kind of work.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { launchBrowser } from "../../../e2e/fixtures/browser.ts";
import { median } from "../measure.ts";
import { BENCH_LINES } from "./seed-project.ts";
import { startBenchServer } from "./ui-server-process.ts";
import { benchContext, signIn, visitBuilder } from "./ui-visit.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const VISITS = Number(process.argv[2] ?? 4);
const LINES = process.env.PROFILE_EMPTY === "1" ? 0 : BENCH_LINES;
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

// Collected in the page from navigation start.
const OBSERVE = `
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__frames.push({
      start: e.startTime, duration: e.duration, blocking: e.blockingDuration,
      scripts: e.scripts.map((s) => ({ d: s.duration, inv: s.invoker,
        src: (s.sourceURL || "").split("/").pop() + ":" + s.sourceFunctionName, forced: s.forcedStyleAndLayoutDuration })),
    });
  }).observe({ type: "long-animation-frame", buffered: true });
  // React's profiling build times components only with DevTools there: a stand-in hook.
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false, supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE: () => {},
    onCommitFiberRoot: () => {}, onCommitFiberUnmount: () => {}, onPostCommitFiberRoot: () => {},
    onScheduleFiberRoot: () => {},
  };
  // ... and reports each component's render and effects through console.timeStamp.
  window.__stamps = [];
  const stamp = console.timeStamp.bind(console);
  console.timeStamp = (label, start, end, track, group) => {
    if (typeof start === "number") window.__stamps.push([label, start, end, track]);
    return stamp(label, start, end, track, group);
  };
`;

type Stamp = [label: string, start: number, end: number, track: string];
type Frame = {
  start: number;
  duration: number;
  blocking: number;
  scripts: { d: number; inv: string; src: string; forced: number }[];
};
type Mark = [name: string, at: number];

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Site {
  label: string;
  baseURL: string;
  projectId: string;
  context: BrowserContext;
  close: () => Promise<void>;
}

async function openSite(browser: Browser, label: string, webDist: string): Promise<Site> {
  const server = await startBenchServer(webDist);
  const { baseURL } = server;
  const projectId = LINES > 0 ? server.full : server.empty;
  const session = await signIn(browser, baseURL, server.password);
  const context = await benchContext(browser, baseURL, session);
  await context.addInitScript({ content: OBSERVE });
  return {
    label,
    baseURL,
    projectId,
    context,
    close: async () => {
      await context.close();
      await server.close();
    },
  };
}

async function main() {
  const browser = await launchBrowser();
  const sites: Site[] = [];
  try {
    const builds = process.env.PROFILE_CPU;
    if (builds) {
      for (const spec of builds.split(",")) {
        const [label = spec, dir = spec] = spec.split("=");
        sites.push(await openSite(browser, label, dir));
      }
      await compareCpu(sites);
    } else {
      const site = await openSite(browser, "", process.env.BENCH_WEB_DIST ?? join(root, "apps/web/dist"));
      sites.push(site);
      for (let v = 0; v < VISITS; v++) await timeline(site, v + 1, v === VISITS - 1);
    }
  } finally {
    for (const site of sites) await site.close();
    await browser.close();
  }
}

// --- CPU time of builds compared ---

const METRICS = ["TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration"] as const;

async function cpuMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await cdp.send("Performance.getMetrics")) as {
    metrics: { name: string; value: number }[];
  };
  return Object.fromEntries(metrics.map((m) => [m.name, m.value * 1000]));
}

async function compareCpu(sites: Site[]) {
  const results = new Map<string, Record<string, number>[]>(sites.map((s) => [s.label, []]));
  for (let v = 0; v <= VISITS; v++) {
    for (const site of v % 2 === 0 ? sites : [...sites].reverse()) {
      let cdp: CDPSession | undefined;
      let before: Record<string, number> = {};
      let shown: Record<string, number> = {};
      let after: Record<string, number> = {};
      const t = await visitBuilder(
        site.context,
        site.projectId,
        { lines: LINES > 0 },
        {
          beforeGoto: async (page) => {
            cdp = await site.context.newCDPSession(page);
            await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
            before = await cpuMetrics(cdp);
          },
          afterShown: async () => {
            if (cdp) shown = await cpuMetrics(cdp);
          },
          beforeClose: async () => {
            if (cdp) after = await cpuMetrics(cdp);
          },
        },
      );
      // The first visit of each build warms the caches; it is not counted.
      if (v === 0) continue;
      const row: Record<string, number> = {
        shown: t.shownMs,
        interactive: t.interactiveMs,
        input: t.inputMs,
      };
      for (const name of METRICS) {
        row[name] = (shown[name] ?? 0) - (before[name] ?? 0);
        row[`key ${name}`] = (after[name] ?? 0) - (shown[name] ?? 0);
      }
      results.get(site.label)?.push(row);
    }
    if (v > 0) console.log(`  round ${v} of ${VISITS} done`);
  }
  console.log(
    "Medians per warm visit (ms): wall-clock times; main-thread CPU time until shown, by kind; then from shown\n" +
      "to the keystroke's answer (the harness waits between them: the answer's wall time is `input`)",
  );
  const columns = ["shown", "interactive", "input", ...METRICS, ...METRICS.map((m) => `key ${m}`)];
  const head = columns.map((c) => c.replace("Duration", "").replace("RecalcStyle", "Style").padStart(10));
  console.log(`  ${"build".padEnd(10)} ${head.join("")}`);
  for (const [label, rows] of results) {
    const cells = columns.map((c) =>
      median(rows.map((r) => r[c] ?? 0))
        .toFixed(0)
        .padStart(10),
    );
    console.log(`  ${label.padEnd(10)} ${cells.join("")}`);
  }
}

// --- One build's timeline ---

async function timeline(site: Site, n: number, withProfile: boolean) {
  let cdp: CDPSession | undefined;
  let report: string[] = [];
  const tracing = withProfile && process.env.PROFILE_TRACE === "1";
  const t = await visitBuilder(
    site.context,
    site.projectId,
    { lines: LINES > 0 },
    {
      beforeGoto: async (page) => {
        if (!withProfile) return;
        if (tracing) {
          await page.context().browser()?.startTracing(page, { categories: TRACE_CATEGORIES });
          return;
        }
        cdp = await site.context.newCDPSession(page);
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
        await cdp.send("Profiler.start");
      },
      // PROFILE_SETTLE_MS=<ms>: waits that long between shown and the keystroke, to see the keystroke alone.
      afterShown: async (page) => {
        const settle = env("PROFILE_SETTLE_MS", 0);
        if (settle > 0) await page.waitForTimeout(settle);
      },
      beforeClose: async (page) => {
        report = await describe(page, cdp);
        if (tracing) {
          const trace = await page.context().browser()?.stopTracing();
          if (trace && process.env.PROFILE_TRACE_FILE)
            (await import("node:fs")).writeFileSync(process.env.PROFILE_TRACE_FILE, trace);
          if (trace) report.push(...traceWindows(JSON.parse(trace.toString()), lastMarks));
        }
      },
    },
  );
  console.log(
    `visit ${n}: shown ${t.shownMs.toFixed(0)} interactive ${t.interactiveMs.toFixed(0)} input ${t.inputMs.toFixed(0)}`,
  );
  console.log(report.join("\n"));
}

async function describe(page: Page, cdp: CDPSession | undefined): Promise<string[]> {
  const out: string[] = [];
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((r) => r as PerformanceResourceTiming)
      .map((r) => [
        r.name.replace(/^.*\/(api|assets)\//, "$1/").slice(0, 60),
        r.startTime,
        r.responseStart,
        r.responseEnd,
      ]),
  );
  // Start → first byte → last byte.
  for (const [name, start, first, end] of resources as [string, number, number, number][])
    out.push(
      `  res ${name.padEnd(60)} ${start.toFixed(0).padStart(5)} → ${first.toFixed(0).padStart(5)} → ${end.toFixed(0)}`,
    );
  const frames = await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
  for (const f of frames) {
    out.push(`  LoAF @${f.start.toFixed(0)} ${f.duration.toFixed(0)} ms (blocking ${f.blocking.toFixed(0)})`);
    for (const s of f.scripts.filter((x) => x.d >= 5))
      out.push(
        `      ${s.d.toFixed(0).padStart(4)} ms ${s.inv.slice(0, 50)} ${s.src} forced=${s.forced.toFixed(0)}`,
      );
  }
  const at = (re: RegExp, i: 1 | 2) =>
    (resources as [string, number, number][]).find((r) => re.test(r[0]))?.[i] ?? Number.NaN;
  type W = { __benchShownAt?: number; __benchKeyAt?: number };
  const shown = (await page.evaluate(() => (window as unknown as W).__benchShownAt)) ?? Number.NaN;
  const key = (await page.evaluate(() => (window as unknown as W).__benchKeyAt)) ?? Number.NaN;
  const marks: Mark[] = [
    ["page chunk", at(/quote-builder-page/, 2)],
    ["first API call", at(/^api\//, 1)],
    ["project read", at(/^api\/v1\/projects\/[^/?]+\?getLoca/, 2)],
    ["shown", shown],
    ["keydown", key],
    ["answered", await page.evaluate(() => performance.now())],
  ];
  out.push(`  marks: ${marks.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(", ")}`);
  lastMarks = marks;
  const stamps = await page.evaluate(() => (window as unknown as { __stamps: Stamp[] }).__stamps);
  if (stamps.length > 0) out.push(...componentTimes(stamps, marks));
  if (cdp) {
    const stopAt = await page.evaluate(() => performance.now());
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    // PROFILE_CPU_FILE=<path>: the profile and the visit's marks as JSON, for a closer look elsewhere.
    if (process.env.PROFILE_CPU_FILE)
      (await import("node:fs")).writeFileSync(
        process.env.PROFILE_CPU_FILE,
        JSON.stringify({ profile, marks, stopAt }),
      );
    out.push(...profileWindows(profile, stopAt, marks), ...profileTotals(profile));
  }
  return out;
}

let lastMarks: Mark[] = [];

const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  "v8",
  "v8.execute",
  "blink",
  "loading",
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } };
}

/**
 * The Performance panel's "bottom-up by activity" of the page's main thread: per window between the marks,
 * the own time of each kind of event (script evaluation, compilation, function calls, style, layout,
 * paint, garbage collection, parsing...), events nested in others counted in the innermost.
 */
function traceWindows(trace: { traceEvents: TraceEvent[] }, marks: Mark[]): string[] {
  const events = trace.traceEvents;
  // The quote's document: the last navigation (a new tab's blank page may have lived in another process).
  const nav = events
    .filter((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.includes("/projects/"))
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  const main = nav;
  if (!main || !nav) return ["  trace: no navigation"];
  const spans = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Own time per event: its duration less that of the events directly inside it.
  const own = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const e of spans) {
    while (stack.length > 0 && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= e.ts) stack.pop();
    const parent = stack.at(-1);
    own.set(e, e.dur ?? 0);
    if (parent && e.ts + (e.dur ?? 0) <= parent.ts + (parent.dur ?? 0))
      own.set(parent, (own.get(parent) ?? 0) - (e.dur ?? 0));
    stack.push(e);
  }
  const out: string[] = [];
  let from = 0;
  for (const [name, to] of marks) {
    if (!Number.isFinite(to)) continue;
    const kinds = new Map<string, number>();
    let busy = 0;
    for (const e of spans) {
      const at = (e.ts - nav.ts) / 1000;
      if (at < from || at >= to) continue;
      const us = Math.max(0, own.get(e) ?? 0);
      const kind =
        e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask" ? "(task, other)" : e.name;
      kinds.set(kind, (kinds.get(kind) ?? 0) + us);
      busy += us;
    }
    out.push(
      `  trace ${from.toFixed(0)}–${to.toFixed(0)} ms, to ${name}: ${(busy / 1000).toFixed(0)} ms in events`,
    );
    for (const [k, us] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, env("PROFILE_TOP", 12)))
      out.push(`      ${(us / 1000).toFixed(1).padStart(6)} ms ${k}`);
    from = to;
  }
  return out;
}

const COMPONENTS_TRACK = "Components \u269b";

/** Per window between marks, each component's own time (its renders and effects, less its children's). */
function componentTimes(stamps: Stamp[], marks: Mark[]): string[] {
  const out: string[] = [];
  if (process.env.PROFILE_PHASES === "1")
    for (const [label, start, end, track] of stamps)
      if (track !== COMPONENTS_TRACK && end - start >= 2)
        out.push(`  react ${track.padEnd(10)} ${label.padEnd(24)} ${start.toFixed(0)}–${end.toFixed(0)}`);
  const comps = stamps
    .filter(([, , , track]) => track === COMPONENTS_TRACK)
    .map(([label, start, end]) => ({ label, start, end, children: 0 }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const stack: typeof comps = [];
  for (const c of comps) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= c.start) stack.pop();
    const parent = stack.at(-1);
    if (parent && c.end <= parent.end + 0.001) parent.children += c.end - c.start;
    stack.push(c);
  }
  // PROFILE_SPLIT=1100,1250: more window bounds, to look at one render pass.
  const split = (process.env.PROFILE_SPLIT ?? "").split(",").filter(Boolean).map(Number);
  const bounds = [0, ...marks.map(([, ms]) => ms), ...split].filter(Number.isFinite).sort((a, b) => a - b);
  for (let i = 0; i + 1 < bounds.length; i++) {
    const [from, to] = [bounds[i] ?? 0, bounds[i + 1] ?? 0];
    const own = new Map<string, number>();
    // PROFILE_WITH_CHILDREN=1: a component's time with the components inside it (the cost of a subtree).
    const withChildren = process.env.PROFILE_WITH_CHILDREN === "1";
    for (const c of comps)
      if (c.start >= from && c.start < to)
        own.set(
          c.label,
          (own.get(c.label) ?? 0) + Math.max(0, c.end - c.start - (withChildren ? 0 : c.children)),
        );
    const sum = [...own.values()].reduce((a, b) => a + b, 0);
    out.push(`  components' own time ${from.toFixed(0)}–${to.toFixed(0)} ms: ${sum.toFixed(0)} ms`);
    for (const [name, ms] of [...own].sort((a, b) => b[1] - a[1]).slice(0, env("PROFILE_TOP", 12)))
      out.push(`    ${ms.toFixed(1).padStart(7)} ms ${name}`);
  }
  return out;
}

const frameKey = (n: ProfileNode | undefined) =>
  `${n?.callFrame.functionName || "(anon)"} ${(n?.callFrame.url ?? "").split("/").pop()}:${n?.callFrame.lineNumber}`;

/** Main-thread time between the marks (page clock, from the profile's end), with the heaviest functions. */
function profileWindows(p: Profile, stopAtMs: number, marks: Mark[]): string[] {
  const out: string[] = [];
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const times: number[] = [];
  let t = p.startTime;
  for (const d of p.timeDeltas) {
    t += d;
    times.push(stopAtMs - (p.endTime - t) / 1000);
  }
  let from = 0;
  for (const [name, to] of marks) {
    if (!Number.isFinite(to)) continue;
    const self = new Map<string, number>();
    let busy = 0;
    p.samples.forEach((id, i) => {
      const at = times[i] ?? 0;
      const n = byId.get(id);
      if (at < from || at >= to || n?.callFrame.functionName === "(idle)") return;
      const us = p.timeDeltas[i + 1] ?? 0;
      busy += us;
      if (process.env.PROFILE_INCLUSIVE !== "1") {
        self.set(frameKey(n), (self.get(frameKey(n)) ?? 0) + us);
        return;
      }
      // Inclusive: every function on the stack (once), so that a module's top level shows what it costs.
      const seen = new Set<string>();
      for (let m: ProfileNode | undefined = n; m; m = byId.get(parentOf.get(m.id) ?? -1)) {
        const k = frameKey(m);
        if (seen.has(k)) continue;
        seen.add(k);
        self.set(k, (self.get(k) ?? 0) + us);
      }
    });
    out.push(
      `  ${from.toFixed(0)}–${to.toFixed(0)} ms, to ${name}: main thread busy ${(busy / 1000).toFixed(0)} ms`,
    );
    for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, env("PROFILE_TOP", 12)))
      out.push(`      ${(us / 1000).toFixed(1).padStart(6)} ms ${k}`);
    from = to;
  }
  return out;
}

/** The whole profile: self and inclusive time per function; PROFILE_CALLERS=name adds its call paths. */
function profileTotals(p: Profile): string[] {
  const out: string[] = [];
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const up = (n: ProfileNode | undefined) => byId.get(parent.get(n?.id ?? -1) ?? -1);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const wanted = process.env.PROFILE_CALLERS;
  const paths = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const us = p.timeDeltas[i + 1] ?? 0;
    const leaf = byId.get(id);
    if (!leaf) return;
    self.set(frameKey(leaf), (self.get(frameKey(leaf)) ?? 0) + us);
    const seen = new Set<string>();
    const chain: string[] = [];
    let hit = false;
    for (let n: ProfileNode | undefined = leaf; n; n = up(n)) {
      if (n.callFrame.functionName === wanted) hit = true;
      if (hit) chain.push(n.callFrame.functionName || "(anon)");
      const k = frameKey(n);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + us);
    }
    if (hit) {
      const key = chain.slice(0, 14).join(" < ");
      paths.set(key, (paths.get(key) ?? 0) + us);
    }
  });
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, us]) => `    ${(us / 1000).toFixed(1).padStart(7)} ms ${name}`);
  if (wanted) out.push(`  callers of ${wanted}:`, ...top(paths, 8));
  out.push("  CPU profile, self time:", ...top(self, env("PROFILE_TOP_SELF", 30)));
  out.push("  total (inclusive) time:", ...top(total, env("PROFILE_TOP_TOTAL", 40)));
  return out;
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    console.error(err.stack);
    process.exit(1);
  },
);
