import type { TOrder, TOrderEvent, TShipment } from "@q2c/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, mockFetch, type RecordedCall } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render-app.tsx";
import OrderViewPage from "./order-view-page.tsx";
import SuborderTrackPage from "./suborder-track-page.tsx";
import { ORDERS_USER, QUOTE, sampleOrder } from "./test-data.ts";

type Handlers = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

function open(order: TOrder, tab: string, handlers: Handlers = {}) {
  const mock = mockFetch({ [`GET /api/v1/orders/${order.id}`]: () => json(200, order), ...handlers });
  const view = renderRoutes(
    [
      { path: "/orders/:orderId/view", element: <OrderViewPage /> },
      { path: "/orders/:orderId/suborder/:suborderId/track/:trackingNumber", element: <SuborderTrackPage /> },
    ],
    `/orders/${order.id}/view?tab=${tab}`,
  );
  return { ...mock, ...view };
}

/** The sample order with the warehouse's package shipped by the distributor (its lines all shipped). */
function shippedOrder(): { order: TOrder; pkg: TShipment } {
  const order = sampleOrder();
  const warehouse = order.suborders[2];
  if (!warehouse) throw new Error("sample order changed");
  const line = order.lines.find((l) => l.suborderId === warehouse.id);
  if (!line) throw new Error("sample order changed");
  const pkg: TShipment = {
    id: "0190b000-0000-7000-8000-00000000a901",
    suborderId: warehouse.id,
    carrier: "UPS",
    trackingNumber: "1Z999AA10123456784",
    trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    status: "in_transit",
    source: "distributor",
    shipmentDate: "2026-03-05T06:00:00.000Z",
    shippedAt: "2026-03-05T10:00:00.000Z",
    deliveredAt: null,
    lines: [
      {
        orderLineId: line.id,
        lineNumber: line.lineNumber,
        name: line.name,
        partNumber: line.partNumber,
        quantity: line.quantity,
        serialNumbers: ["Q2AB-1111-CCCC", "Q2AB-2222-DDDD"],
      },
    ],
  };
  return { order: { ...order, shipments: [pkg] }, pkg };
}

