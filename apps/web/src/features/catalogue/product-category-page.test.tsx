import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { category, MSP_ADMIN, queryOf } from "../accounts/test-data.ts";
import ProductCategoryPage from "./product-category-page.tsx";
import { CATEGORIES, networking, product, productsRoot, switches } from "./test-data.ts";
import { mockGridLayout } from "./test-grid-layout.ts";

const router24 = product({ name: "Router 24", kind: "app", mspPartNumber: "NW-R24" });
const cam = product({
  name: "Dome Camera",
  cost: null,
  costMissing: true,
  grossProfit: null,
  grossMargin: null,
  netProfit: null,
  netMargin: null,
});
const recurringRoot = category({
  id: "0190a000-0000-7000-8000-0000000c0006",
  name: "Recurring Services",
  rootKind: "recurring",
  position: 5,
});
const backup = product({
  name: "Cloud Backup",
  kind: "recurring-service",
  categoryId: recurringRoot.id,
  pricingModel: "recurring",
  billingFrequency: "monthly",
  price: "0.00",
  recurringPrice: "50.00",
  recurringCost: "30.00",
  recurringSoftCost: "5.00",
});
const monitoring = product({
  name: "Monitoring",
  kind: "recurring-service",
  categoryId: recurringRoot.id,
  recurringPrice: "20.00",
  recurringCost: null,
});
const page = (data: unknown[], hasMore = false) => ({ data, hasMore });

function open(handlers: Record<string, (call: RecordedCall) => Response> = {}, rootId = productsRoot.id) {
  const mock = mockFetch({
    "GET /api/v1/categories": () => json(200, { data: [...CATEGORIES, recurringRoot] }),
    "GET /api/v1/products": () => json(200, page([router24, cam])),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: "/product-category/:rootCategoryId", element: <ProductCategoryPage /> },
      { path: "/product-category/:rootCategoryId/:kind/:id", element: <p>detail page</p> },
      { path: "/product-category/:rootCategoryId/:add", element: <p>add page</p> },
      { path: "/bundles/add", element: <p>bundle add page</p> },
    ],
    `/product-category/${rootId}`,
  );
  return { ...mock, ...view };
}

const searchCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith("/api/v1/products/search"));
const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path.startsWith("/api/v1/products?"));
const type = (value: string) =>
  fireEvent.change(screen.getByRole("searchbox", { name: "Search products" }), { target: { value } });

