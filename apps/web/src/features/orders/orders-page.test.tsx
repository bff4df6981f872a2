import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import { customer, location, page, queryOf } from "../accounts/test-data.ts";
import OrdersPage from "./orders-page.tsx";
import { CUSTOMER, ORDERS_USER, orderListItem } from "./test-data.ts";

const adatum = customer({ id: CUSTOMER });
const draft = orderListItem({ orderNumber: 7, oneTimeTotal: "12345.5", monthlyTotal: "420.00" });
const shipped = orderListItem({
  orderNumber: 6,
  dealName: "Litware cabling",
  accountName: "Litware Inc",
  status: "partially_shipped",
  suborderCount: 1,
  oneTimeTotal: "800.00",
  monthlyTotal: "0.00",
});

type Handlers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

function open(handlers: Handlers = {}) {
  const mock = mockFetch({
    "GET /api/v1/orders": () => json(200, page([draft, shipped])),
    "GET /api/v1/accounts": () => json(200, page([adatum])),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: "/orders", element: <OrdersPage /> },
      { path: "/orders/:orderId/view", element: <p>order page</p> },
      { path: "/pages/not-authorized", element: <p>not authorized</p> },
    ],
    "/orders",
  );
  return { ...mock, ...view };
}

const lastList = (calls: RecordedCall[]) =>
  queryOf(calls.filter((c) => c.path.startsWith("/api/v1/orders")).at(-1)?.path ?? "");

describe("/orders", () => {
  beforeEach(() => {
    signIn(ORDERS_USER);
  });

  it("lists orders with number, deal, customer, status, totals, suborders and last change; a row opens the order", async () => {
    const { calls, router } = open();
    const table = await screen.findByRole("table", { name: "Orders" });
    const row = within(table).getByRole("link", { name: "Order #7" }).closest("tr") as HTMLElement;
    expect(within(row).getByText("Adatum Wi-Fi refresh")).toBeTruthy();
    expect(within(row).getByText("Adatum Corp")).toBeTruthy();
    expect(within(row).getByText("Draft")).toBeTruthy();
    expect(within(row).getByText("$12,345.50")).toBeTruthy();
    expect(within(row).getByText("$420.00")).toBeTruthy();
    expect(within(row).getByText("3")).toBeTruthy();
    expect(within(row).getByText("Mar 3, 2026")).toBeTruthy();
    const other = within(table).getByText("Litware cabling").closest("tr") as HTMLElement;
    expect(within(other).getByText("Partially shipped")).toBeTruthy();
    expect(lastList(calls)).toEqual({ limit: "25" });

    fireEvent.click(within(row).getByText("Adatum Corp"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${draft.id}/view`));
  });

  it("shows a busy placeholder while the orders load", async () => {
    let answer: (r: Response) => void = () => undefined;
    open({ "GET /api/v1/orders": () => new Promise<Response>((resolve) => (answer = resolve)) });
    const loading = await screen.findByRole("status", { name: "Loading the orders" });
    expect(loading.getAttribute("aria-busy")).toBe("true");
    answer(json(200, page([draft])));
    expect(await screen.findByRole("table", { name: "Orders" })).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Loading the orders" })).toBeNull();
  });

  it("filters by status and by customer, starting again from the first page", async () => {
    const { calls } = open();
    await screen.findByRole("table", { name: "Orders" });
    fireEvent.click(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Partially shipped" }));
    await waitFor(() => expect(lastList(calls).status).toBe("partially_shipped"));
    fireEvent.click(screen.getByRole("combobox", { name: "Customer" }));
    fireEvent.click(await screen.findByRole("option", { name: "Adatum Corp" }));
    await waitFor(() =>
      expect(lastList(calls)).toEqual({ limit: "25", status: "partially_shipped", customerId: CUSTOMER }),
    );
  });

  it("filters by a site, offered once a customer is chosen", async () => {
    const hq = location({ name: "Adatum HQ" });
    const { calls } = open({ [`GET /api/v1/accounts/${CUSTOMER}/locations`]: () => json(200, page([hq])) });
    await screen.findByRole("table", { name: "Orders" });
    const site = screen.getByRole("combobox", { name: "Site" });
    expect(site.hasAttribute("disabled")).toBe(true);
    // No customer, no question about its sites.
    expect(calls.some((c) => c.path.includes("/locations"))).toBe(false);
    fireEvent.click(screen.getByRole("combobox", { name: "Customer" }));
    fireEvent.click(await screen.findByRole("option", { name: "Adatum Corp" }));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Site" }).hasAttribute("disabled")).toBe(false),
    );
    fireEvent.click(screen.getByRole("combobox", { name: "Site" }));
    fireEvent.click(await screen.findByRole("option", { name: "Adatum HQ" }));
    await waitFor(() =>
      expect(lastList(calls)).toEqual({ limit: "25", customerId: CUSTOMER, locationId: hq.id }),
    );
  });

  it("pages with Next and Previous by the ids shown", async () => {
    const { calls } = open({
      "GET /api/v1/orders": (call) =>
        json(200, queryOf(call.path).startingAfter ? page([shipped], false) : page([draft], true)),
    });
    await screen.findByText("Adatum Wi-Fi refresh");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Litware cabling")).toBeTruthy();
    expect(lastList(calls).startingAfter).toBe(draft.id);
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(lastList(calls).endingBefore).toBe(shipped.id));
  });

  it("says how an order is made when there are none, and No results found when a filter matches nothing", async () => {
    open({ "GET /api/v1/orders": () => json(200, page([])) });
    expect(await screen.findByText("No orders yet")).toBeTruthy();
    expect(screen.getByText(/open the quote and choose Create order/)).toBeTruthy();
    fireEvent.click(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Cancelled" }));
    expect(await screen.findByText("No results found")).toBeTruthy();
  });

  it("offers another try when the orders could not be loaded", async () => {
    let fail = true;
    open({
      "GET /api/v1/orders": () =>
        fail ? json(500, { code: "internal", message: "Database away" }) : json(200, page([draft])),
    });
    expect(await screen.findByText("Could not load the orders.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Orders" })).toBeTruthy();
  });

  it("sends a role that may not read orders to the not-authorized page without asking the API", async () => {
    signIn(
      fakeUser({
        role: "editor",
        userRole: "editor",
        roles: ["editor"],
        entitlements: ORDERS_USER.entitlements,
      }),
    );
    const { calls } = open();
    expect(await screen.findByText("not authorized")).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith("/api/v1/orders"))).toHaveLength(0);
  });
});
