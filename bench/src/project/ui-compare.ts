// `npm run bench:quote-ui:compare -- <dist A> <dist B>`: the 1,000-line quote opened within the app, two
// builds of the SPA measured in one run, their visits alternated (A B B A ...) so that the load of this
// shared machine hits both alike. Each build has its own server process (PGlite, the same seed). Two ways:
// "repeat", as bench:quote-ui's in-app mode (one tab goes back and forth: from the second visit on, the
// builder's code is in the page already), and "first", a new tab of one signed-in context per visit that
// shows the dashboard and then opens a second such quote as from a link (the builder's code fetched from the HTTP
// cache and compiled on the way). Build a commit into a folder with e.g.
// `git switch --detach <commit> && (cd apps/web && npx vite build --outDir /tmp/dist-x) && git switch -`.
import { resolve } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../../../e2e/fixtures/browser.ts";
import { median } from "../measure.ts";
import { startBenchServer } from "./ui-server-process.ts";
import { benchContext, signIn, visitBuilderInApp } from "./ui-visit.ts";

const dists = process.argv.slice(2).map((d) => resolve(d));
if (dists.length < 2) throw new Error("usage: ui-compare.ts <web dist A> <web dist B> [more dists]");
const VISITS = Math.max(2, Number(process.env.BENCH_UI_VISITS ?? 9));
const probe = { lines: true };

interface Side {
  dist: string;
  server: Awaited<ReturnType<typeof startBenchServer>>;
  context: BrowserContext;
  tab: Page;
  repeat: number[];
  first: number[];
  /** Keystroke to answer (the term total moved) of the repeat visits: the builder's typing cost. */
  keystroke: number[];
  failed: number;
}

// The "first" visits open a quote of their own: the repeat tab's builder keeps its quote open.
process.env.BENCH_SECOND_FULL = "1";
const browser = await launchBrowser();
const sides: Side[] = [];
try {
  for (const dist of dists) {
    const server = await startBenchServer(dist);
    const session = await signIn(browser, server.baseURL, server.password);
    const context = await benchContext(browser, server.baseURL, session);
    sides.push({
      dist,
      server,
      context,
      tab: await context.newPage(),
      repeat: [],
      first: [],
      keystroke: [],
      failed: 0,
    });
  }
  for (let visit = 0; visit < VISITS; visit++) {
    for (const side of visit % 2 === 0 ? sides : [...sides].reverse()) {
      let repeat: number;
      let first: number;
      let keystroke: number;
      try {
        const visited = await visitBuilderInApp(side.tab, side.server.full, probe);
        repeat = visited.interactiveMs;
        keystroke = visited.inputMs;
        const tab = await side.context.newPage();
        first = (await visitBuilderInApp(tab, side.server.full2 ?? "", probe).finally(() => tab.close()))
          .interactiveMs;
      } catch (err) {
        // A stuck visit (on this busy machine) is left out; the tab starts again from a page load.
        const statuses = await side.tab.getByRole("status").allTextContents();
        console.log(
          `  visit failed: ${(err as Error).message.split("\n")[0]} (status: ${statuses.join(" | ")})`,
        );
        side.failed++;
        await side.tab.goto("/");
        continue;
      }
      // The first visit warms the server's JIT and the HTTP cache: not counted.
      if (visit === 0) continue;
      side.repeat.push(repeat);
      side.first.push(first);
      side.keystroke.push(keystroke);
    }
    console.log(`  round ${visit + 1} of ${VISITS} done`);
  }
  console.log(
    "\nThe 1,000-line quote opened within the app, interactive, and a keystroke's answer (medians):",
  );
  for (const [i, s] of sides.entries()) {
    const m = (v: number[]) => `${Math.round(median(v))} ms`.padStart(7);
    console.log(
      `  ${"ABCDEFGH"[i]} repeat ${m(s.repeat)}, first in a tab ${m(s.first)}, keystroke to answer ${m(s.keystroke)} (${s.repeat.length} visits, ${s.failed} failed)  ${s.dist}`,
    );
  }
} finally {
  for (const s of sides) {
    await s.context.close().catch(() => undefined);
    await s.server.close();
  }
  await browser.close();
}
