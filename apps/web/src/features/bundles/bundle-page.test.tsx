import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP_ADMIN, queryOf } from "../accounts/test-data.ts";
import { CATEGORIES, product, productsRoot } from "../catalogue/test-data.ts";
import BundlePage from "./bundle-page.tsx";
import { bundleDetail, bundleItem, bundleType, platformBundle } from "./test-data.ts";

const office = bundleType({ name: "Office" });
const switch24 = product({ name: "Switch 24", manufacturerPartNumber: "SW-24", price: "450.00" });
const wifi = product({ name: "Switch care plan", price: "10.00", recurringPrice: "25.00" });

function open(path: string, handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  const mock = mockFetch({
    "GET /api/v1/bundle-types": () => json(200, { data: [office] }),
    "GET /api/v1/categories": () => json(200, { data: CATEGORIES }),
    "GET /api/v1/products/search": () => json(200, { data: [switch24, wifi] }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: "/bundles", element: <p>bundles list</p> },
      { path: "/bundles/add", element: <BundlePage /> },
      { path: "/bundles/:id", element: <BundlePage /> },
    ],
    path,
  );
  return { ...mock, ...view };
}

const searchBox = () => screen.getByRole("combobox", { name: "Add a product" });
const type = (value: string) => fireEvent.change(searchBox(), { target: { value } });
const searchCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith("/api/v1/products/search"));
const items = () => screen.getByRole("table", { name: "Items" });
const total = (id: string) => screen.getByTestId(id).textContent;

