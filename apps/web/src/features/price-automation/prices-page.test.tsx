import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { MSP_ADMIN, page } from "../accounts/test-data.ts";
import PricesPage from "./prices-page.tsx";

const rule = (over: Record<string, unknown> = {}) => ({
  id: "0190a000-0000-7000-8000-000000000901",
  name: "Switches plus 20",
  target: "category",
  categoryId: "0190a000-0000-7000-8000-0000000c1004",
  categoryName: "Switches",
  manufacturerId: null,
  manufacturerName: null,
  method: "cost_plus",
  percent: "20",
  rounding: "none",
  position: 0,
  active: true,
  version: 1,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  ...over,
});
const margin = rule({
  id: "0190a000-0000-7000-8000-000000000902",
  name: "Everything at 30% margin",
  target: "all",
  categoryId: null,
  categoryName: null,
  method: "target_margin",
  percent: "30",
  rounding: "ends_99",
  position: 1,
});

const changes = {
  data: [
    {
      productId: "0190a000-0000-7000-8000-000000000a01",
      name: "Switch 24 port",
      manufacturerPartNumber: "SW-24",
      cost: "80.00",
      oldPrice: "100.00",
      newPrice: "96.00",
      ruleId: rule().id,
      ruleName: "Switches plus 20",
    },
    {
      productId: "0190a000-0000-7000-8000-000000000a02",
      name: "Backup licence",
      manufacturerPartNumber: "",
      cost: "70.00",
      oldPrice: "90.00",
      newPrice: "100.99",
      ruleId: margin.id,
      ruleName: "Everything at 30% margin",
    },
  ],
  skippedNoCost: 3,
  unchanged: 5,
};

const run = {
  id: "0190a000-0000-7000-8000-000000000b01",
  productCount: 2,
  appliedAt: "2026-11-02T09:30:00.000Z",
  undoneAt: null,
  appliedBy: "Eddie Editor",
};

function serve(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    "GET /api/v1/price-rules": () => json(200, { data: [rule(), margin] }),
    "GET /api/v1/price-rules/runs": () => json(200, page([run])),
    "POST /api/v1/price-rules/preview": () => json(200, changes),
    ...extra,
  });
}

const open = () => renderAt(<PricesPage />, "/cpq-automation");
/** Opens the page and waits for the rules (Preview stays disabled until an active rule is known). */
const openWithRules = async () => {
  open();
  await screen.findByRole("table", { name: "Price rules" });
};
const previewTable = () => screen.findByRole("table", { name: "Price changes" });

describe("/cpq-automation (Prices)", () => {
  it("lists the rules in order and shows the preview's rows and counts", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve();
    open();
    const rules = await screen.findByRole("table", { name: "Price rules" });
    const rows = within(rules).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[1]?.textContent)).toEqual([
      "Switches plus 20",
      "Everything at 30% margin",
    ]);
    expect(within(rules).getByText("Category: Switches")).toBeTruthy();
    expect(within(rules).getByText("Target margin 30%")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Apply price changes" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    const table = await previewTable();
    const row = within(table).getByText("Switch 24 port").closest("tr") as HTMLElement;
    expect(within(row).getByText("SW-24")).toBeTruthy();
    expect(within(row).getByText("100.00")).toBeTruthy();
    expect(within(row).getByText("96.00")).toBeTruthy();
    expect(within(table).getByText("100.99")).toBeTruthy();
    expect(screen.getByText("3 skipped: no cost")).toBeTruthy();
    expect(screen.getByText("5 unchanged")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/v1/price-rules/preview")?.body).toEqual({
      includeManual: false,
    });

    // The switch asks again with hand-set prices included.
    fireEvent.click(screen.getByRole("switch", { name: /Include manually priced products/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/v1/price-rules/preview").at(-1)?.body).toEqual({
        includeManual: true,
      }),
    );
  });

  it("applies after confirmation with the preview's count, then refreshes the runs", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve({
      "POST /api/v1/price-rules/apply": () =>
        json(200, { id: run.id, productCount: 2, appliedAt: "2026-11-02T09:30:00.000Z" }),
    });
    await openWithRules();
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    await previewTable();
    const runReads = calls.filter((c) => c.path.startsWith("/api/v1/price-rules/runs")).length;
    fireEvent.click(screen.getByRole("button", { name: "Apply 2 price changes" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Set the new price of 2 products/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("2 prices updated.")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/v1/price-rules/apply")?.body).toEqual({
      includeManual: false,
      expectedCount: 2,
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith("/api/v1/price-rules/runs")).length).toBeGreaterThan(
        runReads,
      ),
    );
    expect(screen.queryByRole("table", { name: "Price changes" })).toBeNull();
  });

  it("shows the server's message when the catalogue changed since the preview (409)", async () => {
    signIn(MSP_ADMIN);
    serve({
      "POST /api/v1/price-rules/apply": () =>
        json(409, { code: "conflict", message: "The catalogue changed since the preview.", productCount: 3 }),
    });
    await openWithRules();
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    await previewTable();
    fireEvent.click(screen.getByRole("button", { name: "Apply 2 price changes" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("The catalogue changed since the preview.")).toBeTruthy();
  });

  it("asks before undoing a run and sends nothing when cancelled", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve({
      [`POST /api/v1/price-rules/runs/${run.id}/undo`]: () =>
        json(200, { restored: 1, keptBecauseEdited: 1 }),
    });
    open();
    const runs = await screen.findByRole("table", { name: "Recent runs" });
    expect(within(runs).getByText("Eddie Editor")).toBeTruthy();
    fireEvent.click(within(runs).getByRole("button", { name: /^Undo the run/ }));
    let dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Put back the prices this run changed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.path.endsWith("/undo"))).toBe(false);

    fireEvent.click(within(runs).getByRole("button", { name: /^Undo the run/ }));
    dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("1 price restored. 1 kept because they were edited since.")).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith("/undo"))).toHaveLength(1);
  });

  it("moves a rule down by renumbering the positions that changed", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve({
      [`PUT /api/v1/price-rules/${rule().id}`]: () => json(200, rule({ position: 1, version: 2 })),
      [`PUT /api/v1/price-rules/${margin.id}`]: () => json(200, { ...margin, position: 0, version: 2 }),
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Move Switches plus 20 down" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "PUT").map((c) => [c.path, c.body])).toEqual([
      [`/api/v1/price-rules/${margin.id}`, { version: 1, position: 0 }],
      [`/api/v1/price-rules/${rule().id}`, { version: 1, position: 1 }],
    ]);
  });

  it("validates the rule form with the domain schema before sending", async () => {
    signIn(MSP_ADMIN);
    const { calls } = serve({
      "GET /api/v1/categories": () => json(200, { data: [] }),
      "GET /api/v1/price-rules/manufacturers": () => json(200, { data: [] }),
    });
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Add rule" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Margin" } });
    fireEvent.change(within(dialog).getByLabelText(/^Mark-up/), { target: { value: "1,5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Enter a number like 1200 or 1200.50")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/v1/price-rules")).toBe(false);
  });

  it("says so when there is no rule and no run yet", async () => {
    signIn(MSP_ADMIN);
    serve({
      "GET /api/v1/price-rules": () => json(200, { data: [] }),
      "GET /api/v1/price-rules/runs": () => json(200, page([])),
    });
    open();
    expect(await screen.findByText("No price rules yet")).toBeTruthy();
    expect(await screen.findByText("No runs yet")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Preview" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
