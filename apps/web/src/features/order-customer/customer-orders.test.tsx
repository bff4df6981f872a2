import { act, screen, within } from "@testing-library/react";
import type { Socket } from "socket.io-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLiveSocket } from "../../app/realtime/live-socket.ts";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import OrderViewPage from "../orders/order-view-page.tsx";
import OrdersPage from "../orders/orders-page.tsx";
import CustomerTrackPage from "./customer-track-page.tsx";
import {
  CUSTOMER_USER,
  ORDER_ID,
  sampleCustomerListItem,
  sampleCustomerOrder,
  sampleTracking,
} from "./test-data.ts";

type Listener = (...args: unknown[]) => void;
function roomSocket() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    connected: true,
    emit: vi.fn(),
    on: (event: string, fn: Listener) => listeners.set(event, (listeners.get(event) ?? new Set()).add(fn)),
    off: (event: string, fn: Listener) => listeners.get(event)?.delete(fn),
    fire: (event: string, ...args: unknown[]) => {
      for (const fn of listeners.get(event) ?? []) fn(...args);
    },
  };
}

const ROUTES = [
  { path: "/orders", element: <OrdersPage /> },
  { path: "/orders/:orderId/view", element: <OrderViewPage /> },
  { path: "/orders/:orderId/track-customer/:trackingNumber", element: <CustomerTrackPage /> },
];

beforeEach(() => signIn(CUSTOMER_USER));
afterEach(() => setLiveSocket(null));

describe("the customer's orders (/orders as a customer)", () => {
  it("lists its orders from the customer route, with buildings shipped and installed", async () => {
    const { calls } = mockFetch({
      "GET /api/v1/customer-orders": () => json(200, { data: [sampleCustomerListItem()], hasMore: false }),
    });
    renderRoutes(ROUTES, "/orders");
    const table = await screen.findByRole("table", { name: "Your orders" });
    expect(within(table).getByRole("link", { name: "Order #4" }).getAttribute("href")).toBe(
      `/orders/${ORDER_ID}/view`,
    );
    expect(within(table).getByText("1 of 3 shipped")).toBeTruthy();
    expect(within(table).getByText("0 of 3 installed")).toBeTruthy();
    expect(within(table).getByText("Northwind IT")).toBeTruthy();
    expect(calls.every((c) => !c.path.startsWith("/api/v1/orders"))).toBe(true);
  });

  it("says when there are no orders yet", async () => {
    mockFetch({ "GET /api/v1/customer-orders": () => json(200, { data: [], hasMore: false }) });
    renderRoutes(ROUTES, "/orders");
    expect(await screen.findByText("No orders yet")).toBeTruthy();
  });

  it("offers another try when the list could not be loaded", async () => {
    mockFetch({ "GET /api/v1/customer-orders": () => json(500, { message: "boom", code: "internal" }) });
    renderRoutes(ROUTES, "/orders");
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("one order per site (/orders/:id/view as a customer)", () => {
  it("shows each site's buildings: progress, what is ordered, packages with tracking links; no cost", async () => {
    mockFetch({ [`GET /api/v1/customer-orders/${ORDER_ID}`]: () => json(200, sampleCustomerOrder()) });
    renderRoutes(ROUTES, `/orders/${ORDER_ID}/view`);
    expect(await screen.findByRole("heading", { level: 1, name: "Order #4" })).toBeTruthy();
    const hq = screen.getByRole("region", { name: "Site: Headquarters" });
    const main = within(hq).getByRole("region", { name: "Main building" });
    expect(within(main).getByText("Partially shipped")).toBeTruthy();
    expect(within(main).getByText("Shipping incomplete")).toBeTruthy();
    const equipment = within(main).getByRole("table", { name: "Equipment: Main building" });
    expect(within(equipment).getByText("Meraki MS120 switch")).toBeTruthy();
    expect(within(equipment).getByText("Serial numbers: Q2XX-1, Q2XX-2")).toBeTruthy();
    expect(
      within(main).getByRole("table", { name: "Services and subscriptions: Main building" }),
    ).toBeTruthy();
    const packages = within(main).getByRole("table", { name: "Packages: Main building" });
    expect(within(packages).getByRole("link", { name: "1Z999AA10123456784" }).getAttribute("href")).toBe(
      `/orders/${ORDER_ID}/track-customer/1Z999AA10123456784`,
    );
    expect(within(packages).getByText("In transit")).toBeTruthy();
    const warehouse = screen.getByRole("region", { name: "Warehouse" });
    expect(within(warehouse).getByText("Installed")).toBeTruthy();
    expect(within(warehouse).getByText("Nothing has shipped to this building yet.")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/cost|margin/i);
  });

  it("joins the order's live room and reads the order again when it changes", async () => {
    const socket = roomSocket();
    act(() => setLiveSocket(socket as unknown as Socket));
    let answers = 0;
    mockFetch({
      [`GET /api/v1/customer-orders/${ORDER_ID}`]: () => {
        answers++;
        return json(200, sampleCustomerOrder());
      },
    });
    const view = renderRoutes(ROUTES, `/orders/${ORDER_ID}/view`);
    await screen.findByRole("heading", { level: 1, name: "Order #4" });
    expect(socket.emit).toHaveBeenCalledWith("order:join", { orderId: ORDER_ID });
    socket.fire("order:changed", { orderId: "another" });
    socket.fire("order:changed", { orderId: ORDER_ID });
    await vi.waitFor(() => expect(answers).toBe(2));
    view.unmount();
    expect(socket.emit).toHaveBeenCalledWith("order:leave", { orderId: ORDER_ID });
  });

  it("shows a busy placeholder while the order loads", async () => {
    mockFetch({ [`GET /api/v1/customer-orders/${ORDER_ID}`]: () => new Promise<Response>(() => undefined) });
    renderRoutes(ROUTES, `/orders/${ORDER_ID}/view`);
    const loading = await screen.findByRole("status", { name: "Loading the order" });
    expect(loading.getAttribute("aria-busy")).toBe("true");
  });
});

describe("the customer tracking page", () => {
  it("shows the package's carrier, status, dates, site and what it carries with serial numbers", async () => {
    mockFetch({
      [`GET /api/v1/orders/${ORDER_ID}/track-customer/1Z999AA10123456784`]: () => json(200, sampleTracking()),
    });
    renderRoutes(ROUTES, `/orders/${ORDER_ID}/track-customer/1Z999AA10123456784`);
    expect(await screen.findByRole("heading", { level: 1, name: "Package 1Z999AA10123456784" })).toBeTruthy();
    expect(screen.getByText("In transit")).toBeTruthy();
    expect(screen.getByText("UPS")).toBeTruthy();
    expect(screen.getByText(/Headquarters · Main building/)).toBeTruthy();
    const contents = screen.getByRole("table", { name: "What it carries" });
    expect(within(contents).getByText("Q2XX-1, Q2XX-2")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Carrier's page/ }).getAttribute("href")).toContain("ups.com");
    expect(screen.getByRole("link", { name: /Back to the order/ }).getAttribute("href")).toBe(
      `/orders/${ORDER_ID}/view`,
    );
  });
});
