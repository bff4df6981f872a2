// What /login and the dashboard load (issue #15 part 3: at most 170 KB of JavaScript, gzip): each page is
// opened in a new off-the-record Chromium context (an empty cache, as a first visit), and every script the
// browser fetched is counted, once, with its size as served and gzip-compressed here (zlib level 9, as
// Vite's build report). Two moments: the page drawn (the sign-in form; the dashboard's figures), and the
// network quiet afterwards (what the page fetched after it drew, such as the live socket's code, counts
// too). The aim is judged on the second.
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import type { StorageState } from "../project/ui-visit.ts";

export const FIRST_LOAD_AIM_KB = 170;

export interface ScriptFile {
  path: string;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  label: string;
  /** Scripts fetched by the time the page was drawn. */
  drawn: ScriptFile[];
  /** Scripts fetched until the network was quiet. */
  all: ScriptFile[];
}

export const totalKb = (files: ScriptFile[], key: "raw" | "gzip") =>
  files.reduce((sum, f) => sum + f[key], 0) / 1024;

/** Collects every script the page receives, from before the navigation. */
function collectScripts(page: Page): Map<string, Promise<ScriptFile>> {
  const files = new Map<string, Promise<ScriptFile>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const path = new URL(response.url()).pathname;
    if (files.has(path)) return;
    files.set(
      path,
      response.body().then((body) => ({ path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  return files;
}

async function settle(files: Map<string, Promise<ScriptFile>>): Promise<ScriptFile[]> {
  return (await Promise.all(files.values())).sort((a, b) => b.gzip - a.gzip);
}

async function load(
  browser: Browser,
  baseURL: string,
  label: string,
  path: string,
  drawn: (page: Page) => Promise<void>,
  session?: StorageState,
): Promise<FirstLoad> {
  const context = await browser.newContext({
    baseURL,
    storageState: session,
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = await context.newPage();
    const files = collectScripts(page);
    await page.goto(path);
    await drawn(page);
    const atDraw = await settle(files);
    await page.waitForLoadState("networkidle");
    return { label, drawn: atDraw, all: await settle(files) };
  } finally {
    await context.close();
  }
}

/** The sign-in page signed out, and the dashboard (`/`) signed in by `session`. */
export async function measureFirstLoads(
  browser: Browser,
  baseURL: string,
  session: StorageState,
): Promise<FirstLoad[]> {
  const login = await load(browser, baseURL, "/login", "/login", async (page) => {
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
  });
  const dashboard = await load(
    browser,
    baseURL,
    "dashboard",
    "/",
    async (page) => {
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.waitForFunction(() => document.querySelector("[aria-busy=true]") === null);
    },
    session,
  );
  return [login, dashboard];
}

const kb = (v: number) => `${v.toFixed(1)} KB`;

/** The report's lines: per page, the totals at both moments, the verdict, and the largest files. */
export function reportFirstLoads(loads: FirstLoad[]): string[] {
  const lines = [
    `JavaScript of the first load (new off-the-record context; gzip at level 9; aim ≤ ${FIRST_LOAD_AIM_KB} KB gzip):`,
  ];
  for (const l of loads) {
    const gzip = totalKb(l.all, "gzip");
    lines.push(
      `  ${l.label.padEnd(10)} ${kb(totalKb(l.all, "raw"))} raw, ${kb(gzip)} gzip in ${l.all.length} files` +
        ` (drawn with ${kb(totalKb(l.drawn, "gzip"))} gzip in ${l.drawn.length} files)` +
        ` — ${gzip <= FIRST_LOAD_AIM_KB ? "PASS" : "ABOVE"}`,
    );
    const late = l.all.filter((f) => !l.drawn.some((d) => d.path === f.path));
    const largest = l.all.slice(0, 6).map((f) => `${f.path.replace(/^\/assets\//, "")} ${kb(f.gzip / 1024)}`);
    lines.push(`      largest: ${largest.join(", ")}`);
    if (late.length > 0)
      lines.push(
        `      after the draw: ${late.map((f) => `${f.path.replace(/^\/assets\//, "")} ${kb(f.gzip / 1024)}`).join(", ")}`,
      );
  }
  return lines;
}