beforeEach(() => {
  signIn(MSP_ADMIN);
  mockGridLayout();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("/product-category/:rootCategoryId", () => {
  it("lists the root's products in pages of 100 and opens a row on its kind's detail page", async () => {
    const { calls, router } = open();
    expect(await screen.findByRole("heading", { name: "Products" })).toBeTruthy();
    const grid = await screen.findByRole("grid", { name: "Products" });
    expect(within(grid).getByText("Router 24")).toBeTruthy();
    expect(within(grid).getByText("App")).toBeTruthy();
    // A cost without a distributor cost is marked, in words for assistive technology too.
    expect(within(grid).getByRole("img", { name: "No distributor cost" })).toBeTruthy();
    // Without a cost its margin is unknown, never 100%: "—", and why in words.
    const camRow = within(grid).getByText("Dome Camera").closest("[role=row]") as HTMLElement;
    expect(within(camRow).getByText("No cost: margin unknown")).toBeTruthy();
    expect(camRow.textContent).not.toContain("%");
    // A products root keeps the recurring figures hidden by default.
    expect(within(grid).queryByRole("columnheader", { name: "Recurring price" })).toBeNull();
    expect(queryOf(listCalls(calls)[0]?.path ?? "")).toMatchObject({
      categoryIds: productsRoot.id,
      productOwnership: "all",
      limit: "100",
    });
    fireEvent.click(within(grid).getByText("Router 24"));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/product-category/${productsRoot.id}/app/${router24.id}`),
    );
  });

  it("shows a subscriptions root's recurring price and its margin by default", async () => {
    open({ "GET /api/v1/products": () => json(200, page([backup, monitoring])) }, recurringRoot.id);
    const grid = await screen.findByRole("grid", { name: "Products" });
    expect(within(grid).getByRole("columnheader", { name: "Recurring price" })).toBeTruthy();
    expect(within(grid).getByRole("columnheader", { name: "Recurring margin" })).toBeTruthy();
    // The one-time price, mostly 0 for a subscription, starts hidden.
    expect(within(grid).queryByRole("columnheader", { name: "Price" })).toBeNull();
    const row = (name: string) => within(grid).getByText(name).closest("[role=row]") as HTMLElement;
    // (50 - 30) / 50: the gross margin of the recurring price.
    expect(within(row("Cloud Backup")).getByText("40.00%")).toBeTruthy();
    expect(within(row("Monitoring")).getByText("No cost: margin unknown")).toBeTruthy();
  });

  it("asks for the next keyset page when the grid nears the end", async () => {
    const first = Array.from({ length: 5 }, (_, i) => product({ name: `Item ${i + 1}` }));
    const second = [product({ name: "Item 6" })];
    const { calls } = open({
      "GET /api/v1/products": (call) =>
        json(200, queryOf(call.path).startingAfter ? page(second) : page(first, true)),
    });
    expect(await screen.findByText("Item 6")).toBeTruthy();
    expect(queryOf(listCalls(calls)[1]?.path ?? "").startingAfter).toBe(first[4]?.id);
  });

  it("filters by sub-category and ownership", async () => {
    const { calls } = open();
    await screen.findByRole("grid", { name: "Products" });
    fireEvent.click(screen.getByRole("radio", { name: "Platform" }));
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1)?.path ?? "").productOwnership).toBe("platform"),
    );
    fireEvent.click(screen.getByRole("combobox", { name: "Sub-category" }));
    fireEvent.click(await screen.findByRole("option", { name: /Switches/ }));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)?.path ?? "").categoryIds).toBe(switches.id));
  });

  it("does not search with fewer than 3 characters and says why", async () => {
    const { calls } = open({ "GET /api/v1/products/search": () => json(200, { data: [] }) });
    await screen.findByRole("grid", { name: "Products" });
    type("ro");
    expect(screen.getByText("Enter at least 3 characters to search.")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(searchCalls(calls)).toHaveLength(0);
    expect(screen.getByText("Router 24")).toBeTruthy();
  });

  it("searches this root's branch after a pause and shows the matches", async () => {
    const found = product({ name: "Router 48", categoryId: switches.id });
    const { calls } = open({
      "GET /api/v1/products/search": () => json(200, { data: [found] }),
    });
    await screen.findByRole("grid", { name: "Products" });
    type("rout");
    expect(await screen.findByText("Router 48")).toBeTruthy();
    expect(searchCalls(calls)).toHaveLength(1);
    expect(queryOf(searchCalls(calls)[0]?.path ?? "")).toMatchObject({
      term: "rout",
      limit: "100",
      categoryIds: productsRoot.id,
    });
  });

  it('shows "No results found" when a search matches nothing', async () => {
    open({ "GET /api/v1/products/search": () => json(200, { data: [] }) });
    await screen.findByRole("grid", { name: "Products" });
    type("zzzz");
    expect(await screen.findByText("No results found")).toBeTruthy();
  });

  it("says the products could not be loaded when the list fails", async () => {
    open({ "GET /api/v1/products": () => json(500, { message: "", code: "internal" }) });
    expect(await screen.findByText("Products could not be loaded")).toBeTruthy();
  });

  it("offers every kind under Add, the ones this root holds first", async () => {
    const { router } = open();
    await screen.findByRole("grid", { name: "Products" });
    fireEvent.click(screen.getByRole("button", { name: "Add to this category" }));
    const items = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    expect(items.slice(0, 2)).toEqual(["Product", "App"]);
    expect(items).toHaveLength(11);
    fireEvent.click(screen.getByRole("menuitem", { name: "Technical Support" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/product-category/${productsRoot.id}/support-service-add`),
    );
  });

  it("offers a bundle under Add, filed under this category", async () => {
    const { router } = open();
    await screen.findByRole("grid", { name: "Products" });
    fireEvent.click(screen.getByRole("button", { name: "Add to this category" }));
    const items = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    expect(items.at(-1)).toBe("Bundle");
    fireEvent.click(screen.getByRole("menuitem", { name: "Bundle" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/bundles/add"));
    expect(router.state.location.search).toBe(`?categoryId=${productsRoot.id}`);
  });

  it("keeps its sub-category choices to the root's subtree", async () => {
    open();
    await screen.findByRole("grid", { name: "Products" });
    fireEvent.click(screen.getByRole("combobox", { name: "Sub-category" }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent?.trim());
    expect(options).toEqual([networking.name, switches.name]);
  });
});
