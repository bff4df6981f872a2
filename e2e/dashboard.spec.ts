import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useJourney } from "./fixtures/journey.ts";
import { LoginPage } from "./pages/login-page.ts";
import { QuotesListPage } from "./pages/quotes-list-page.ts";

// Issue #16 §6: the dashboard's pipeline at 1440 x 900 with the demo quotes (Northwind's two, both open and
// owned by sales@msp.demo: Adatum's in Review, shared with Adatum; Litware's in Build), a tile followed to
// the filtered quote list, and the customer's own dashboard. DASHBOARD_SHOTS=<dir> also saves a screenshot
// of each kind of user's dashboard there.

const j = useJourney();
const SHOTS = process.env.DASHBOARD_SHOTS;
const JOURNEY_MS = 120_000;

async function signedIn(email: string): Promise<Page> {
  const page = await j.page();
  await page.setViewportSize({ width: 1440, height: 900 });
  await new LoginPage(page).signInToDashboard(email, j.server.demoPassword);
  await page.getByRole("heading", { level: 1, name: /^Welcome/ }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return page;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

describe("dashboard", () => {
  it(
    "shows MSP sales the pipeline of the demo quotes, and a tile opens the filtered quote list",
    async () => {
      const page = await signedIn("sales@msp.demo");
      await page.getByRole("heading", { name: "Pipeline" }).waitFor();
      const open = page.getByRole("link", { name: /^Open quotes 2/ });
      await open.waitFor();
      // The demo Litware quote is valid for 10 days from the seed (README).
      await page.getByRole("link", { name: /^Expiring within 14 days 1/ }).waitFor();
      const recent = page.getByRole("table", { name: "Your recent quotes" });
      await recent.getByRole("link", { name: "Adatum HQ Wi-Fi refresh" }).waitFor();
      await recent.getByRole("link", { name: "Litware office network" }).waitFor();
      await page.getByRole("img", { name: /^Term value of open quotes by stage/ }).waitFor();
      await shot(page, "dashboard-msp-sales");
      expect(await seriousViolations(page)).toEqual([]);

      await open.click();
      await page.waitForURL((url) => url.pathname === "/quotes" && url.search === "?outcome=open");
      const list = new QuotesListPage(page);
      await list.row("Adatum HQ Wi-Fi refresh").waitFor();
      await list.row("Litware office network").waitFor();
      expect(await page.getByRole("combobox", { name: "Status" }).inputValue()).toBe("Open");
      expect(await seriousViolations(page)).toEqual([]);

      // The Review stage's link: only Adatum's quote.
      await page.goBack();
      await page
        .getByRole("list", { name: "Open quotes by stage" })
        .getByRole("listitem")
        .filter({ hasText: "Review" })
        .getByRole("link")
        .click();
      await page.waitForURL((url) => url.search === "?stage=review&outcome=open");
      await list.row("Litware office network").waitFor({ state: "detached" });
      await list.row("Adatum HQ Wi-Fi refresh").waitFor();
      await shot(page, "quotes-filtered-msp-sales");
    },
    JOURNEY_MS,
  );

  it(
    "shows the customer user its own dashboard: the quote shared with it, none of the MSP's counts",
    async () => {
      const page = await signedIn("user@customer.demo");
      await page.getByRole("heading", { name: "Your quotes" }).waitFor();
      await page.getByRole("link", { name: /^Open quotes 1/ }).waitFor();
      await page
        .getByRole("table", { name: "Recent quotes" })
        .getByRole("link", { name: "Adatum HQ Wi-Fi refresh" })
        .waitFor();
      expect(await page.getByText("Litware office network").count()).toBe(0);
      expect(await page.getByText("Teams", { exact: true }).count()).toBe(0);
      expect(await page.getByText("Customers", { exact: true }).count()).toBe(0);
      await shot(page, "dashboard-customer");
      expect(await seriousViolations(page)).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    "shows the link partner and the platform owner theirs",
    async () => {
      const partner = await signedIn("partner@link.demo");
      await partner.getByRole("heading", { name: "Your quotes" }).waitFor();
      await partner.getByText("No quotes shared with you yet").waitFor();
      await shot(partner, "dashboard-link-partner");
      expect(await seriousViolations(partner)).toEqual([]);
      await partner.getByRole("link", { name: /^Open quotes 0/ }).click();
      await partner.getByRole("heading", { level: 1, name: "Quotes", exact: true }).waitFor();
      const owner = await signedIn("owner@platform.demo");
      await owner.getByRole("heading", { name: "Quotes across the platform" }).waitFor();
      await owner.getByRole("link", { name: /^Open quotes 2/ }).waitFor();
      await owner.getByRole("heading", { name: "Your account" }).waitFor();
      await shot(owner, "dashboard-platform-owner");
      expect(await seriousViolations(owner)).toEqual([]);
    },
    JOURNEY_MS,
  );
});
