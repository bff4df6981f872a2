import type { TProject } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP_ADMIN } from "../accounts/test-data.ts";
import { mockGridLayout } from "../catalogue/test-grid-layout.ts";
import QuoteBuilderPage from "./quote-builder-page.tsx";
import { building, bundleProduct, line, location, project, simpleQuote } from "./test-data.ts";
import { TOTALS_COLLAPSED_KEY } from "./totals-toggle.tsx";

vi.mock("../project-activity/activity-panel.tsx", () => ({ ActivityPanel: () => null }));
vi.mock("../project-activity/members-panel.tsx", () => ({ MembersPanel: () => null }));

const SLOW = { timeout: 8000 };

function open(quote: TProject) {
  const mock = mockFetch({
    [`GET /api/v1/projects/${quote.id}`]: () => json(200, quote),
    "GET /api/v1/environments": () => json(200, { data: [] }),
    "GET /api/v1/requirements": () => json(200, { data: [] }),
    "GET /api/v1/accounts": () => json(200, { data: [], hasMore: false }),
    "GET /api/v1/bundles": () => json(200, { data: [], hasMore: false }),
  });
  renderRoutes(
    [{ path: "/projects/:quoteId/edit", element: <QuoteBuilderPage /> }],
    `/projects/${quote.id}/edit`,
  );
  return mock;
}

const headers = () => screen.getAllByRole("columnheader").map((cell) => cell.textContent);
const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === "PUT");
const box = (name: string) => screen.getByRole("textbox", { name });

