import { describe, expect, it } from "vitest";
import { isBoughtLine, type SplitLine, splitOrder } from "./split.ts";

const line = (id: string, over: Partial<SplitLine> = {}): SplitLine => ({
  id,
  buildingId: "b1",
  productKind: "product",
  pricingModel: "one_time",
  partNumber: `P-${id}`,
  distributorId: "d1",
  ...over,
});

describe("splitting an order", () => {
  it("makes one suborder per building and distributor, numbering its lines from 1 in quote order", () => {
    const { suborders, placement } = splitOrder([
      line("a"),
      line("b", { distributorId: "d2" }),
      line("c"),
      line("d", { buildingId: "b2" }),
    ]);
    expect(suborders).toEqual([
      { buildingId: "b1", distributorId: "d1", lineIds: ["a", "c"] },
      { buildingId: "b1", distributorId: "d2", lineIds: ["b"] },
      { buildingId: "b2", distributorId: "d1", lineIds: ["d"] },
    ]);
    expect(placement.get("c")).toEqual({ suborder: 0, lineNumber: 2 });
    expect(placement.get("d")).toEqual({ suborder: 2, lineNumber: 1 });
  });

  it("puts lines without a distributor in their building's procure-manually suborder", () => {
    const { suborders } = splitOrder([
      line("a", { distributorId: null }),
      line("b", { distributorId: null }),
    ]);
    expect(suborders).toEqual([{ buildingId: "b1", distributorId: null, lineIds: ["a", "b"] }]);
  });

  it("buys equipment only: services and subscriptions stay order lines without a suborder", () => {
    expect(
      isBoughtLine({ productKind: "installation-service", pricingModel: "one_time", partNumber: "X" }),
    ).toBe(false);
    expect(isBoughtLine({ productKind: "app", pricingModel: "recurring", partNumber: "X" })).toBe(false);
    expect(isBoughtLine({ productKind: null, pricingModel: "one_time", partNumber: "CBL-1" })).toBe(true);
    expect(isBoughtLine({ productKind: null, pricingModel: "one_time", partNumber: " " })).toBe(false);
    expect(isBoughtLine({ productKind: null, pricingModel: "recurring", partNumber: "SUB" })).toBe(false);
    const { suborders, placement } = splitOrder([line("s", { productKind: "service" })]);
    expect(suborders).toEqual([]);
    expect(placement.has("s")).toBe(false);
  });
});
