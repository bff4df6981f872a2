import type { TOrder } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { fakeUser, signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import OrderViewPage from "./order-view-page.tsx";
import { ORDERS_USER, QUOTE, sampleOrder } from "./test-data.ts";

type Handlers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

function open(order: TOrder, handlers: Handlers = {}, query = "") {
  const mock = mockFetch({
    [`GET /api/v1/orders/${order.id}`]: () => json(200, order),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: "/orders/:orderId/view", element: <OrderViewPage /> },
      { path: "/orders", element: <p>order list</p> },
    ],
    `/orders/${order.id}/view${query}`,
  );
  return { ...mock, ...view };
}

const writes = (calls: RecordedCall[], method: string) => calls.filter((c) => c.method === method);

describe("/orders/:orderId/view", () => {
  beforeEach(() => {
    signIn(ORDERS_USER);
  });

  it("shows the overview: status, totals, customer, the quote, provider and the customer's ship-to", async () => {
    const order = sampleOrder({ orderNumber: 7 });
    const { calls } = open(order);
    expect(await screen.findByRole("heading", { level: 1, name: "Order #7" })).toBeTruthy();
    expect(screen.getAllByText("Draft").length).toBeGreaterThan(0);
    expect(calls[0]?.path).toBe(`/api/v1/orders/${order.id}?getMainAccounts=true`);
    const totals = screen.getByRole("region", { name: "Totals" });
    expect(within(totals).getByText("$12,345.50")).toBeTruthy();
    expect(within(totals).getByText("$420.00")).toBeTruthy();
    const details = screen.getByRole("region", { name: "Order" });
    expect(within(details).getByRole("link", { name: "Adatum Corp" }).getAttribute("href")).toBe(
      `/customers/${order.accountId}/view`,
    );
    expect(within(details).getByRole("link", { name: "Adatum Wi-Fi refresh" }).getAttribute("href")).toBe(
      `/projects/${QUOTE}/edit`,
    );
    expect(within(details).getByText("Northwind IT")).toBeTruthy();
    const shipTo = screen.getByRole("region", { name: "Customer ship-to" });
    expect(within(shipTo).getByText("1 Harbour Way")).toBeTruthy();
    expect(within(shipTo).getByText("Seattle, WA 98101")).toBeTruthy();
  });

  it("shows a busy placeholder while the order loads", async () => {
    const order = sampleOrder();
    let answer: (r: Response) => void = () => undefined;
    open(order, {
      [`GET /api/v1/orders/${order.id}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const loading = await screen.findByRole("status", { name: "Loading the order" });
    expect(loading.getAttribute("aria-busy")).toBe("true");
    answer(json(200, order));
    expect(
      await screen.findByRole("heading", { level: 1, name: `Order #${order.orderNumber}` }),
    ).toBeTruthy();
  });

  it("says when the order could not be loaded and offers another try", async () => {
    const order = sampleOrder({ orderNumber: 8 });
    let tries = 0;
    open(order, {
      [`GET /api/v1/orders/${order.id}`]: () => {
        tries += 1;
        return tries === 1 ? json(500, { message: "Something went wrong" }) : json(200, order);
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Order #8" })).toBeTruthy();
  });

  it("says why a cancelled order ended and offers no move", async () => {
    const order = sampleOrder({ status: "cancelled", endedReason: "Customer postponed the project." });
    open(order);
    expect(await screen.findByText("Customer postponed the project.")).toBeTruthy();
    expect(screen.getByText("Why it was cancelled")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Order actions" })).toBeNull();
  });

  it("sites tab (?tab=sites): each building with its suborders' lines, its services, and Shipping incomplete", async () => {
    const order = sampleOrder();
    open(order, {}, "?tab=sites");
    const hq = await screen.findByRole("region", { name: "Seattle HQ · Main building" });
    expect(within(hq).getByText("Shipping incomplete")).toBeTruthy();
    expect(within(hq).getByRole("heading", { name: "Ingram Micro" })).toBeTruthy();
    expect(within(hq).getByRole("heading", { name: "Procure manually" })).toBeTruthy();
    const services = within(hq).getByRole("table", {
      name: "Lines of Services and subscriptions, Seattle HQ · Main building",
    });
    expect(within(services).getByText("Managed Wi-Fi")).toBeTruthy();
    const warehouse = screen.getByRole("region", { name: "Tacoma · Warehouse" });
    expect(within(warehouse).queryByText("Shipping incomplete")).toBeNull();
    expect(within(warehouse).getByText("Outdoor AP")).toBeTruthy();
  });

  it("suborders tab: a card per suborder with distributor, ship-to, status and lines with reject reasons", async () => {
    const order = sampleOrder();
    const { router } = open(order, {}, "?stage=fulfil");
    fireEvent.click(await screen.findByRole("tab", { name: "Suborders" }));
    // The tab is in the URL, beside whatever else the URL carries.
    await waitFor(() => expect(router.state.location.search).toBe("?stage=fulfil&tab=suborders"));
    const ingram = await screen.findByRole("region", { name: "Ingram Micro — Seattle HQ · Main building" });
    expect(within(ingram).getByText("IM-4471")).toBeTruthy();
    expect(within(ingram).getByText("Draft")).toBeTruthy();
    const lines = within(ingram).getByRole("table");
    const rejected = within(lines).getByText("PoE switch").closest("tr") as HTMLElement;
    for (const text of [
      "2",
      "SW-24",
      "IM-SW-24",
      "1",
      "$1,200.00",
      "$900.00",
      "Rejected",
      "Unknown SKU (EN)",
    ])
      expect(within(rejected).getByText(text)).toBeTruthy();
    const placed = within(lines).getByText("Access point").closest("tr") as HTMLElement;
    for (const text of ["4", "$250.00", "$180.00", "Placed"])
      expect(within(placed).getByText(text)).toBeTruthy();
    const manual = screen.getByRole("region", { name: "Procure manually — Seattle HQ · Main building" });
    expect(within(manual).getByText(/Customer's shipping address/)).toBeTruthy();
    expect(within(manual).getByText("Not sent yet")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Ingram Micro — Tacoma · Warehouse" })).toBeTruthy();
  });

  it("a draft: Submit asks first, then sends the move with the version and shows the answer", async () => {
    const order = sampleOrder({ orderNumber: 7, version: 4 });
    const { calls } = open(order, {
      // A write's answer carries no main accounts; the page keeps those it read.
      [`PUT /api/v1/orders/${order.id}`]: () =>
        json(200, { ...order, status: "submitted", version: 5, mainAccounts: undefined }),
    });
    const actions = await screen.findByRole("group", { name: "Order actions" });
    // The transition table: a draft may be submitted or cancelled, not declined.
    expect(within(actions).queryByRole("button", { name: "Decline order" })).toBeNull();
    fireEvent.click(within(actions).getByRole("button", { name: "Submit order" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit the order" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Submit order" }));
    await waitFor(() => expect(writes(calls, "PUT")).toHaveLength(1));
    expect(writes(calls, "PUT")[0]?.body).toEqual({ version: 4, status: "submitted" });
    expect(await screen.findByText("Order #7 submitted.")).toBeTruthy();
    // Submitted: no Delete, and Decline is now allowed.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Delete draft" })).toBeNull());
    expect(screen.getByRole("button", { name: "Decline order" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Order" })).getByText("Northwind IT")).toBeTruthy();
  });

  it("Cancel asks for a reason in a dialog, refuses an empty one, then sends it", async () => {
    const order = sampleOrder({ status: "submitted", version: 2 });
    const { calls } = open(order, {
      [`PUT /api/v1/orders/${order.id}`]: () =>
        json(200, { ...order, status: "cancelled", endedReason: "Budget cut", version: 3 }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel the order" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await within(dialog).findByText("Say why the order is declined or cancelled.")).toBeTruthy();
    expect(writes(calls, "PUT")).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
      target: { value: " Budget cut " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(writes(calls, "PUT")).toHaveLength(1));
    expect(writes(calls, "PUT")[0]?.body).toEqual({ version: 2, status: "cancelled", reason: "Budget cut" });
    expect(await screen.findByText("Budget cut")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("Decline (where allowed) sends its reason", async () => {
    const order = sampleOrder({ status: "accepted", version: 3 });
    const { calls } = open(order, {
      [`PUT /api/v1/orders/${order.id}`]: () => json(200, { ...order, status: "declined", version: 4 }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Decline order" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the order" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
      target: { value: "Distributor out of stock" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline order" }));
    await waitFor(() => expect(writes(calls, "PUT")).toHaveLength(1));
    expect(writes(calls, "PUT")[0]?.body).toEqual({
      version: 3,
      status: "declined",
      reason: "Distributor out of stock",
    });
  });

  it("shipped: nothing a user may move to, so no actions", async () => {
    open(sampleOrder({ status: "shipped" }));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("group", { name: "Order actions" })).toBeNull();
  });

  it("a 409 shows the server's words and reads the order again", async () => {
    const order = sampleOrder({ status: "submitted", version: 2 });
    let reads = 0;
    open(order, {
      [`GET /api/v1/orders/${order.id}`]: () => {
        reads += 1;
        return json(200, reads === 1 ? order : { ...order, status: "shipped", version: 5 });
      },
      [`PUT /api/v1/orders/${order.id}`]: () =>
        json(409, { code: "conflict", message: "An order that is shipped cannot become declined." }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Decline order" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the order" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
      target: { value: "Refused" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline order" }));
    expect(await screen.findByText("An order that is shipped cannot become declined.")).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
    expect(await screen.findByText("Shipped")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("deletes a draft after a confirmation, then goes back to the list", async () => {
    const order = sampleOrder({ orderNumber: 7 });
    const { calls, router } = open(order, {
      [`DELETE /api/v1/orders/${order.id}`]: () => json(200, { id: order.id }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete draft" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete draft" });
    expect(within(dialog).getByText(/delete draft order #7/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders"));
    expect(writes(calls, "DELETE")).toHaveLength(1);
  });

  it("a delete the server refuses (409) shows why and stays", async () => {
    const order = sampleOrder();
    const { router } = open(order, {
      [`DELETE /api/v1/orders/${order.id}`]: () =>
        json(409, { code: "conflict", message: "Only a draft order can be deleted; cancel it instead." }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Delete draft" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Only a draft order can be deleted; cancel it instead.")).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/orders/${order.id}/view`);
  });

  it("a user without the entitlement is sent home without asking the API", async () => {
    signIn(fakeUser({ role: "sales", userRole: "sales", roles: ["sales"] }));
    const order = sampleOrder();
    const { calls, router } = renderWithHome(order);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls).toHaveLength(0);
  });
});

function renderWithHome(order: TOrder) {
  const mock = mockFetch({});
  const view = renderRoutes(
    [
      { path: "/orders/:orderId/view", element: <OrderViewPage /> },
      { path: "/", element: <p>home</p> },
    ],
    `/orders/${order.id}/view`,
  );
  return { ...mock, ...view };
}
