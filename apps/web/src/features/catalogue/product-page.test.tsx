import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { MSP_ADMIN, OWNER } from "../accounts/test-data.ts";
import ProductPage from "./product-page.tsx";
import { CATEGORIES, networking, platformProduct, product, productsRoot, supportRoot } from "./test-data.ts";

const ROOT = `/product-category/${productsRoot.id}`;

function open(path: string, handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  const mock = mockFetch({ "GET /api/v1/categories": () => json(200, { data: CATEGORIES }), ...handlers });
  const view = renderRoutes(
    [
      { path: "/product-category/:rootCategoryId", element: <p>category page</p> },
      { path: "/product-category/:rootCategoryId/:kind/:id", element: <ProductPage /> },
      { path: "/product-category/:rootCategoryId/:add", element: <ProductPage /> },
    ],
    path,
  );
  return { ...mock, ...view };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const change = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const PRICE = /^Price\s*\*?$/;
const NAME = /^Name\s*\*?$/;

describe("catalogue item pages", () => {
  it("checks the add form with the domain's rules, then creates the product and opens it", async () => {
    signIn(MSP_ADMIN);
    const created = product({ name: "Core Switch", kind: "product" });
    const { calls, router } = open(`${ROOT}/product-add`, {
      "POST /api/v1/products": () => json(201, created),
      [`GET /api/v1/products/${created.id}`]: () => json(200, created),
    });
    expect(await screen.findByRole("heading", { name: "Add Product" })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByDisplayValue("Products").length).toBeGreaterThan(0));
    change(NAME, "Core Switch");
    change(PRICE, "-5");
    change("Start date", "2026-06-01");
    change("Stop date", "2026-05-01");
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("This cannot be negative.")).toBeTruthy();
    expect(screen.getByText("The end date cannot be before the start date.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    change(PRICE, "450");
    change("Cost", "300");
    change("Soft cost", "20");
    // Figures follow the typing, worked out as the server will.
    expect(screen.getByText("130.00")).toBeTruthy();
    expect(screen.getByText("28.89%")).toBeTruthy();
    change("Stop date", "2026-12-31");
    change("Manufacturer part number", "CS-1");
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROOT}/product/${created.id}`));
    // Empty optional fields are left out, so the server's defaults apply.
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      kind: "product",
      name: "Core Switch",
      categoryId: productsRoot.id,
      status: "active",
      taxable: true,
      pricingModel: "one_time",
      softCost: "20",
      price: "450",
      resourceHours: "0",
      costMethod: "Manual",
      priceMethod: "Manual",
      description: "",
      tag: "",
      unit: "",
      manufacturerPartNumber: "CS-1",
      partnerPartNumber: "",
      distributorPartNumber: "",
      mspPartNumber: "",
      psCode: "",
      notes: "",
      cost: "300",
      startDate: "2026-06-01",
      stopDate: "2026-12-31",
    });
  }, 30_000);

  it("starts a support plan as a recurring monthly plan of the managed Wi-Fi type", async () => {
    signIn(MSP_ADMIN);
    open(`/product-category/${supportRoot.id}/support-plan-add`);
    expect(await screen.findByRole("heading", { name: "Add Support Plan" })).toBeTruthy();
    expect(screen.getByText(/Managed Wi-Fi/)).toBeTruthy();
    const select = (name: string | RegExp) => screen.getByRole("combobox", { name }) as HTMLInputElement;
    expect(select("Pricing model").value).toBe("Recurring");
    expect(select(/^Billing frequency/).value).toBe("Monthly");
    expect((screen.getByRole("switch", { name: "Taxable" }) as HTMLInputElement).checked).toBe(false);
  });

  it("shows a 400's field errors on the fields", async () => {
    signIn(MSP_ADMIN);
    open(`${ROOT}/product-add`, {
      "POST /api/v1/products": () =>
        json(400, {
          code: "bad_request",
          message: "Bad",
          fields: { categoryId: "This category does not exist." },
        }),
    });
    await screen.findByRole("heading", { name: "Add Product" });
    change(NAME, "Core Switch");
    change(PRICE, "10");
    fireEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("This category does not exist.")).toBeTruthy();
  });

  it("shows a platform item to an MSP read-only: no Save, no Delete", async () => {
    signIn(MSP_ADMIN);
    const item = platformProduct({ categoryId: networking.id });
    const { calls } = open(`${ROOT}/product/${item.id}`, {
      [`GET /api/v1/products/${item.id}`]: () => json(200, item),
    });
    expect(await screen.findByText("Platform catalogue item: read-only")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Platform Firewall" })).toBeTruthy();
    expect(field(NAME).matches(":disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(calls.every((c) => c.method === "GET")).toBe(true);
  });

  it("lets the platform owner edit a platform item", async () => {
    signIn(OWNER);
    const item = platformProduct();
    open(`${ROOT}/product/${item.id}`, { [`GET /api/v1/products/${item.id}`]: () => json(200, item) });
    expect(await screen.findByRole("button", { name: "Save" })).toBeTruthy();
    expect(screen.queryByText("Platform catalogue item: read-only")).toBeNull();
  });

  it("offers no changes to a role outside the editor rule", async () => {
    signIn(fakeUser({ role: "sales", userRole: "sales", roles: ["sales"] }));
    const item = product();
    open(`${ROOT}/product/${item.id}`, { [`GET /api/v1/products/${item.id}`]: () => json(200, item) });
    await screen.findByRole("heading", { name: item.name });
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("saves with the version read, and on 409 says so and reloads on request", async () => {
    signIn(MSP_ADMIN);
    const item = product({ version: 3 });
    let reads = 0;
    const { calls } = open(`${ROOT}/product/${item.id}`, {
      [`GET /api/v1/products/${item.id}`]: () => {
        reads += 1;
        return json(200, reads === 1 ? item : { ...item, name: "Switch 24 PoE", version: 4 });
      },
      [`PUT /api/v1/products/${item.id}`]: () =>
        json(409, { code: "conflict", message: "stale", version: 4 }),
    });
    await screen.findByRole("heading", { name: "Switch 24" });
    change(NAME, "Mine");
    change("List price", "");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("This item was changed by someone else. Reload it and try again."),
    ).toBeTruthy();
    const put = calls.find((c) => c.method === "PUT")?.body as Record<string, unknown>;
    expect(put).toMatchObject({ version: 3, name: "Mine", price: "450.00" });
    expect(put.nullFields).toEqual(expect.arrayContaining(["listPrice", "billingFrequency"]));
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(field(NAME).value).toBe("Switch 24 PoE"));
    expect(screen.queryByText(/changed by someone else/)).toBeNull();
  });

  it("deletes after confirming and goes back to the category", async () => {
    signIn(MSP_ADMIN);
    const item = product();
    const { calls, router } = open(`${ROOT}/product/${item.id}`, {
      [`GET /api/v1/products/${item.id}`]: () => json(200, item),
      [`DELETE /api/v1/products/${item.id}`]: () => json(200, { id: item.id }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Are you sure you want to delete this item?")).toBeTruthy();
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Product deleted successfully.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(ROOT));
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });
});
