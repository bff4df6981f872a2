import { describe, expect, it } from "vitest";
import { DEMO_CATALOGUE } from "./demo-catalogue.ts";
import { createDemoCatalogue, DEMO_WAREHOUSES } from "./demo-distributor.ts";

const demo = createDemoCatalogue();
const MONEY = /^\d+\.\d{2}$/;

describe("demo catalogue", () => {
  it("holds a few hundred SKUs, each with its own distributor and manufacturer part number", () => {
    expect(DEMO_CATALOGUE.length).toBeGreaterThanOrEqual(200);
    expect(DEMO_CATALOGUE.length).toBeLessThanOrEqual(300);
    const distributorParts = new Set(DEMO_CATALOGUE.map((s) => s.distributorPartNumber));
    const manufacturerParts = new Set(DEMO_CATALOGUE.map((s) => s.manufacturerPartNumber.toUpperCase()));
    expect(distributorParts.size).toBe(DEMO_CATALOGUE.length);
    expect(manufacturerParts.size).toBe(DEMO_CATALOGUE.length);
    expect([...distributorParts].every((p) => /^[0-9A-Z]{6}$/.test(p))).toBe(true);
  });

  it("covers the brands an MSP quotes", () => {
    const brands = new Set(DEMO_CATALOGUE.map((s) => s.manufacturer));
    for (const brand of ["Cisco Meraki", "Ubiquiti", "HPE Aruba Networking", "Fortinet", "HPE", "Dell"]) {
      expect(brands).toContain(brand);
    }
    for (const brand of ["APC by Schneider Electric", "Panduit", "Microsoft"])
      expect(brands).toContain(brand);
  });

  it("gives hardware a UPC-A with a valid check digit and licences none", () => {
    for (const sku of DEMO_CATALOGUE) {
      if (sku.digital) {
        expect(sku.upc).toBeUndefined();
        continue;
      }
      const digits = [...(sku.upc ?? "")].map(Number);
      expect(digits).toHaveLength(12);
      const sum = digits.slice(0, 11).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
      expect((10 - (sum % 10)) % 10).toBe(digits[11]);
    }
  });
});

describe("demo distributor search", () => {
  it("finds by manufacturer part number, case-insensitively, the exact part first", async () => {
    const { items } = await demo.searchProducts("mr36-hw", { limit: 10 });
    expect(items[0]).toMatchObject({
      manufacturerPartNumber: "MR36-HW",
      manufacturer: "Cisco Meraki",
      category: "Wireless access points",
      listPrice: "699.00",
    });
    expect(items[0]!.cost).toMatch(MONEY);
    expect(Number(items[0]!.cost)).toBeLessThan(699);
    expect(items[0]!.upc).toMatch(/^\d{12}$/);
  });

  it("finds by the distributor's own part number", async () => {
    const sku = DEMO_CATALOGUE.find((s) => s.manufacturerPartNumber === "FG-60F")!;
    const { items } = await demo.searchProducts(sku.distributorPartNumber.toLowerCase(), { limit: 5 });
    expect(items[0]?.manufacturerPartNumber).toBe("FG-60F");
  });

  it("finds by manufacturer and description words, every word narrowing the result", async () => {
    const fortinet = await demo.searchProducts("FORTINET", { limit: 50 });
    expect(fortinet.items.length).toBeGreaterThan(10);
    expect(fortinet.items.every((p) => p.manufacturer === "Fortinet")).toBe(true);

    const cords = await demo.searchProducts("cat6a patch cord 3 ft blue", { limit: 50 });
    expect(cords.items.map((p) => p.manufacturerPartNumber)).toEqual(["UTP6A3BU"]);
  });

  it("answers at most `limit` products and nothing for a term that matches none", async () => {
    expect((await demo.searchProducts("meraki", { limit: 7 })).items).toHaveLength(7);
    expect((await demo.searchProducts("no such thing", { limit: 7 })).items).toEqual([]);
  });

  it("prices every product as decimal strings, cost below list", async () => {
    const { items } = await demo.searchProducts("licence", { limit: 50 });
    expect(items.length).toBeGreaterThan(20);
    for (const p of items) {
      expect(p.listPrice).toMatch(MONEY);
      expect(p.cost).toMatch(MONEY);
      expect(Number(p.cost)).toBeLessThan(Number(p.listPrice));
    }
  });
});

describe("demo distributor price and availability", () => {
  it("answers each part number in the order asked, by either part number, with stock per warehouse", async () => {
    const sku = DEMO_CATALOGUE.find((s) => s.manufacturerPartNumber === "MS120-8LP-HW")!;
    const answers = await demo.priceAndAvailability(["ms120-8lp-hw", sku.distributorPartNumber, "NOPE-123"]);
    expect(answers.map((a) => a.partNumber)).toEqual(["ms120-8lp-hw", sku.distributorPartNumber, "NOPE-123"]);
    expect(answers[1]).toEqual(answers[0] && { ...answers[0], partNumber: sku.distributorPartNumber });
    expect(answers[2]).toEqual({
      partNumber: "NOPE-123",
      status: "not_found",
      cost: null,
      listPrice: null,
      currency: null,
      availableQuantity: 0,
      warehouses: [],
    });
  });

  it("is deterministic: a fresh instance gives the same prices and stock", async () => {
    const parts = DEMO_CATALOGUE.map((s) => s.distributorPartNumber);
    const first = await demo.priceAndAvailability(parts);
    const second = await createDemoCatalogue().priceAndAvailability(parts);
    expect(second).toEqual(first);
  });

  it("reports available, backordered, discontinued and licence SKUs, totals matching the warehouses", async () => {
    const answers = await demo.priceAndAvailability(DEMO_CATALOGUE.map((s) => s.manufacturerPartNumber));
    const statuses = new Set(answers.map((a) => a.status));
    expect(statuses).toEqual(new Set(["available", "backorder", "discontinued"]));
    for (const a of answers) {
      expect(a.currency).toBe("USD");
      expect(a.availableQuantity).toBe(a.warehouses.reduce((sum, w) => sum + w.quantity, 0));
      if (a.status === "available") expect(a.availableQuantity).toBeGreaterThan(0);
      if (a.status === "backorder") expect(a.warehouses.map((w) => w.name)).toEqual(DEMO_WAREHOUSES);
    }
    const byPart = new Map(answers.map((a) => [a.partNumber, a]));
    expect(byPart.get("MR33-HW")?.status).toBe("discontinued");
    expect(byPart.get("CFQ7TTC0LH18:0001")).toMatchObject({
      status: "available",
      warehouses: [{ name: "Electronic delivery", quantity: 9999 }],
    });
  });
});
