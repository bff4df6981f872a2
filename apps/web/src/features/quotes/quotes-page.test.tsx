import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { page, queryOf } from "../accounts/test-data.ts";
import QuotesPage from "./quotes-page.tsx";
import { CUSTOMER_USER, listItem, MSP_ADMIN } from "./test-data.ts";

const refresh = listItem({ dealName: "Adatum office refresh", quoteNumber: 1001 });

function open(rows = [refresh]) {
  const mock = mockFetch({ "GET /api/v1/quotes": () => json(200, page(rows)) });
  const view = renderRoutes(
    [
      { path: "/quotes", element: <QuotesPage /> },
      { path: "/quotes/add", element: <p>add page</p> },
      { path: "/projects/:quoteId/edit", element: <p>builder</p> },
      { path: "/quotes/:quoteId/view", element: <p>read-only view</p> },
    ],
    "/quotes",
  );
  return { ...mock, ...view };
}

const lastList = (calls: RecordedCall[]) =>
  queryOf(calls.filter((c) => c.path.startsWith("/api/v1/quotes")).at(-1)?.path ?? "");

describe("/quotes", () => {
  beforeEach(() => {
    signIn(MSP_ADMIN);
  });

  it("lists quotes with number, deal, customer, stage, term total, margin and date", async () => {
    const { calls } = open();
    const table = await screen.findByRole("table", { name: "Quotes" });
    const row = within(table).getByText("Adatum office refresh").closest("tr") as HTMLElement;
    expect(within(row).getByText("#1001")).toBeTruthy();
    expect(within(row).getByText("Adatum Corp")).toBeTruthy();
    // The price stage is labelled Configuration.
    expect(within(row).getByText("Configuration")).toBeTruthy();
    expect(within(row).getByText("$12,345.50")).toBeTruthy();
    expect(within(row).getByText("35.20%")).toBeTruthy();
    expect(within(row).getByText("Mar 2, 2026")).toBeTruthy();
    expect(lastList(calls)).toEqual({ limit: "25", archived: "active" });
  });

  it("shows a declined deal as Declined instead of its stage, and marks an expired quote", async () => {
    const declined = listItem({
      dealName: "Lost deal",
      quoteNumber: 1002,
      stage: "build",
      status: "declined",
    });
    const expired = listItem({
      dealName: "Old offer",
      quoteNumber: 1003,
      stage: "proposal",
      validUntil: "2026-01-31",
      expired: true,
    });
    open([refresh, declined, expired]);
    const table = await screen.findByRole("table", { name: "Quotes" });
    const rowOf = (deal: string) => within(within(table).getByText(deal).closest("tr") as HTMLElement);
    expect(rowOf("Lost deal").getByText("Declined")).toBeTruthy();
    expect(rowOf("Lost deal").queryByText("Build")).toBeNull();
    expect(rowOf("Old offer").getByText("Proposal")).toBeTruthy();
    expect(rowOf("Old offer").getByText("Expired")).toBeTruthy();
    expect(rowOf("Adatum office refresh").queryByText("Expired")).toBeNull();
    expect(rowOf("Adatum office refresh").queryByText("Declined")).toBeNull();
  });

  it("filters by stage, by archived and by a search of deal, customer or number", async () => {
    const { calls } = open();
    await screen.findByRole("table", { name: "Quotes" });
    fireEvent.click(screen.getByRole("combobox", { name: "Stage" }));
    fireEvent.click(await screen.findByRole("option", { name: "Configuration" }));
    await waitFor(() => expect(lastList(calls).stage).toBe("price"));
    fireEvent.click(screen.getByRole("radio", { name: "Archived" }));
    await waitFor(() => expect(lastList(calls).archived).toBe("archived"));
    fireEvent.change(screen.getByRole("textbox", { name: "Search" }), { target: { value: " 1001 " } });
    await waitFor(() =>
      expect(lastList(calls)).toEqual({ limit: "25", stage: "price", archived: "archived", search: "1001" }),
    );
  });

  it("opens a row in the builder for the MSP", async () => {
    const { router } = open();
    const link = await screen.findByRole("link", { name: "Adatum office refresh" });
    expect(link.getAttribute("href")).toBe(`/projects/${refresh.id}/edit`);
    fireEvent.click(link.closest("tr")?.querySelector("td") as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${refresh.id}/edit`));
  });

  it("offers Create Quote in the header and in the empty state", async () => {
    open([]);
    expect(await screen.findByText("No quotes yet")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Create Quote" })).toHaveLength(2);
  });

  it("shows a customer its quotes read-only: no Create Quote, no margin, rows open the view", async () => {
    signIn(CUSTOMER_USER);
    open();
    const table = await screen.findByRole("table", { name: "Quotes" });
    expect(screen.queryByRole("link", { name: "Create Quote" })).toBeNull();
    expect(within(table).queryByRole("columnheader", { name: "Margin" })).toBeNull();
    expect(within(table).getByRole("link", { name: "Adatum office refresh" }).getAttribute("href")).toBe(
      `/quotes/${refresh.id}/view`,
    );
  });

  it("gives a customer without quotes no Create Quote either", async () => {
    signIn(CUSTOMER_USER);
    open([]);
    expect(await screen.findByText("No quotes yet")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Create Quote" })).toBeNull();
  });
});