describe("the order view's shipments, documents and activity tabs", () => {
  beforeEach(() => {
    signIn(ORDERS_USER);
  });

  it("shipments: shipping incomplete, the lines waiting, each package with its tracking link and serials", async () => {
    const { order, pkg } = shippedOrder();
    open(order, "shipments");
    expect(await screen.findByText("Shipping incomplete")).toBeTruthy();
    const waiting = screen.getByRole("table", { name: "Lines waiting to ship" });
    expect(within(waiting).getAllByRole("row").length).toBeGreaterThan(1);
    const card = screen.getByRole("article", { name: `UPS ${pkg.trackingNumber}` });
    const link = within(card).getByRole("link", { name: `Track this package ${pkg.trackingNumber}` });
    expect(link.getAttribute("href")).toBe(
      `/orders/${order.id}/suborder/${pkg.suborderId}/track/${pkg.trackingNumber}`,
    );
    expect(within(card).getByText("In transit")).toBeTruthy();
    expect(within(card).getByText("Q2AB-1111-CCCC, Q2AB-2222-DDDD")).toBeTruthy();
    expect(within(card).getByText("From the distributor")).toBeTruthy();
  });

  it("shipments: records a package by hand for a suborder bought by hand, sending its version and lines", async () => {
    const base = sampleOrder();
    const manual = base.suborders[1];
    if (!manual) throw new Error("sample order changed");
    const order: TOrder = {
      ...base,
      suborders: base.suborders.map((s) =>
        s.id === manual.id ? { ...s, status: "submitted", distributorOrderNumber: "PO-118" } : s,
      ),
    };
    const line = order.lines.find((l) => l.suborderId === manual.id);
    if (!line) throw new Error("sample order changed");
    const { calls } = open(order, "shipments", {
      [`PUT /api/v1/orders/${order.id}/shipments`]: () => json(200, order),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Record a shipment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record a shipment by hand" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record shipment" }));
    expect(await within(dialog).findByText("Carrier is required.")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Carrier" }), {
      target: { value: "FedEx" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Tracking number" }), {
      target: { value: "7489 1234" },
    });
    fireEvent.change(within(dialog).getByLabelText("Shipped"), { target: { value: "2026-03-06" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Serial numbers/ }), {
      target: { value: "SN-1\nSN-2" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record shipment" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      suborderId: manual.id,
      version: 1,
      carrier: "FedEx",
      trackingNumber: "7489 1234",
      shippedDate: "2026-03-06",
      lines: [
        { orderLineId: line.id, quantity: String(Number(line.quantity)), serialNumbers: ["SN-1", "SN-2"] },
      ],
    });
    expect(await screen.findByText("Package 7489 1234 recorded.")).toBeTruthy();
  });

  it("documents: the quote's signed documents with the sealed PDF's download", async () => {
    const order = sampleOrder();
    open(order, "documents", {
      [`GET /api/v1/quotes/${QUOTE}/documents/status`]: () =>
        json(200, {
          documents: [
            {
              documentId: "0190b000-0000-7000-8000-00000000a801",
              documentType: "agreement",
              status: "completed",
              sealStatus: "sealed",
              sealError: null,
              sentAt: "2026-03-01T10:00:00.000Z",
              completedAt: "2026-03-02T10:00:00.000Z",
              signers: [
                {
                  id: "0190b000-0000-7000-8000-00000000a802",
                  name: "Pat Buyer",
                  party: "customer",
                  status: "signed",
                  signedAt: "2026-03-02T09:00:00.000Z",
                },
              ],
            },
            {
              documentId: "0190b000-0000-7000-8000-00000000a803",
              documentType: "proposal",
              status: "draft",
              sealStatus: "none",
              sealError: null,
              sentAt: null,
              completedAt: null,
              signers: [],
            },
          ],
        }),
    });
    expect(await screen.findByRole("button", { name: "Download the sealed PDF" })).toBeTruthy();
    expect(screen.getByText(/Pat Buyer \(Customer\)/)).toBeTruthy();
    expect(screen.queryByText("Proposal")).toBeNull();
  });

  it("activity: the order's events in words, newest first, in keyset pages", async () => {
    const order = sampleOrder();
    const hq = order.suborders[0];
    const event = (
      id: string,
      type: string,
      data: Record<string, unknown>,
      suborderId?: string,
    ): TOrderEvent => ({
      id,
      type,
      suborderId: suborderId ?? null,
      actorName: type === "created" ? "Sam Sales" : null,
      data,
      createdAt: "2026-03-04T09:00:00.000Z",
    });
    const { calls } = open(order, "activity", {
      [`GET /api/v1/orders/${order.id}/events`]: (call) =>
        call.path.includes("startingAfter")
          ? json(200, {
              data: [event("0190b000-0000-7000-8000-00000000a701", "created", { lines: 5, suborders: 3 })],
              hasMore: false,
            })
          : json(200, {
              data: [
                event(
                  "0190b000-0000-7000-8000-00000000a703",
                  "suborder_sent",
                  { distributorOrderNumber: "IM-4471", lines: 2, rejected: [{ lineNumber: 2, reason: "x" }] },
                  hq?.id,
                ),
                event("0190b000-0000-7000-8000-00000000a702", "status_changed", {
                  from: "draft",
                  to: "submitted",
                }),
              ],
              hasMore: true,
            }),
    });
    expect(
      await screen.findByText(
        "Sent to the distributor (Seattle HQ · Main building · Ingram Micro): order IM-4471, 2 lines, 1 line rejected.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Order draft → submitted.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Order made from the accepted quote: 5 lines, 3 suborders.")).toBeTruthy();
    expect(screen.getByText(/Sam Sales/)).toBeTruthy();
    expect(calls.some((c) => c.path.includes("startingAfter=0190b000-0000-7000-8000-00000000a702"))).toBe(
      true,
    );
  });

  it("the tracking page shows the package's carrier, status, dates and lines, and leads back to the order", async () => {
    const { order, pkg } = shippedOrder();
    mockFetch({
      [`GET /api/v1/orders/${order.id}/suborder/${pkg.suborderId}/track/${pkg.trackingNumber}`]: () =>
        json(200, {
          ...pkg,
          orderId: order.id,
          orderNumber: 12,
          buildingName: "Warehouse",
          siteName: "Tacoma",
        }),
    });
    renderRoutes(
      [
        {
          path: "/orders/:orderId/suborder/:suborderId/track/:trackingNumber",
          element: <SuborderTrackPage />,
        },
      ],
      `/orders/${order.id}/suborder/${pkg.suborderId}/track/${pkg.trackingNumber}`,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: `Package ${pkg.trackingNumber}` }),
    ).toBeTruthy();
    expect(screen.getByText("UPS · Tacoma · Warehouse")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to order #12" }).getAttribute("href")).toBe(
      `/orders/${order.id}/view?tab=shipments`,
    );
    const lines = screen.getByRole("table", { name: `Lines of package ${pkg.trackingNumber}` });
    expect(within(lines).getByText("Q2AB-1111-CCCC, Q2AB-2222-DDDD")).toBeTruthy();
  });
});
