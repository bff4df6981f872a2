import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP_ADMIN, queryOf } from "../accounts/test-data.ts";
import { mockGridLayout } from "../catalogue/test-grid-layout.ts";
import BundlesPage from "./bundles-page.tsx";
import { bundle, bundleType } from "./test-data.ts";

const office = bundleType({ name: "Office" });
const retail = bundleType({ name: "Retail", ownership: "platform" });
const kit = bundle({
  name: "Small office kit",
  bundleTypeId: office.id,
  itemCount: 3,
  oneTimeTotal: "1250.00",
  recurringTotal: "45.50",
});
const platformKit = bundle({ name: "Store starter", ownership: "platform", bundleTypeId: retail.id });

function open(handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  const mock = mockFetch({
    "GET /api/v1/bundle-types": () => json(200, { data: [office, retail] }),
    "GET /api/v1/bundles": () => json(200, { data: [kit, platformKit], hasMore: false }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: "/bundles", element: <BundlesPage /> },
      { path: "/bundles/:id", element: <p>bundle page</p> },
      { path: "/bundles/add", element: <p>add page</p> },
    ],
    "/bundles",
  );
  return { ...mock, ...view };
}

const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path.startsWith("/api/v1/bundles?"));

beforeEach(() => {
  signIn(MSP_ADMIN);
  mockGridLayout();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("/bundles", () => {
  it("lists bundles with type, items, totals and ownership, and opens a row", async () => {
    const { router } = open();
    const grid = await screen.findByRole("grid", { name: "Bundles" });
    const row = within(grid).getByText("Small office kit").closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText("1250.00")).toBeTruthy();
    expect(within(row).getByText("45.50")).toBeTruthy();
    expect(within(row).getByText("3")).toBeTruthy();
    expect(within(row).getByText("Mine")).toBeTruthy();
    await waitFor(() => expect(within(row).getByText("Office")).toBeTruthy());
    const platformRow = within(grid).getByText("Store starter").closest('[role="row"]') as HTMLElement;
    expect(within(platformRow).getByText("Platform")).toBeTruthy();
    fireEvent.click(within(grid).getByText("Small office kit"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bundles/${kit.id}`));
  });

  it("filters by bundle type and ownership", async () => {
    const { calls } = open();
    await screen.findByRole("grid", { name: "Bundles" });
    fireEvent.click(screen.getByRole("radio", { name: "Platform" }));
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1)?.path ?? "").productOwnership).toBe("platform"),
    );
    fireEvent.click(screen.getByRole("combobox", { name: "Bundle type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Retail" }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)?.path ?? "").bundleTypeId).toBe(retail.id));
  });

  it("says so when there are no bundles and offers to add one", async () => {
    open({ "GET /api/v1/bundles": () => json(200, { data: [], hasMore: false }) });
    expect(await screen.findByText("No bundles yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add Bundle" }).getAttribute("href")).toBe("/bundles/add");
  });

  it("says the bundles could not be loaded when the list fails", async () => {
    open({ "GET /api/v1/bundles": () => json(500, { message: "", code: "internal" }) });
    expect(await screen.findByText("Bundles could not be loaded")).toBeTruthy();
  });
});