describe("bundle pages", () => {
  it("adds products found by search, totals them live and creates the bundle", async () => {
    signIn(MSP_ADMIN);
    const created = bundleDetail({ name: "Branch kit" });
    const { calls, router } = open("/bundles/add", {
      "POST /api/v1/bundles": () => json(201, created),
      [`GET /api/v1/bundles/${created.id}`]: () => json(200, created),
    });
    expect(await screen.findByRole("heading", { name: "Add Bundle" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Branch kit" } });

    type("swit");
    expect(await screen.findByRole("option", { name: /Switch 24/ })).toBeTruthy();
    // Enter adds the highlighted result (the first) without submitting the form.
    fireEvent.keyDown(searchBox(), { key: "Enter" });
    expect(within(items()).getByText("Switch 24")).toBeTruthy();
    expect(within(items()).getByText("SW-24")).toBeTruthy();
    expect((searchBox() as HTMLInputElement).value).toBe("");

    type("swit");
    await screen.findByRole("option", { name: /Switch care plan/ });
    fireEvent.keyDown(searchBox(), { key: "ArrowDown" });
    expect(screen.getByRole("option", { name: /Switch care plan/ }).getAttribute("aria-selected")).toBe(
      "true",
    );
    fireEvent.keyDown(searchBox(), { key: "Enter" });
    expect(within(items()).getByText("Switch care plan")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: "Quantity of Switch 24" }), {
      target: { value: "2.5" },
    });
    await waitFor(() => expect(total("one-time-total")).toBe("1135.00"));
    expect(total("recurring-total")).toBe("25.00");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    expect(queryOf(searchCalls(calls)[0]?.path ?? "")).toMatchObject({
      term: "swit",
      productOwnership: "all",
    });

    fireEvent.click(screen.getByRole("combobox", { name: "Bundle type" }));
    fireEvent.click(await screen.findByRole("option", { name: "Office" }));
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bundles/${created.id}`));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Branch kit",
      description: "",
      bundleTypeId: office.id,
      items: [
        { productId: switch24.id, quantity: "2.5" },
        { productId: wifi.id, quantity: "1" },
      ],
    });
  }, 30_000);

  it("starts a new bundle under the category it was asked from (the category page's Add menu)", async () => {
    signIn(MSP_ADMIN);
    const created = bundleDetail({ name: "Branch kit", categoryId: productsRoot.id });
    const { calls, router } = open(`/bundles/add?categoryId=${productsRoot.id}`, {
      "POST /api/v1/bundles": () => json(201, created),
      [`GET /api/v1/bundles/${created.id}`]: () => json(200, created),
    });
    await screen.findByRole("heading", { name: "Add Bundle" });
    const category = (await screen.findByRole("combobox", { name: "Category" })) as HTMLInputElement;
    expect(category.value).toContain(productsRoot.name);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Branch kit" } });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/bundles/${created.id}`));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ categoryId: productsRoot.id });
  });

  it("ignores an asked category that is not one", async () => {
    signIn(MSP_ADMIN);
    open("/bundles/add?categoryId=no-such-category");
    await screen.findByRole("heading", { name: "Add Bundle" });
    const category = (await screen.findByRole("combobox", { name: "Category" })) as HTMLInputElement;
    expect(category.value).toBe("");
  });

  it("does not search with fewer than 3 characters and says why", async () => {
    signIn(MSP_ADMIN);
    const { calls } = open("/bundles/add");
    await screen.findByRole("heading", { name: "Add Bundle" });
    type("sw");
    expect(screen.getByText("Enter at least 3 characters to search.")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(searchCalls(calls)).toHaveLength(0);
    expect(screen.queryByRole("option")).toBeNull();
  });

  it('shows "No results found" when a search matches nothing', async () => {
    signIn(MSP_ADMIN);
    open("/bundles/add", { "GET /api/v1/products/search": () => json(200, { data: [] }) });
    await screen.findByRole("heading", { name: "Add Bundle" });
    type("zzzz");
    expect(await screen.findByText("No results found")).toBeTruthy();
  });

  it("refuses a quantity of 0 before sending anything", async () => {
    signIn(MSP_ADMIN);
    const { calls } = open("/bundles/add");
    await screen.findByRole("heading", { name: "Add Bundle" });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Kit" } });
    type("swit");
    await screen.findByRole("option", { name: /Switch 24/ });
    fireEvent.keyDown(searchBox(), { key: "Enter" });
    fireEvent.change(screen.getByRole("textbox", { name: "Quantity of Switch 24" }), {
      target: { value: "0" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Enter a quantity above 0.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("saves a reordered bundle with its version, and on 409 says so and reloads on request", async () => {
    signIn(MSP_ADMIN);
    const first = bundleItem({ name: "Access point", position: 0 });
    const second = bundleItem({ name: "Controller", price: "300.00", position: 1, quantity: "2.00" });
    const kit = bundleDetail({ name: "Office kit", version: 4, items: [first, second] });
    let reads = 0;
    const { calls } = open(`/bundles/${kit.id}`, {
      [`GET /api/v1/bundles/${kit.id}`]: () => {
        reads += 1;
        return json(200, reads === 1 ? kit : { ...kit, name: "Office kit v2", version: 5 });
      },
      [`PUT /api/v1/bundles/${kit.id}`]: () => json(409, { code: "conflict", message: "stale", version: 5 }),
    });
    await screen.findByRole("heading", { name: "Office kit" });
    expect(total("one-time-total")).toBe("700.00");
    fireEvent.click(screen.getByRole("button", { name: "Move Controller up" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This item was changed by someone else. Reload it and try again."),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      version: 4,
      name: "Office kit",
      description: "",
      items: [
        { productId: second.productId, quantity: "2.00" },
        { productId: first.productId, quantity: "1.00" },
      ],
      nullFields: ["bundleTypeId", "categoryId"],
    });
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Office kit v2"),
    );
    expect(screen.queryByText(/changed by someone else/)).toBeNull();
  });

  it("shows a platform bundle to an MSP read-only", async () => {
    signIn(MSP_ADMIN);
    const kit = platformBundle({ items: [bundleItem({ name: "Access point" })] });
    const { calls } = open(`/bundles/${kit.id}`, { [`GET /api/v1/bundles/${kit.id}`]: () => json(200, kit) });
    expect(await screen.findByText("Platform bundle: read-only")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Add a product" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove Access point" })).toBeNull();
    expect(calls.every((c) => c.method === "GET")).toBe(true);
  });

  it("deletes after confirming and goes back to the list", async () => {
    signIn(MSP_ADMIN);
    const kit = bundleDetail({ name: "Old kit" });
    const { calls, router } = open(`/bundles/${kit.id}`, {
      [`GET /api/v1/bundles/${kit.id}`]: () => json(200, kit),
      [`DELETE /api/v1/bundles/${kit.id}`]: () => json(200, { id: kit.id }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/bundles"));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
