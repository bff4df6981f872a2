import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { DEMO_PROJECT_IDS } from "@q2c/db";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiLogin } from "./fixtures/api-client.ts";
import { useJourney } from "./fixtures/journey.ts";
import { orderMadeAtAcceptance } from "./fixtures/orders.ts";
import { LoginPage } from "./pages/login-page.ts";

const j = useJourney();
const POLL = { timeout: 15_000 };

/** With E2E_SCREENSHOTS set, the provisioning pages are saved there as PNGs (1440 x 900). */
async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

interface OrderAnswer {
  id: string;
  version: number;
  status: string;
  projectId: string;
  suborders: { id: string; version: number }[];
  lines: { id: string; suborderId: string | null; quantity: string }[];
}

/** Every object of a JSON answer that has non-empty `tasks.items` (a bundle product with tasks). */
function withTasks(value: unknown, found: { id: string }[] = []): { id: string }[] {
  if (Array.isArray(value)) for (const v of value) withTasks(v, found);
  else if (value && typeof value === "object") {
    const o = value as { id?: string; tasks?: { items?: unknown[] } };
    if (o.id && Array.isArray(o.tasks?.items) && o.tasks.items.length > 0) found.push({ id: o.id });
    for (const v of Object.values(o)) withTasks(v, found);
  }
  return found;
}

let orderId = "";
let projectId = "";

/**
 * Issue #18 §4: a copy of the demo Adatum quote whose Wi-Fi bundle asks for acceptance on site is accepted
 * and ordered; every suborder is ordered by hand and delivered (API). Then the engineer works Main building
 * in the browser: the order's provisioning tab, the building's page, both tasks complete, the access points
 * accepted, and the building, the order and the quote complete.
 */
beforeAll(async () => {
  const base = j.server.url;
  const sales = (await apiLogin(base, "sales@msp.demo", j.server.demoPassword)).accessToken;
  const copy = await apiCall<{ id: string }>(
    base,
    "POST",
    `/projects/${DEMO_PROJECT_IDS.adatumWifi}/duplicate`,
    {
      token: sales,
      body: { dealName: "Adatum Wi-Fi (provisioning journey)" },
    },
  );
  projectId = copy.id;
  const project = async () =>
    apiCall<{ version: number }>(
      base,
      "GET",
      `/projects/${copy.id}?getLocations=true&getProjectLocationBundleProducts=true`,
      { token: sales },
    );
  const [bundle] = withTasks(await project());
  if (!bundle) throw new Error("the copy has no bundle with tasks");
  await apiCall(base, "PUT", `/projects/${copy.id}/location-bundles/${bundle.id}`, {
    token: sales,
    body: { version: (await project()).version, acceptEquipment: "yes" },
  });
  for (const stage of ["review", "price", "proposal"]) {
    await apiCall(base, "PUT", `/projects/${copy.id}/phases`, {
      token: sales,
      body: { version: (await project()).version, stage },
    });
  }
  await apiCall(base, "POST", `/projects/${copy.id}/accept`, {
    token: sales,
    body: { version: (await project()).version, reason: "Purchase order by e-mail" },
  });
  // Northwind has the order plan: the server's job makes the order after the acceptance.
  orderId = await orderMadeAtAcceptance(base, sales, copy.id);
  let order = await apiCall<OrderAnswer>(base, "GET", `/orders/${orderId}`, { token: sales });
  order = await apiCall<OrderAnswer>(base, "PUT", `/orders/${orderId}`, {
    token: sales,
    body: { version: order.version, status: "submitted" },
  });
  for (const { id } of order.suborders) {
    const marked = await apiCall<OrderAnswer>(
      base,
      "POST",
      `/orders/${orderId}/suborders/${id}/mark-ordered`,
      {
        token: sales,
        body: { version: order.suborders.find((s) => s.id === id)?.version, reference: "PO-7" },
      },
    );
    await apiCall(base, "PUT", `/orders/${orderId}/shipments`, {
      token: sales,
      body: {
        suborderId: id,
        version: marked.suborders.find((s) => s.id === id)?.version,
        carrier: "UPS",
        trackingNumber: `1Z${id.slice(-10)}`,
        shippedDate: "2026-01-05",
        deliveredDate: "2026-01-07",
        lines: marked.lines
          .filter((l) => l.suborderId === id)
          .map((l) => ({ orderLineId: l.id, quantity: String(Number(l.quantity)) })),
      },
    });
    order = await apiCall<OrderAnswer>(base, "GET", `/orders/${orderId}`, { token: sales });
  }
}, 120_000);

describe("an engineer provisions a building", () => {
  let page: Page;

  beforeAll(async () => {
    page = await j.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await new LoginPage(page).signInToDashboard("engineer@msp.demo", j.server.demoPassword);
  });

  it("finds the order's buildings on its provisioning tab, the ones without work already complete", async () => {
    await page.goto(`/orders/${orderId}/view?tab=provisioning`);
    const main = page.getByRole("article", { name: "Adatum HQ · Main building" });
    await main.waitFor();
    await expect.poll(() => main.getByText("In progress").count(), POLL).toBe(1);
    await expect
      .poll(
        () =>
          page.getByRole("article", { name: "Adatum HQ · Warehouse" }).getByText("Building complete").count(),
        POLL,
      )
      .toBe(1);
    await screenshot(page, "provisioning-tab");
    expect(await seriousViolations(page)).toEqual([]);
    await main.getByRole("link", { name: "Open Adatum HQ · Main building" }).click();
    await page.getByRole("heading", { level: 1, name: "Adatum HQ · Main building" }).waitFor();
  });

  it("completes both tasks, accepts the delivered access points, and the building completes", async () => {
    await page.getByRole("table", { name: "Equipment" }).waitFor();
    await screenshot(page, "provision-in-progress");
    expect(await seriousViolations(page)).toEqual([]);
    for (const items of [
      "Confirm ceiling heights with facilities",
      "Book the scissor lift for the warehouse",
    ]) {
      const actions = page.getByRole("group", { name: `Actions of ${items}` });
      await actions.getByRole("button", { name: "Mark complete" }).click();
      await actions.getByRole("button", { name: "Reopen" }).waitFor();
    }
    const boxes = page.getByRole("checkbox", { name: /^Accept / });
    const n = await boxes.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i += 1) await boxes.nth(i).check();
    await page.getByRole("button", { name: n === 1 ? "Accept 1 item" : `Accept ${n} items` }).click();
    const dialog = page.getByRole("dialog", { name: "Accept equipment on site" });
    await dialog.getByText(/the order and its quote complete/).waitFor();
    await dialog.getByRole("button", { name: "Accept" }).click();
    await page
      .getByRole("alert")
      .or(page.getByRole("status"))
      .getByText("Building complete")
      .first()
      .waitFor();
    await screenshot(page, "provision-complete");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("the order and its quote are completed", async () => {
    const sales = (await apiLogin(j.server.url, "sales@msp.demo", j.server.demoPassword)).accessToken;
    const order = await apiCall<OrderAnswer>(j.server.url, "GET", `/orders/${orderId}`, { token: sales });
    expect(order.status).toBe("completed");
    const quote = await apiCall<{ stage: string }>(j.server.url, "GET", `/projects/${projectId}`, {
      token: sales,
    });
    expect(quote.stage).toBe("completed");
  });
});
