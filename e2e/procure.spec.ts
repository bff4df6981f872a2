import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { apiCall, apiLogin } from "./fixtures/api-client.ts";
import { useJourney } from "./fixtures/journey.ts";
import { acceptedQuote } from "./fixtures/orders.ts";
import { LoginPage } from "./pages/login-page.ts";

// Issue #18 in a real browser: an accepted quote's order made through the wizard (categories, ship-to,
// confirm; the MSP has turned the order at acceptance off), its suborders sent from /procure after a confirmation (progress per suborder, rejected lines with
// the distributor's reasons), a package recorded by hand on the shipments tab and opened on its tracking page,
// and the activity tab. SCREENSHOTS_DIR, when set, keeps a 1440 x 900 picture of each page.

const j = useJourney();
const SHOTS = process.env.SCREENSHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

describe("procurement journey", () => {
  it("makes the order in the wizard, sends it from /procure, records and tracks a package", async ({
    expect,
  }) => {
    // Northwind makes its orders with the wizard: its administrator turns the order at acceptance off
    // (Settings > Quote Settings), so the accepted quote waits for "Create order".
    const admin = (await apiLogin(j.server.url, "admin@msp.demo", j.server.demoPassword)).accessToken;
    const settings = await apiCall<{ version: number }>(j.server.url, "GET", "/quote-settings", {
      token: admin,
    });
    await apiCall(j.server.url, "PUT", "/quote-settings", {
      token: admin,
      body: { version: settings.version, orderAtAcceptance: false },
    });
    const sales = (await apiLogin(j.server.url, "sales@msp.demo", j.server.demoPassword)).accessToken;
    const quoteId = await acceptedQuote(j.server.url, sales, "Adatum Wi-Fi (procure journey)");
    const page = await j.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await new LoginPage(page).signInToDashboard("sales@msp.demo", j.server.demoPassword);

    // The wizard.
    await page.goto(`/projects/${quoteId}/edit`);
    await page.getByRole("button", { name: "Create order" }).click();
    const wizard = page.getByRole("dialog", { name: /Create the order of/ });
    await wizard.getByRole("group", { name: "Order categories" }).waitFor();
    await shot(page, "wizard-1-categories");
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByText(/Where each building's equipment is shipped/).waitFor();
    await shot(page, "wizard-2-ship-to");
    await wizard.getByRole("button", { name: "Next" }).click();
    await shot(page, "wizard-3-confirm");
    await wizard.getByRole("button", { name: "Create order" }).click();
    await page.waitForURL(/\/orders\/[^/]+\/view/);
    const orderId = page.url().split("/orders/")[1]?.split("/")[0] ?? "";

    // /procure: the order's suborders by distributor, with price and availability.
    await page.goto("/procure");
    const group = page.getByRole("region", { name: "Tailspin Distribution" });
    await group.waitFor();
    await shot(page, "procure");
    const order = await apiCall<{
      suborders: { id: string; buildingName: string; version: number }[];
    }>(j.server.url, "GET", `/orders/${orderId}`, { token: sales });
    // The Lab's suborder is bought by hand here (for the shipment recorded below), leaving two to send.
    const lab = order.suborders.find((s) => s.buildingName === "Lab");
    if (!lab) throw new Error("no Lab suborder");
    await apiCall(j.server.url, "POST", `/orders/${orderId}/suborders/${lab.id}/mark-ordered`, {
      token: sales,
      body: { version: lab.version, reference: "PO-5521" },
    });
    await page.reload();
    await group.getByRole("button", { name: "Send all 2 suborders" }).click();
    const confirm = page.getByRole("dialog", { name: "Send to the distributor" });
    await confirm.getByText(/places a real order with Tailspin Distribution/).waitFor();
    await shot(page, "procure-confirm");
    await confirm.getByRole("button", { name: "Place the order" }).click();
    const progress = page.getByRole("region", { name: "Sent from this page" });
    await expect
      .poll(async () => progress.locator('[data-state="sent"], [data-state="failed"]').count(), {
        timeout: 30_000,
      })
      .toBe(2);
    await shot(page, "procure-sent");

    // A package of the Lab's suborder recorded by hand, then its tracking page.
    await page.goto(`/orders/${orderId}/view?tab=shipments`);
    await page.getByText("Shipping incomplete").first().waitFor();
    await page.getByRole("button", { name: "Record a shipment" }).click();
    const record = page.getByRole("dialog", { name: "Record a shipment by hand" });
    await record.getByRole("textbox", { name: "Carrier", exact: true }).fill("UPS");
    await record.getByRole("textbox", { name: "Tracking number", exact: true }).fill("1Z999AA10123456784");
    await record.getByLabel("Shipped", { exact: true }).fill("2026-03-06");
    await shot(page, "record-shipment");
    await record.getByRole("button", { name: "Record shipment" }).click();
    await page.getByRole("link", { name: "Track this package 1Z999AA10123456784" }).waitFor();
    await shot(page, "order-shipments");
    await page.getByRole("link", { name: "Track this package 1Z999AA10123456784" }).click();
    await page.getByRole("heading", { level: 1, name: "Package 1Z999AA10123456784" }).waitFor();
    await shot(page, "suborder-track");

    await page.goto(`/orders/${orderId}/view?tab=activity`);
    await page.getByText(/Order made from the accepted quote/).waitFor();
    expect(await page.getByText(/Ordered by hand .*: reference PO-5521\./).count()).toBe(1);
    await shot(page, "order-activity");
    await page.goto(`/orders/${orderId}/view?tab=documents`);
    await page
      .getByText(/No document of this quote has been signed|Download the sealed PDF/)
      .first()
      .waitFor();
    await shot(page, "order-documents");
  }, 240_000);
});
