import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiLogin } from "./fixtures/api-client.ts";
import { useJourney } from "./fixtures/journey.ts";
import { acceptedQuoteOrder, shippedPackage } from "./fixtures/orders.ts";
import { LoginPage } from "./pages/login-page.ts";

const j = useJourney();
const POLL = { timeout: 15_000 };
const TRACKING = "1ZCUSTOMER0001";
let orderId = "";

/** With E2E_SCREENSHOTS set, the customer's order pages are saved there as PNGs (1440 x 900). */
async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

async function noSeriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

beforeAll(async () => {
  const sales = (await apiLogin(j.server.url, "sales@msp.demo", j.server.demoPassword)).accessToken;
  orderId = await acceptedQuoteOrder(j.server.url, sales, "Adatum Wi-Fi (customer view)");
  await shippedPackage(j.server.url, sales, orderId, TRACKING);
});

/**
 * Issue #18 §3: Adatum's user (a customer of Northwind) signs in, finds Orders in its side menu, sees its
 * order per site with the package that shipped and its tracking, and opens the tracking page; no cost shows.
 */
describe("the customer's orders", () => {
  it("lists, shows per site and tracks, as the customer", { timeout: 120_000 }, async () => {
    const page = await j.page();
    await new LoginPage(page).signInToDashboard("user@customer.demo", j.server.demoPassword);
    await page.getByRole("navigation").getByRole("link", { name: "Orders" }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe("/orders");
    const table = page.getByRole("table", { name: "Your orders" });
    await table.getByRole("link").first().waitFor();
    await screenshot(page, "customer-orders-list");
    await noSeriousViolations(page);

    await page.goto(`/orders/${orderId}/view`);
    await page.getByRole("link", { name: TRACKING }).waitFor();
    expect(await page.getByText(/cost|margin/i).count()).toBe(0);
    await screenshot(page, "customer-order-sites");
    await noSeriousViolations(page);

    await page.getByRole("link", { name: TRACKING }).click();
    await page.getByRole("heading", { level: 1, name: `Package ${TRACKING}` }).waitFor();
    expect(await page.getByText("UPS").count()).toBeGreaterThan(0);
    await screenshot(page, "customer-tracking");
    await noSeriousViolations(page);
  });
});
