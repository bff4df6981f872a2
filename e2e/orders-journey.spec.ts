import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiLogin } from "./fixtures/api-client.ts";
import { useJourney } from "./fixtures/journey.ts";
import { acceptedQuote } from "./fixtures/orders.ts";
import { LoginPage } from "./pages/login-page.ts";

/**
 * Issue #18's journey, end to end on the real server with the built-in demo distributor: an accepted copy of
 * the demo Adatum quote becomes an order by itself; /procure sends its suborders; the server's clock moves
 * and the demo distributor ships part of the order (shipping incomplete shows), then the rest, then delivers
 * it, each read by the server's sweep and pushed to the open page; the customer sees per site what shipped,
 * with tracking; an engineer completes each building's work; the order and the quote complete. Axe finds no
 * serious or critical violation on any order page on the way. E2E_SCREENSHOTS keeps 1440 x 900 pictures.
 */

// The sweep reads due suborders every second here (60 s by default), so a moved clock shows at once.
const j = useJourney({ SUBORDER_READ_SWEEP_SECONDS: "1" });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const POLL = { timeout: 30_000 };

interface OrderAnswer {
  id: string;
  number: number;
  status: string;
  suborders: { id: string; status: string; shippingIncomplete: boolean }[];
  shipments: { trackingNumber: string; status: string }[];
}

let sales = "";
let quoteId = "";
let orderId = "";

async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `orders-journey-${name}.png`) });
}

