import { describe, expect, it } from "vitest";
import { rootIdOf, subtreeOf } from "./catalogue-categories.ts";
import { kindOfPath, kindsForRoot } from "./catalogue-kinds.ts";
import { figuresOf } from "./product-figures-panel.tsx";
import { createBodyOf, formValuesOf, newProductValues, updateBodyOf } from "./product-form-values.ts";
import { CATEGORIES, product, productsRoot, switches } from "./test-data.ts";

describe("catalogue kinds", () => {
  it("puts the kinds a root usually holds first, then every other kind once", () => {
    const support = kindsForRoot("support").map((k) => k.kind);
    expect(support.slice(0, 2)).toEqual(["support-service", "support-plan"]);
    expect(new Set(support).size).toBe(10);
    expect(kindsForRoot("as_a_service")[0]?.kind).toBe("it-solution");
    expect(kindsForRoot(null)[0]?.kind).toBe("product");
  });

  it("reads the kind and add/detail from a page's path", () => {
    expect(kindOfPath("/product-category/r1/support-service/p1")).toEqual({
      kind: "support-service",
      adding: false,
    });
    expect(kindOfPath("/product-category/r1/isp-add")).toEqual({ kind: "internet-service", adding: true });
    expect(kindOfPath("/assessment-and-design/r1/service-add")).toEqual({ kind: "service", adding: true });
    expect(kindOfPath("/product-category/r1")).toBeNull();
  });
});

describe("catalogue categories", () => {
  it("lists a root's subtree depth-first and finds the root above a category", () => {
    const tree = subtreeOf(CATEGORIES, productsRoot.id);
    expect(tree.map((c) => [c.name, c.depth])).toEqual([
      ["Products", 0],
      ["Networking", 1],
      ["Switches", 2],
    ]);
    expect(rootIdOf(CATEGORIES, switches.id)).toBe(productsRoot.id);
  });
});

describe("product form values", () => {
  it("works out the figures as typed, and none while a number is malformed", () => {
    expect(figuresOf("450", "300", "20")).toMatchObject({ netProfit: "130.00", netMargin: "28.89" });
    expect(figuresOf("450", "", "")).toMatchObject({
      grossProfit: null,
      grossMargin: null,
      costMissing: true,
    });
    expect(figuresOf("4x", "300", "0")).toBeNull();
  });

  it("starts subscription kinds recurring monthly and services untaxed", () => {
    expect(newProductValues("it-solution", "c")).toMatchObject({
      pricingModel: "recurring",
      billingFrequency: "monthly",
      taxable: true,
    });
    expect(newProductValues("installation-service", "c")).toMatchObject({
      pricingModel: "one_time",
      taxable: false,
    });
  });

  it("round-trips a stored product; an update clears emptied fields with null", () => {
    const stored = product({ listPrice: "500.00", startDate: "2026-01-01" });
    const values = formValuesOf(stored);
    expect(values.listPrice).toBe("500.00");
    expect(values.stopDate).toBe("");
    const body = updateBodyOf({ ...values, listPrice: "" }, stored.version);
    expect(body).toMatchObject({ version: 1, listPrice: null, stopDate: null, startDate: "2026-01-01" });
    expect("listPrice" in createBodyOf({ ...values, listPrice: "" }, "product")).toBe(false);
  });
});
