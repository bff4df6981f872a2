import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { page } from "../accounts/test-data.ts";
import QuoteViewPage from "./quote-view-page.tsx";
import { building, CUSTOMER_USER, comment, line, MSP_ADMIN, project, projectLocation } from "./test-data.ts";

type Changed = (event: { projectId: string; version: number; type: string }) => void;
const room = vi.hoisted(() => ({ onChanged: [] as Changed[] }));
vi.mock("../../app/realtime/use-project-room.ts", () => ({
  useProjectRoom: (_id: string, handlers: { onChanged?: Changed }) => {
    if (handlers.onChanged) room.onChanged.push(handlers.onChanged);
  },
}));

const quote = project({
  locations: [
    projectLocation({
      name: "Boston HQ",
      buildings: [
        building({
          name: "Building A",
          bundleProducts: [
            {
              id: "bp1",
              buildingId: "b",
              bundleId: null,
              name: "Office Wi-Fi",
              categoryId: null,
              providerLinkId: null,
              manufacturerId: null,
              distributorId: null,
              acceptEquipment: "no",
              ingramPartNumber: "",
              recurringPrice: "0",
              position: 0,
              tasks: { items: [], users: [], start: null, targetCompletion: null, completion: null },
              totals: project().totals,
              lines: [line({ name: "Meraki MR46", optional: true, chosen: false })],
            },
          ],
        }),
      ],
    }),
  ],
});

function open(answer: () => typeof quote = () => quote, comments: ReturnType<typeof comment>[] = []) {
  room.onChanged.length = 0;
  mockFetch({
    [`GET /api/v1/quotes/${quote.id}`]: () => json(200, answer()),
    [`GET /api/v1/projects/${quote.id}/events`]: () => json(200, page([])),
    [`GET /api/v1/projects/${quote.id}/comments`]: () => json(200, page(comments)),
    [`GET /api/v1/quotes/${quote.id}/documents/status`]: () => json(200, { documents: [] }),
  });
  return renderRoutes(
    [{ path: "/quotes/:quoteId/view", element: <QuoteViewPage /> }],
    `/quotes/${quote.id}/view`,
  );
}

describe("/quotes/:quoteId/view", () => {
  it("shows the quote read-only: stages, totals, sites, lines and the activity", async () => {
    signIn(MSP_ADMIN);
    open();
    expect(await screen.findByRole("heading", { name: "Adatum office refresh" })).toBeTruthy();
    const stages = screen.getByRole("navigation", { name: "Stages" });
    expect(within(stages).getByText("Configuration")).toBeTruthy();
    expect(stages.querySelector('[aria-current="step"]')?.textContent).toContain("Review");
    const totals = screen.getByRole("region", { name: "Totals" });
    expect(within(totals).getByText("$4,800.00")).toBeTruthy();
    expect(within(totals).getByText("Gross margin")).toBeTruthy();
    const lines = screen.getByRole("table", { name: "Boston HQ · Building A" });
    const row = within(lines).getByText("Meraki MR46").closest("tr") as HTMLElement;
    expect(within(row).getByText("Optional")).toBeTruthy();
    expect(within(row).getByText("Not chosen")).toBeTruthy();
    expect(within(lines).getByText("Office Wi-Fi")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Activity" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Watch" })).toBeTruthy();
    // Nothing to edit here.
    expect(screen.queryByRole("spinbutton")).toBeNull();
  });

  it("keeps the provider's margins from the customer", async () => {
    signIn(CUSTOMER_USER);
    open();
    const totals = await screen.findByRole("region", { name: "Totals" });
    expect(within(totals).queryByText("Gross margin")).toBeNull();
    expect(within(totals).getByText("$1,200.00")).toBeTruthy();
  });

  it("reads the quote again when the provider changes it (no reload)", async () => {
    signIn(CUSTOMER_USER);
    let current = quote;
    open(() => current);
    const totals = await screen.findByRole("region", { name: "Totals" });
    expect(within(totals).getByText("$1,200.00")).toBeTruthy();
    current = { ...quote, totals: { ...quote.totals, oneTimeTotal: "1500.00" } };
    act(() => {
      for (const onChanged of room.onChanged)
        onChanged({ projectId: quote.id, version: quote.version + 1, type: "lines_changed" });
    });
    expect(await within(totals).findByText("$1,500.00")).toBeTruthy();
  });

  it("names the building a comment is about", async () => {
    signIn(CUSTOMER_USER);
    const buildingId = quote.locations?.[0]?.buildings[0]?.id ?? "";
    open(() => quote, [comment({ body: "Two more access points here?", link: { buildingId } })]);
    const feed = await screen.findByRole("region", { name: "Activity" });
    expect(await within(feed).findByText("Two more access points here?")).toBeTruthy();
    expect(within(feed).getByText("Boston HQ · Building A")).toBeTruthy();
  });
});