async function noSeriousViolations(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const readOrder = () => apiCall<OrderAnswer>(j.server.url, "GET", `/orders/${orderId}`, { token: sales });

async function signedIn(email: string): Promise<Page> {
  const page = await j.page();
  await page.setViewportSize({ width: 1440, height: 900 });
  await new LoginPage(page).signInToDashboard(email, j.server.demoPassword);
  return page;
}

beforeAll(async () => {
  sales = (await apiLogin(j.server.url, "sales@msp.demo", j.server.demoPassword)).accessToken;
  quoteId = await acceptedQuote(j.server.url, sales, "Adatum Wi-Fi (order journey)");
});

describe("from an accepted quote to a completed order", () => {
  let msp: Page;

  it("makes the order at acceptance: the quote offers View order, which opens it", async () => {
    msp = await signedIn("sales@msp.demo");
    await msp.goto(`/projects/${quoteId}/edit`);
    // The server's job makes the order just after the acceptance; the builder finds it.
    await expect
      .poll(async () => {
        const link = msp.getByRole("link", { name: "View order" });
        if ((await link.count()) > 0) return true;
        await msp.reload();
        await msp.getByRole("heading", { level: 1 }).first().waitFor();
        return false;
      }, POLL)
      .toBe(true);
    await msp.getByRole("link", { name: "View order" }).click();
    await msp.waitForURL(/\/orders\/[^/]+\/view/);
    orderId = new URL(msp.url()).pathname.split("/")[2] ?? "";
    expect((await readOrder()).status).toBe("draft");
    await screenshot(msp, "order-overview");
    await noSeriousViolations(msp);
    await msp.goto("/orders");
    await msp.getByRole("table").getByRole("link").first().waitFor();
    await noSeriousViolations(msp);
  }, 90_000);

  it("sends every suborder from /procure after a confirmation; the distributor places every line", async () => {
    await msp.goto("/procure");
    const group = msp.getByRole("region", { name: "Tailspin Distribution" });
    await group.waitFor();
    await noSeriousViolations(msp);
    const count = (await readOrder()).suborders.length;
    await group.getByRole("button", { name: `Send all ${count} suborders` }).click();
    const confirm = msp.getByRole("dialog", { name: "Send to the distributor" });
    await confirm.getByRole("button", { name: "Place the order" }).click();
    const progress = msp.getByRole("region", { name: "Sent from this page" });
    await expect.poll(() => progress.locator('[data-state="sent"]').count(), POLL).toBe(count);
    await screenshot(msp, "procure-sent");
    const order = await readOrder();
    expect(order.suborders.every((s) => s.status === "accepted")).toBe(true);
    expect(order.status).toBe("accepted");
  }, 90_000);

  it("shows part of it shipped, shipping incomplete, when the distributor ships the first half", async () => {
    await msp.goto(`/orders/${orderId}/view?tab=shipments`);
    await msp.getByRole("tab", { name: /Shipments/, selected: true }).waitFor();
    j.server.advanceClock(DAY + HOUR);
    // The sweep reads the suborders; the open page follows by its live room.
    await expect.poll(async () => (await readOrder()).status, POLL).toBe("partially_shipped");
    await msp.getByText("Shipping incomplete").first().waitFor();
    await msp
      .getByRole("link", { name: /^Track this package / })
      .first()
      .waitFor();
    await screenshot(msp, "part-shipped");
    await noSeriousViolations(msp);
  }, 90_000);

  it("ships the rest a day later and delivers it all the day after", async () => {
    j.server.advanceClock(DAY);
    await expect.poll(async () => (await readOrder()).status, POLL).toBe("shipped");
    await expect.poll(() => msp.getByText("Shipping incomplete").count(), POLL).toBe(0);
    j.server.advanceClock(DAY);
    await expect.poll(async () => (await readOrder()).status, POLL).toBe("delivered");
    const order = await readOrder();
    expect(order.shipments.length).toBeGreaterThan(1);
    expect(order.shipments.every((s) => s.status === "delivered")).toBe(true);
    await screenshot(msp, "delivered");
    await noSeriousViolations(msp);
  }, 90_000);

  it("shows the customer its order per site, what shipped with tracking, and no cost", async () => {
    const customer = await signedIn("user@customer.demo");
    await customer.getByRole("navigation").getByRole("link", { name: "Orders" }).click();
    await customer.getByRole("table", { name: "Your orders" }).waitFor();
    await noSeriousViolations(customer);
    await customer.goto(`/orders/${orderId}/view`);
    const { shipments } = await readOrder();
    for (const { trackingNumber } of shipments)
      await customer.getByRole("link", { name: trackingNumber }).first().waitFor();
    expect(await customer.getByText(/cost|margin/i).count()).toBe(0);
    await screenshot(customer, "customer-sites");
    await noSeriousViolations(customer);
    const first = shipments[0]?.trackingNumber ?? "";
    await customer.getByRole("link", { name: first }).first().click();
    await customer.getByRole("heading", { level: 1, name: `Package ${first}` }).waitFor();
    await noSeriousViolations(customer);
    await customer.close();
  }, 90_000);

  it("lets an engineer complete each building's work; the order and its quote complete", async () => {
    const engineer = await signedIn("engineer@msp.demo");
    await engineer.goto(`/orders/${orderId}/view?tab=provisioning`);
    const open = engineer.getByRole("link", { name: /^Open / });
    await open.first().waitFor();
    await noSeriousViolations(engineer);
    const labels = await Promise.all(
      (await open.all()).map(async (link) => (await link.getAttribute("aria-label")) ?? ""),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      await engineer.goto(`/orders/${orderId}/view?tab=provisioning`);
      await engineer.getByRole("link", { name: label }).click();
      await engineer.getByRole("table", { name: "Equipment" }).waitFor();
      await noSeriousViolations(engineer);
      await completeBuilding(engineer);
    }
    await expect.poll(async () => (await readOrder()).status, POLL).toBe("completed");
    await engineer.goto(`/orders/${orderId}/view`);
    await engineer.getByText("Completed").first().waitFor();
    await screenshot(engineer, "order-completed");
    await noSeriousViolations(engineer);
    const quote = await apiCall<{ stage: string }>(j.server.url, "GET", `/projects/${quoteId}`, {
      token: sales,
    });
    expect(quote.stage).toBe("completed");
  }, 180_000);
});

/** Marks every open task complete and accepts whatever equipment waits for acceptance, confirming each step. */
async function completeBuilding(page: Page) {
  const lastWork = page.getByRole("dialog", { name: "Complete the building" });
  const mark = page.getByRole("button", { name: "Mark complete" });
  for (let before = await mark.count(); before > 0; before = await mark.count()) {
    await mark.first().click();
    // The last thing a building waits on asks first.
    await expect
      .poll(async () => {
        if (await lastWork.isVisible()) await lastWork.getByRole("button", { name: "Complete" }).click();
        return mark.count();
      }, POLL)
      .toBeLessThan(before);
  }
  const boxes = page.getByRole("checkbox", { name: /^Accept / });
  const n = await boxes.count();
  if (n > 0) {
    for (let i = 0; i < n; i += 1) await boxes.nth(i).check();
    await page.getByRole("button", { name: n === 1 ? "Accept 1 item" : `Accept ${n} items` }).click();
    const dialog = page.getByRole("dialog", { name: "Accept equipment on site" });
    await dialog.getByRole("button", { name: "Accept" }).click();
  }
  await page.getByText("Building complete").first().waitFor({ timeout: 30_000 });
}
