import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumPath, launchBrowser, PLAYWRIGHT_DISABLED_FEATURES } from "./fixtures/browser.ts";

// The switches every journey and the quote builder's bench launch Chromium with (fixtures/browser.ts).

/** The command line of the Chromium browser process started with `probe` among its switches (Linux). */
function browserCommandLine(probe: string): string[] {
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    } catch {
      continue; // ended meanwhile
    }
    if (args.includes(probe) && !args.some((a) => a.startsWith("--type="))) return args;
  }
  throw new Error(`no Chromium process has ${probe}`);
}

/** Chromium keeps the last `--disable-features` switch. */
function disabledFeatures(args: string[]): string[] {
  const last = args.filter((a) => a.startsWith("--disable-features=")).at(-1);
  return (last?.slice("--disable-features=".length).split(",") ?? []).sort();
}

async function browserUiPages(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  for (let i = 0; i < 2; i++) {
    const page = await context.newPage();
    await page.goto("data:text/html,<p>a page</p>");
  }
  // The pop-ups load just after a window opens.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send("Target.getTargets");
  return targetInfos.filter((t) => t.type === "browser_ui").map((t) => t.url);
}

describe("Chromium's switches", () => {
  it("repeat every feature Playwright turns off, since a second --disable-features replaces the first", async () => {
    const probe = `--q2c-probe=${randomUUID()}`;
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: ["--no-sandbox", probe],
    });
    try {
      expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual(disabledFeatures(browserCommandLine(probe)));
    } finally {
      await browser.close();
    }
  });

  it("leave out the address bar's pop-ups that headless Chromium loads for every new window", async () => {
    // Without the switch, Chromium 156 loads chrome://omnibox-popup.top-chrome and its AI-mode variant here
    // (docs/projects.md); a Chromium that renames the features would bring them back, and fail this.
    const browser = await launchBrowser();
    try {
      expect((await browserUiPages(browser)).filter((url) => url.includes("omnibox-popup"))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
