import { DEMO_PROJECT_IDS } from "@q2c/db";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useJourney } from "./fixtures/journey.ts";
import { LoginPage } from "./pages/login-page.ts";
import { QuoteBuilderPage } from "./pages/quote-builder-page.ts";

const j = useJourney();

/**
 * Everything the page's Content-Security-Policy refuses, from every document the page loads: the
 * securitypolicyviolation events (reported from a script the browser injects, which the policy does not
 * govern) and Chromium's console errors ("Refused to execute inline script ...").
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) {
      seen.push(message.text());
    }
  });
  await page.exposeFunction("__q2cCspViolation", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __q2cCspViolation(text: string): void }).__q2cCspViolation;
      report(
        `${event.violatedDirective} refused ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return seen;
}

describe("the Content-Security-Policy in Chromium", () => {
  it("lets a signed-in user open the quote builder with nothing refused: early reads, app, styles, socket", async () => {
    const page = await j.page();
    const violations = await watchViolations(page);
    const sockets: string[] = [];
    page.on("websocket", (socket) => sockets.push(socket.url()));
    await new LoginPage(page).signInToDashboard("owner@msp.demo", j.server.demoPassword);

    // A fresh load, so that index.html's inline script starts the builder's reads before the app runs.
    const builder = new QuoteBuilderPage(page);
    const response = await page.goto(`/projects/${DEMO_PROJECT_IDS.adatumWifi}/edit`);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
    await builder.tree().waitFor();
    await expect.poll(() => builder.untakenEarlyReads(), { timeout: 15_000 }).toEqual([]);
    await expect
      .poll(() => sockets.some((url) => url.includes("/socket.io/")), { timeout: 15_000 })
      .toBe(true);
    expect(violations).toEqual([]);
  });

  it("renders the API reference page under its own policy, refusing only the probe of Scalar's zod", async () => {
    const page = await j.page();
    const violations = await watchViolations(page);
    await page.goto("/api/docs/");
    await page.getByText("Quote-to-cash platform API").first().waitFor();
    await page.getByText("Rotate a refresh token").first().waitFor();
    // Scalar's bundle builds zod schemas, and zod tries `new Function` once to see whether it may compile
    // parsers; refused, it parses without them (the web app turns the probe off: apps/web/src/zod-jitless.ts,
    // which the bundle gives no way to do). Anything else refused fails here.
    expect(violations).toEqual([
      expect.stringMatching(/^script-src refused eval \(.*\/api\/docs\/js\/scalar\.js:/),
    ]);
  });
});