beforeEach(() => {
  mockGridLayout();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the builder's grid", { timeout: 30_000 }, () => {
  it("shows by default the columns that fit 1440 px, the others in Columns", async () => {
    signIn(MSP_ADMIN);
    open(simpleQuote().quote);
    await screen.findByRole("grid", { name: "Products of Main building" }, SLOW);
    expect(headers()).toEqual(["", "Name", "Qty", "Unit price", "Line discount", "Term total", "Actions"]);
    fireEvent.click(screen.getByRole("button", { name: "Columns: Products of Main building" }));
    const offered = await screen.findAllByRole("menuitemcheckbox");
    const off = offered.filter((item) => item.getAttribute("aria-checked") === "false");
    expect(off.map((item) => item.textContent)).toEqual([
      "Part number",
      "Cost",
      "Margin",
      "One-time",
      "Monthly",
      "Optional",
      "Alternative group",
    ]);
  });

  it("shows the columns the user saved over the defaults", async () => {
    signIn({
      ...MSP_ADMIN,
      tableConf: {
        "quote-builder.lines": { columns: { partNumber: { visible: true }, termTotal: { visible: false } } },
      },
    });
    open(simpleQuote().quote);
    await screen.findByRole("grid", { name: "Products of Main building" }, SLOW);
    expect(headers()).toEqual(["", "Name", "Part number", "Qty", "Unit price", "Line discount", "Actions"]);
  });

  it("freezes the tick and the name at the left edge, header and rows, the name after the tick", async () => {
    signIn(MSP_ADMIN);
    open(simpleQuote().quote);
    const grid = await screen.findByRole("grid", { name: "Products of Main building" }, SLOW);
    const nameHeader = within(grid).getByRole("columnheader", { name: "Name" });
    const [tickCell, nameCell, qtyCell] = within(grid).getAllByRole("row")[2]?.children ?? [];
    for (const cell of [nameHeader, tickCell, nameCell]) expect(cell?.className).toMatch(/frozen/);
    expect((tickCell as HTMLElement).style.left).toBe("0px");
    expect((nameCell as HTMLElement).style.left).toBe("32px");
    expect(nameCell?.hasAttribute("data-frozen-edge")).toBe(true);
    expect(qtyCell?.className).not.toMatch(/frozen/);
    // Focus moving left scrolls a control clear of the frozen columns (the tick and the name's least width).
    expect((grid.parentElement as HTMLElement).style.scrollPaddingLeft).toBe("252px");
  });

  it("shows money with thousands separators and the cents, quantities whole, and names whole in a title", async () => {
    signIn(MSP_ADMIN);
    const name = "Cisco Meraki MS120-24P 24-port GbE PoE switch, 370 W, with a very long name";
    const sw = line({ name, quantity: "3.000000", price: "1121.5", cost: "980" });
    const quote = project([location([building([bundleProduct([sw])])])]);
    open(quote);
    await screen.findByTestId("total-term", {}, SLOW);
    expect((box(`Quantity of ${name}`) as HTMLInputElement).value).toBe("3");
    const price = box(`Unit price of ${name}`) as HTMLInputElement;
    expect(price.value).toBe("1,121.50");
    // Taking focus changes nothing (a click's caret or a select-all stays); what is typed shows as typed
    // until the box is left, then formatted.
    fireEvent.focus(price);
    expect(price.value).toBe("1,121.50");
    fireEvent.change(price, { target: { value: "1250.5" } });
    expect(price.value).toBe("1250.5");
    fireEvent.blur(price);
    await waitFor(() => expect(price.value).toBe("1,250.50"), SLOW);
    const grid = screen.getByRole("grid", { name: "Products of Main building" });
    await waitFor(() => expect(within(grid).getAllByText("$3,751.50").length).toBeGreaterThan(0), SLOW);
    expect(within(grid).getByTitle(name).textContent).toBe(name);
  });

  it("says the totals are in whole units, with thousands separators", async () => {
    signIn(MSP_ADMIN);
    const sw = line({ name: "Switch", quantity: "1", price: "1121.55", cost: "900" });
    open(project([location([building([bundleProduct([sw])])])]));
    expect((await screen.findByTestId("total-term", {}, SLOW)).textContent).toBe("$1,122");
    expect(screen.getByTestId("total-whole-units").textContent).toBe(
      "Building prices are rounded up to whole units.",
    );
    expect(screen.getByTestId("total-gross-profit").textContent).toBe("$222.00");
  });

  it("says a discount amount is taken off the line, not off each unit", async () => {
    signIn(MSP_ADMIN);
    open(simpleQuote().quote);
    const discount = await screen.findByRole("textbox", { name: "Discount of Access point" }, SLOW);
    expect(discount.getAttribute("title")).toMatch(/off the line's total \(not per unit/);
  });

  it("marks a quantity of -3 or abc on its cell with the message, keeps it after leaving, and saves nothing", async () => {
    signIn(MSP_ADMIN);
    const { calls } = open(simpleQuote().quote);
    await screen.findByTestId("total-term", {}, SLOW);
    const quantity = box("Quantity of Access point") as HTMLInputElement;
    for (const bad of ["-3", "abc"]) {
      fireEvent.focus(quantity);
      fireEvent.change(quantity, { target: { value: bad } });
      fireEvent.blur(quantity);
      expect(quantity.value).toBe(bad);
      expect(quantity.getAttribute("aria-invalid")).toBe("true");
      const message = document.getElementById(quantity.getAttribute("aria-describedby") ?? "");
      expect(message?.textContent).toMatch(/^Quantity of Access point: .+/);
      expect(quantity.getAttribute("title")).toBe(
        message?.textContent?.replace("Quantity of Access point: ", ""),
      );
    }
    expect(screen.getByTestId("total-term").textContent).toBe("$560");
    // Escape gives the box the saved figure back, and the message goes.
    fireEvent.focus(quantity);
    fireEvent.keyDown(quantity, { key: "Escape" });
    expect(quantity.value).toBe("2");
    expect(quantity.getAttribute("aria-invalid")).toBe("false");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(puts(calls)).toHaveLength(0);
  });

  it("reads a price typed with thousands separators", async () => {
    signIn(MSP_ADMIN);
    open(simpleQuote().quote);
    await screen.findByTestId("total-term", {}, SLOW);
    const price = box("Unit price of Access point");
    fireEvent.focus(price);
    fireEvent.change(price, { target: { value: "1,250" } });
    expect(price.getAttribute("aria-invalid")).toBe("false");
    // 2 × 1,250 once + 30 a month for 12 months.
    await waitFor(() => expect(screen.getByTestId("total-term").textContent).toBe("$2,860"), SLOW);
  });

  it("tells the options of a group apart by their part numbers, the chosen one ticked", async () => {
    signIn(MSP_ADMIN);
    const good = line({
      name: "Cisco Meraki MR46 access point",
      partNumber: "MR46-HW",
      alternativeGroup: "AP",
    });
    const best = line({
      name: "Cisco Meraki MR46E access point",
      partNumber: "MR46E-HW",
      alternativeGroup: "AP",
      chosen: false,
    });
    open(project([location([building([bundleProduct([good, best])])])]));
    const grid = await screen.findByRole("grid", { name: "Products of Main building" }, SLOW);
    const rows = within(grid).getAllByRole("row").slice(2);
    const nameCells = rows.map((row) => row.children[1] as HTMLElement);
    expect(nameCells.map((cell) => cell.textContent)).toEqual([
      "Cisco Meraki MR46 access pointAP, chosenMR46-HW",
      "Cisco Meraki MR46E access pointAPMR46E-HW",
    ]);
    // The option is chosen in its name cell, with no column to scroll to.
    const choose = within(nameCells[1] as HTMLElement).getByRole("radio", {
      name: "Choose Cisco Meraki MR46E access point",
    });
    expect((choose as HTMLInputElement).checked).toBe(false);
  });

  it("hides and shows the totals with one button, and remembers it", async () => {
    signIn(MSP_ADMIN);
    const fx = simpleQuote();
    open(fx.quote);
    await screen.findByTestId("total-term", {}, SLOW);
    const toggle = screen.getByRole("button", { name: "Hide totals" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")).toBe(
      screen.getByRole("region", { name: "Totals" }),
    );
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.textContent).toBe("Show totals");
    expect(screen.queryByRole("region", { name: "Totals" })).toBeNull();
    expect(screen.getByTestId("collapsed-term-total").textContent).toBe("Term total: $560");
    expect(localStorage.getItem(TOTALS_COLLAPSED_KEY)).toBe("1");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("region", { name: "Totals" })).toBeTruthy();
    expect(localStorage.getItem(TOTALS_COLLAPSED_KEY)).toBeNull();
  });

  it("opens with the totals hidden when the user left them so", async () => {
    signIn(MSP_ADMIN);
    localStorage.setItem(TOTALS_COLLAPSED_KEY, "1");
    open(simpleQuote().quote);
    const toggle = await screen.findByRole("button", { name: "Show totals" }, SLOW);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "Totals" })).toBeNull();
  });
});
