import { describe, expect, it } from "vitest";
import {
  lineProgress,
  lineStatusOf,
  nextReadDelayMs,
  type ShipmentFacts,
  shipmentStatusOf,
  shippingStatusOf,
} from "./fulfilment.ts";

const MIN = 60_000;
const d = (day: number) => new Date(Date.UTC(2026, 2, day, 9));
const pkg = (
  shippedAt: Date | null,
  deliveredAt: Date | null,
  lines: [string, number, string[]?][],
): ShipmentFacts => ({
  shippedAt,
  deliveredAt,
  lines: lines.map(([orderLineId, quantity, serialNumbers = []]) => ({
    orderLineId,
    quantity,
    serialNumbers,
  })),
});

describe("reading a suborder again", () => {
  it("waits 15 minutes while open, doubling per failure in a row up to 6 hours", () => {
    expect(nextReadDelayMs(0)).toBe(15 * MIN);
    expect(nextReadDelayMs(1)).toBe(30 * MIN);
    expect(nextReadDelayMs(2)).toBe(60 * MIN);
    expect(nextReadDelayMs(4)).toBe(240 * MIN);
    expect(nextReadDelayMs(5)).toBe(360 * MIN);
    expect(nextReadDelayMs(60)).toBe(360 * MIN);
  });
});

describe("a line's progress from its suborder's packages", () => {
  it("is shipped once packages with a shipped date cover its quantity, delivered once delivered ones do", () => {
    const first = pkg(d(2), d(3), [
      ["a", 2, ["S1", "S2"]],
      ["b", 1],
    ]);
    const second = pkg(d(4), null, [["a", 2, ["S3", "S2"]]]);
    const planned = pkg(null, null, [["a", 1]]);
    expect(lineProgress({ id: "a", quantity: 4 }, [first])).toEqual({
      shippedQuantity: 2,
      shippedAt: null,
      deliveredAt: null,
      serialNumbers: ["S1", "S2"],
    });
    expect(lineProgress({ id: "a", quantity: 4 }, [first, second, planned])).toEqual({
      shippedQuantity: 4,
      shippedAt: d(4),
      deliveredAt: null,
      serialNumbers: ["S1", "S2", "S3"],
    });
    const delivered = { ...second, deliveredAt: d(5) };
    expect(lineProgress({ id: "a", quantity: 4 }, [first, delivered]).deliveredAt).toEqual(d(5));
    expect(lineProgress({ id: "b", quantity: 1 }, [first])).toMatchObject({
      shippedAt: d(2),
      deliveredAt: d(3),
    });
  });

  it("counts a package reported delivered without a shipped date as shipped", () => {
    expect(lineProgress({ id: "a", quantity: 1 }, [pkg(null, d(6), [["a", 1]])])).toMatchObject({
      shippedQuantity: 1,
      shippedAt: d(6),
      deliveredAt: d(6),
    });
  });

  it("takes its status from the dates, keeping a rejected or cancelled line as it is", () => {
    const none = lineProgress({ id: "a", quantity: 1 }, []);
    const shipped = lineProgress({ id: "a", quantity: 1 }, [pkg(d(2), null, [["a", 1]])]);
    const delivered = lineProgress({ id: "a", quantity: 1 }, [pkg(d(2), d(3), [["a", 1]])]);
    expect(lineStatusOf("rejected", shipped)).toBe("rejected");
    expect(lineStatusOf("cancelled", none)).toBe("cancelled");
    expect(lineStatusOf("placed", delivered)).toBe("delivered");
    expect(lineStatusOf("backordered", shipped)).toBe("shipped");
    expect(lineStatusOf("backordered", none)).toBe("backordered");
    expect(lineStatusOf("placed", none)).toBe("placed");
    expect(lineStatusOf("pending", none)).toBe("pending");
  });
});

describe("a suborder's shipping status", () => {
  const line = (
    status: string,
    shippedQuantity: number,
    shippedAt: Date | null,
    deliveredAt: Date | null,
  ) => ({
    status,
    shippedQuantity,
    shippedAt,
    deliveredAt,
  });
  it("follows its live lines: nothing shipped, some, all, all delivered; dead lines do not count", () => {
    const rejected = line("rejected", 0, null, null);
    expect(shippingStatusOf([line("placed", 0, null, null), rejected])).toBeNull();
    expect(shippingStatusOf([line("placed", 1, null, null), line("placed", 0, null, null)])).toBe(
      "partially_shipped",
    );
    expect(shippingStatusOf([line("shipped", 2, d(2), null), rejected])).toBe("shipped");
    expect(shippingStatusOf([line("delivered", 2, d(2), d(3)), line("shipped", 1, d(2), null)])).toBe(
      "shipped",
    );
    expect(shippingStatusOf([line("delivered", 2, d(2), d(3)), rejected])).toBe("delivered");
    expect(shippingStatusOf([rejected])).toBeNull();
  });

  it("names a package preparing, in transit or delivered by its dates", () => {
    expect(shipmentStatusOf({ shippedAt: null, deliveredAt: null })).toBe("preparing");
    expect(shipmentStatusOf({ shippedAt: d(1), deliveredAt: null })).toBe("in_transit");
    expect(shipmentStatusOf({ shippedAt: d(1), deliveredAt: d(2) })).toBe("delivered");
  });
});
