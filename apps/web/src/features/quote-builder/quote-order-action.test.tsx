import type { QuoteStage, TOrderCategoriesResponse } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { BUILDING_HQ, BUILDING_WAREHOUSE, ORDERS_USER, QUOTE, sampleOrder } from "../orders/test-data.ts";
import { QuoteOrderAction } from "./quote-order-action.tsx";

type Handlers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

function open(stage: QuoteStage, handlers: Handlers = {}) {
  const mock = mockFetch({
    [`GET /api/v1/projects/${QUOTE}/orders`]: () => json(200, []),
    ...handlers,
  });
  const project = { id: QUOTE, dealName: "Adatum Wi-Fi refresh", stage };
  const view = renderRoutes(
    [
      { path: "/projects/:quoteId/edit", element: <QuoteOrderAction project={project} /> },
      { path: "/orders/:orderId/view", element: <p>order page</p> },
    ],
    `/projects/${QUOTE}/edit`,
  );
  return { ...mock, ...view };
}

const LINE_AP = "0190b000-0000-7000-8000-00000000c001";
const LINE_OUTDOOR = "0190b000-0000-7000-8000-00000000c002";
const LINE_SERVICE = "0190b000-0000-7000-8000-00000000c003";
const WIFI = "0190b000-0000-7000-8000-00000000f001";
const shipTo = (address1: string, city: string) => ({
  companyName: "Adatum Corp",
  contact: "",
  address1,
  address2: "",
  city,
  state: "WA",
  postalCode: "98101",
  countryCode: "US",
  email: "",
});

/** GET /projects/{id}/order-categories: Wi-Fi equipment at two buildings, and an installation service. */
const wizardData = (): TOrderCategoriesResponse => {
  const line = (id: string, name: string, buildingId: string, bought: boolean) => ({
    id,
    name,
    partNumber: bought ? "MR46-HW" : "",
    quantity: "2.000000",
    price: "250.000000",
    pricingModel: "one_time",
    buildingId,
    bought,
  });
  return {
    categories: [
      { id: null, name: "Services", lines: [line(LINE_SERVICE, "Installation", BUILDING_HQ, false)] },
      {
        id: WIFI,
        name: "Wi-Fi",
        lines: [
          line(LINE_AP, "Access point", BUILDING_HQ, true),
          line(LINE_OUTDOOR, "Outdoor access point", BUILDING_WAREHOUSE, true),
        ],
      },
    ],
    buildings: [
      {
        id: BUILDING_HQ,
        name: "Main building",
        siteName: "Seattle HQ",
        shipTo: shipTo("1 Harbour Way", "Seattle"),
      },
      {
        id: BUILDING_WAREHOUSE,
        name: "Warehouse",
        siteName: "Tacoma",
        shipTo: shipTo("9 Dock Road", "Tacoma"),
      },
    ],
    customerShipTo: shipTo("500 Head Office Rd", "Redmond"),
  };
};

const orderCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path.includes("orders"));

describe("the quote's order action", () => {
  beforeEach(() => {
    signIn(ORDERS_USER);
  });

  it("an accepted quote without an order: Create order opens the wizard; its steps make the order and open it", async () => {
    const order = sampleOrder({ orderNumber: 9 });
    const { calls, router } = open("acceptance", {
      [`GET /api/v1/projects/${QUOTE}/order-categories`]: () => json(200, wizardData()),
      "POST /api/v1/orders": () => json(201, order),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Create order" }));
    const dialog = await screen.findByRole("dialog", { name: 'Create the order of "Adatum Wi-Fi refresh"' });
    // Step 1: categories, all chosen; leaving one out warns that it is not ordered.
    const wifi = await within(dialog).findByRole("checkbox", { name: "Wi-Fi" });
    expect((wifi as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole("table", { name: "Lines of Wi-Fi" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Services" }));
    expect(within(dialog).getByText(/A quote has one order/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    // Step 2: the warehouse's equipment goes to the customer's shipping address.
    const warehouse = await within(dialog).findByRole("radiogroup", {
      name: "Ship Tacoma · Warehouse's equipment to",
    });
    fireEvent.click(within(warehouse).getByRole("radio", { name: "The customer's shipping address" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    // Step 3: the summary, then the order.
    expect(await within(dialog).findByText("2 lines in 1 category")).toBeTruthy();
    expect(within(dialog).getByText(/Warehouse: customer's shipping address/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create order" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order.id}/view`));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({
      projectId: QUOTE,
      items: [LINE_AP, LINE_OUTDOOR],
      customerShippingBuildings: [BUILDING_WAREHOUSE],
    });
    expect(await screen.findByText("Order #9 created.")).toBeTruthy();
  });

  it("the wizard's first step needs a category; all categories send no items list", async () => {
    const { calls } = open("acceptance", {
      [`GET /api/v1/projects/${QUOTE}/order-categories`]: () => json(200, wizardData()),
      "POST /api/v1/orders": () => json(201, sampleOrder()),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Create order" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: "Wi-Fi" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Services" }));
    expect(within(dialog).getByText("Choose at least one category to order.")).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Wi-Fi" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Services" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create order" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toEqual({ projectId: QUOTE }));
  });

  it("a quote that has an order links to it instead", async () => {
    const order = sampleOrder();
    open("completed", { [`GET /api/v1/projects/${QUOTE}/orders`]: () => json(200, [order]) });
    const link = await screen.findByRole("link", { name: "View order" });
    expect(link.getAttribute("href")).toBe(`/orders/${order.id}/view`);
    expect(screen.queryByRole("button", { name: "Create order" })).toBeNull();
  });

  it("the server's refusal is shown and the quote's order read again", async () => {
    const order = sampleOrder();
    let reads = 0;
    open("acceptance", {
      [`GET /api/v1/projects/${QUOTE}/orders`]: () => {
        reads += 1;
        return json(200, reads === 1 ? [] : [order]);
      },
      [`GET /api/v1/projects/${QUOTE}/order-categories`]: () => json(200, wizardData()),
      "POST /api/v1/orders": () =>
        json(409, { code: "conflict", message: "This quote already has an order." }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Create order" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("checkbox", { name: "Wi-Fi" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create order" }));
    expect(await screen.findByText("This quote already has an order.")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "View order" })).toBeTruthy();
  });

  it("nothing before acceptance, and no read of the quote's orders", async () => {
    const { calls } = open("agreement");
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("button", { name: "Create order" })).toBeNull();
    expect(orderCalls(calls)).toHaveLength(0);
  });

  it("nothing for an account without order management, and no read", async () => {
    signIn(fakeUser());
    const { calls } = open("acceptance");
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("button", { name: "Create order" })).toBeNull();
    expect(orderCalls(calls)).toHaveLength(0);
  });
});
