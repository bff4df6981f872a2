import { DEMO_PROJECT_IDS } from "@q2c/db";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useJourney } from "./fixtures/journey.ts";
import { LoginPage } from "./pages/login-page.ts";
import { QuoteBuilderPage } from "./pages/quote-builder-page.ts";

const j = useJourney();

const MAIN = "Main building";
const LAB = "Lab";
const SWITCH = "Cisco Meraki MS120-24P 24-port GbE PoE switch, 370 W";
const U6_PRO = "Ubiquiti UniFi U6 Pro";
const MORE_COLUMNS = [
  "Part number",
  "Cost",
  "Margin",
  "One-time",
  "Monthly",
  "Optional",
  "Alternative group",
];
// expect.poll gives up after 1 s by default; a busy machine renders slower than that.
const POLL = { timeout: 15_000 };
const THOUSANDS = /^\$\d{1,3}(,\d{3})+(\.\d{2})?$/;

/**
 * Issue #16 part 1: an MSP's salesperson opens the demo quote "Adatum HQ Wi-Fi refresh" on a 1440 × 900
 * screen with the side menu open. The grid's default columns fit its box; the good/better/best options
 * of the Lab's access points read whole and apart; a bad quantity is marked on its cell; money shows
 * thousands separators; with every column shown the grid scrolls sideways under the frozen names.
 */
describe("the quote builder's grid at 1440 × 900", () => {
  let context: BrowserContext;
  let page: Page;
  let builder: QuoteBuilderPage;

  beforeAll(async () => {
    context = await j.browser.newContext({ baseURL: j.server.url, viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    await new LoginPage(page).signInToDashboard("sales@msp.demo", j.server.demoPassword);
    builder = new QuoteBuilderPage(page);
    await builder.open(DEMO_PROJECT_IDS.adatumWifi);
  });
  afterAll(async () => {
    await context?.close();
  });

  it("fits the default columns in the grid's box beside the open side menu", async () => {
    await page.getByRole("navigation", { name: "Main menu" }).getByText("Home", { exact: true }).waitFor();
    await builder.grid(MAIN).waitFor();
    const { scrollWidth, clientWidth } = await builder.gridWidths(MAIN);
    expect(clientWidth).toBeGreaterThan(600);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const headers = await builder.grid(MAIN).getByRole("columnheader").allTextContents();
    expect(headers).toEqual(["", "Name", "Qty", "Unit price", "Line discount", "Term total", "Actions"]);
  });

  it("shows money with thousands separators, totals in whole units said so", async () => {
    expect(await builder.price(SWITCH).inputValue()).toBe("1,121.55");
    await expect.poll(() => builder.total("One-time").textContent(), POLL).toMatch(THOUSANDS);
    expect(await builder.total("Term total").textContent()).toMatch(/^\$\d{1,3}(,\d{3})+$/);
    expect(await builder.total("Gross profit").textContent()).toMatch(/^\$\d{1,3}(,\d{3})+\.\d{2}$/);
    await page.getByText("Building prices are rounded up to whole units.").waitFor();
    const termTotals = await builder.grid(MAIN).getByText(THOUSANDS).allTextContents();
    expect(termTotals.length).toBeGreaterThan(0);
  });

  it("shows the names of the good/better/best options whole and apart", async () => {
    await builder.chooseBuilding(LAB);
    await builder.grid(LAB).waitFor();
    expect((await builder.gridWidths(LAB)).scrollWidth).toBeLessThanOrEqual(
      (await builder.gridWidths(LAB)).clientWidth,
    );
    const options = (await builder.lineNames(LAB)).filter((line) => line.partNumber !== "");
    expect(options).toHaveLength(3);
    for (const option of options) {
      expect(option.whole, option.title).toBe(true);
      expect(option.text).toBe(option.title);
    }
    expect(new Set(options.map((o) => o.text)).size).toBe(3);
    expect(new Set(options.map((o) => o.partNumber)).size).toBe(3);
    // The chosen option is the one whose radio is checked, in its name cell.
    const chosen = builder.grid(LAB).getByRole("radio", { checked: true });
    expect(await chosen.getAttribute("aria-label")).toMatch(/^Choose Cisco Meraki MR46/);
  });

  it("marks a quantity of -3 or abc on its cell with the message, and keeps the totals", async () => {
    const termTotal = await builder.total("Term total").textContent();
    const quantity = builder.quantity(U6_PRO);
    for (const bad of ["-3", "abc"]) {
      await quantity.fill(bad);
      await quantity.press("Tab");
      expect(await quantity.inputValue()).toBe(bad);
      expect(await quantity.getAttribute("aria-invalid")).toBe("true");
      expect(await builder.inputMessage(quantity)).toMatch(/^Quantity of Ubiquiti UniFi U6 Pro.*: .+/);
      expect(await builder.total("Term total").textContent()).toBe(termTotal);
    }
    await quantity.focus();
    await quantity.press("Escape");
    expect(await quantity.inputValue()).toBe("2");
    expect(await quantity.getAttribute("aria-invalid")).toBe("false");
  });

  it("keeps the names in view when more columns show and the grid scrolls sideways", async () => {
    await builder.showColumns(LAB, MORE_COLUMNS);
    await expect
      .poll(async () => {
        const { scrollWidth, clientWidth } = await builder.gridWidths(LAB);
        return scrollWidth - clientWidth;
      }, POLL)
      .toBeGreaterThan(0);
    const before = await builder.lineNames(LAB);
    // Tabbing out of the discount goes on to the columns to the right; the names stay where they were.
    await builder.discount(U6_PRO).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(
      /is optional$/,
    );
    await builder.scrollGridTo(LAB, 10_000);
    const after = await builder.lineNames(LAB);
    expect(after.map((line) => line.left)).toEqual(before.map((line) => line.left));
    expect(after.map((line) => line.text)).toEqual(before.map((line) => line.text));
  });

  it("hides the totals panel for more room and shows it again, by keyboard", async () => {
    const toggle = builder.totalsToggle();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded"), POLL).toBe("false");
    expect(await page.getByRole("region", { name: "Totals" }).count()).toBe(0);
    const wider = (await builder.gridWidths(LAB)).clientWidth;
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded"), POLL).toBe("true");
    expect((await builder.gridWidths(LAB)).clientWidth).toBeLessThan(wider);
  });
});
