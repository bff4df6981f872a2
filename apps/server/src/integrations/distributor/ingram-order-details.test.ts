import { describe, expect, it } from "vitest";
import { ingramStatus, mapOrderDetails } from "./ingram-order-details.ts";

describe("Ingram Micro v6.1 order details", () => {
  it("reads keys in any case and a carrier given as one object, with one shipment per package", () => {
    const order = mapOrderDetails("20-RD128", {
      IngramOrderNumber: "20-RD128",
      customerordernumber: "suborder-9",
      OrderStatus: "Processing",
      orderTotal: 1234.5,
      currencyCode: "USD",
      lines: [
        {
          customerLinenumber: "1",
          ingramPartNumber: "W6E373",
          lineStatus: "Shipped",
          quantityOrdered: 3,
          shipmentDetails: [
            {
              quantity: 3,
              estimatedShipDate: "2026-01-02",
              shippedDate: "2026-01-03",
              carrierDetails: {
                carrierName: "FEDEX GROUND",
                carrierCode: "FG",
                quantity: 3,
                shippedDate: "2026-01-03",
                deliveredDate: "2026-01-05",
                trackingDetails: [
                  {
                    trackingNumber: "111",
                    quantityInBox: "2",
                    serialNumbers: [{ SerialNumber: "A1" }, "A2"],
                  },
                  { TrackingNumber: "222", trackingUrl: "https://t.example/222", quantityInBox: "1" },
                ],
              },
            },
          ],
        },
        {
          customerLineNumber: 2,
          ingramPartNumber: "7JT142",
          lineStatus: "Backordered",
          quantityOrdered: 5,
          quantityBackOrdered: 5,
          // Only an estimate: a plan, not a shipment.
          shipmentDetails: [{ quantity: 5, estimatedShipDate: "2026-02-01" }],
        },
      ],
    });
    expect(order).toEqual({
      distributorOrderNumber: "20-RD128",
      customerOrderNumber: "suborder-9",
      status: "partially_shipped",
      total: "1234.50",
      currency: "USD",
      lines: [
        {
          customerLineNumber: "1",
          partNumber: "W6E373",
          status: "delivered",
          quantity: 3,
          shipments: [
            {
              carrier: "FEDEX GROUND",
              trackingNumber: "111",
              serialNumbers: ["A1", "A2"],
              shipmentDate: "2026-01-02",
              shippedDate: "2026-01-03",
              deliveredDate: "2026-01-05",
              quantity: 2,
            },
            {
              carrier: "FEDEX GROUND",
              trackingNumber: "222",
              trackingUrl: "https://t.example/222",
              serialNumbers: [],
              shipmentDate: "2026-01-02",
              shippedDate: "2026-01-03",
              deliveredDate: "2026-01-05",
              quantity: 1,
            },
          ],
        },
        {
          customerLineNumber: "2",
          partNumber: "7JT142",
          status: "backordered",
          quantity: 5,
          quantityBackordered: 5,
          shipments: [],
        },
      ],
    });
  });

  it("keeps the header's hold, invoice and cancellation over what the lines say", () => {
    const line = {
      ingramPartNumber: "W6E373",
      lineStatus: "Shipped",
      quantityOrdered: 1,
      shipmentDetails: [{ quantity: 1, shippedDate: "2026-01-03" }],
    };
    expect(mapOrderDetails("n", { orderStatus: "On Hold", lines: [line] }).status).toBe("on_hold");
    expect(mapOrderDetails("n", { orderStatus: "Invoiced", lines: [line] }).status).toBe("invoiced");
    expect(mapOrderDetails("n", { orderStatus: "Canceled", lines: [] })).toMatchObject({
      distributorOrderNumber: "n",
      status: "cancelled",
      total: null,
    });
    // A shipment without carrier details still counts once it has a shipped date.
    const shipped = mapOrderDetails("n", { orderStatus: "Processing", lines: [line] });
    expect(shipped.status).toBe("shipped");
    expect(shipped.lines[0]?.shipments).toEqual([
      {
        carrier: null,
        trackingNumber: null,
        serialNumbers: [],
        shipmentDate: "2026-01-03",
        shippedDate: "2026-01-03",
        quantity: 1,
      },
    ]);
  });

  it("maps Ingram's status words, an unknown one as processing", () => {
    expect(
      ["Shipped", "Canceled", "Backordered", "Processing", "On Hold", "Delivered", "In Progress", "OPEN"].map(
        ingramStatus,
      ),
    ).toEqual([
      "shipped",
      "cancelled",
      "backordered",
      "processing",
      "on_hold",
      "delivered",
      "processing",
      "processing",
    ]);
    expect(["CLOSED", "voided", "Partially Shipped", "Something new", ""].map(ingramStatus)).toEqual([
      "invoiced",
      "cancelled",
      "partially_shipped",
      "processing",
      undefined,
    ]);
  });

  it("answers distributor_unavailable for an answer that is not an order", () => {
    expect(() => mapOrderDetails("n", { lines: "nonsense" })).toThrow(
      expect.objectContaining({ code: "distributor_unavailable" }),
    );
  });
});
