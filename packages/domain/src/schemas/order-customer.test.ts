import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CUSTOMER_HIDDEN_KEY,
  ZCustomerOrder,
  ZCustomerOrderListItem,
  ZCustomerTracking,
} from "./order-customer.ts";

/** Every object key a schema can put in an answer, however deep (arrays, nullables, enums' parents). */
function keysOf(schema: z.ZodType, path = ""): string[] {
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape).flatMap(([key, inner]) => [
      `${path}${key}`,
      ...keysOf(inner as z.ZodType, `${path}${key}.`),
    ]);
  }
  if (schema instanceof z.ZodArray) return keysOf(schema.element as z.ZodType, path);
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional)
    return keysOf(schema.unwrap() as z.ZodType, path);
  return [];
}

describe("the customer's order schemas", () => {
  it.each([
    ["order", ZCustomerOrder],
    ["list item", ZCustomerOrderListItem],
    ["tracking", ZCustomerTracking],
  ] as const)("the %s names no cost, margin, version, distributor or internal field", (_, schema) => {
    const keys = keysOf(schema);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((k) => CUSTOMER_HIDDEN_KEY.test(k.split(".").at(-1) ?? ""))).toEqual([]);
  });

  it("drops a cost a use case would leave in a line", () => {
    const line = {
      id: "l1",
      name: "AP",
      partNumber: "MR46",
      kind: "equipment",
      pricingModel: "one_time",
      quantity: "2",
      price: "900",
      cost: "610",
      status: "placed",
      shippedQuantity: "0",
      shippedAt: null,
      deliveredAt: null,
      serialNumbers: [],
      acceptedAt: null,
    };
    const parsed = ZCustomerOrder.shape.sites.element.shape.buildings.element.shape.lines.element.parse(line);
    expect(parsed).not.toHaveProperty("cost");
  });
});
