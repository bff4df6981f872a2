import { describe, expect, it } from "vitest";
import { numberTooLongMessage } from "../messages.ts";
import { bundleTotals, ZCreateBundleRequest, zPositiveQuantity } from "./bundles.ts";

describe("bundleTotals", () => {
  it("sums price × quantity and recurring price × quantity exactly, in cents", () => {
    expect(
      bundleTotals([
        { quantity: "2.5", price: "999999999999999.9999", recurringPrice: null },
        { quantity: "3", price: "0.3333", recurringPrice: "1.005" },
      ]),
    ).toEqual({ oneTimeTotal: "2500000000000001.00", recurringTotal: "3.02" });
  });

  it("counts an item without a product (deleted since) as nothing", () => {
    expect(bundleTotals([{ quantity: "4", price: undefined, recurringPrice: undefined }])).toEqual({
      oneTimeTotal: "0.00",
      recurringTotal: "0.00",
    });
  });
});

describe("ZCreateBundleRequest items", () => {
  const parse = (quantity: unknown) =>
    ZCreateBundleRequest.safeParse({
      name: "Kit",
      items: [{ productId: "0190A000-0000-7000-8000-000000000101", quantity }],
    });

  it("takes a positive quantity with up to two decimals, as a string or a number", () => {
    expect(parse("2.5").data?.items[0]).toEqual({
      productId: "0190a000-0000-7000-8000-000000000101",
      quantity: "2.5",
    });
    expect(parse(3).success).toBe(true);
  });

  it("refuses zero, a negative or a malformed quantity with one message each", () => {
    const message = (q: unknown) => parse(q).error?.issues.map((i) => i.message);
    expect(message("0")).toEqual(["Enter a quantity above 0."]);
    expect(message("-1")).toEqual(["This cannot be negative."]);
    expect(message("1.234")).toEqual(["Enter a number like 1200 or 1200.50"]);
  });
});

describe("zPositiveQuantity", () => {
  it("refuses more digits before the point than NUMERIC(12,2) holds, a JSON 2^53 among them", () => {
    expect(zPositiveQuantity.safeParse("9999999999.99").success).toBe(true);
    for (const v of ["10000000000", 2 ** 53]) {
      expect(zPositiveQuantity.safeParse(v).error?.issues[0]?.message).toBe(numberTooLongMessage(10));
    }
  });
});
