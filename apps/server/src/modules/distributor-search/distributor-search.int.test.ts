import { MESSAGES } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";

let s: TestServer;
const token = tokensFor(() => s);
/** editor@msp.demo: an MSP user whose role (editor) is outside the quotes rule set, for the 403 cases. */
let editorOfMsp: string;

beforeAll(async () => {
  s = await createTestServer();
  editorOfMsp = await token("editor@msp.demo");
});
afterAll(async () => {
  await s.close();
});

const search = async (t: string | undefined, query: Record<string, string>) =>
  s.api("GET", "/distributor/products/search", { token: t, query });
const priceAndAvailability = async (t: string | undefined, body: unknown) =>
  s.api("POST", "/distributor/products/price-and-availability", { token: t, body });

describe("GET /distributor/products/search", () => {
  it("lets an MSP administrator search the demo distributor, the exact part number first", async () => {
    const res = await search(await token("admin@msp.demo"), { term: "MR36-HW" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.distributor).toEqual({ id: "demo", name: "Demo Distribution" });
    expect(body.data[0]).toMatchObject({
      manufacturerPartNumber: "MR36-HW",
      manufacturer: "Cisco Meraki",
      description: expect.stringContaining("Wi-Fi 6"),
      category: "Wireless access points",
      listPrice: "699.00",
      cost: expect.stringMatching(/^\d+\.\d{2}$/),
      upc: expect.stringMatching(/^\d{12}$/),
      distributorPartNumber: expect.stringMatching(/^[0-9A-Z]{6}$/),
    });
  });

  it("lets the platform owner search by manufacturer, honouring limit", async () => {
    const res = await search(await token("owner@platform.demo"), { term: "ubiquiti", limit: "5" });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { manufacturer: string }[];
    expect(data).toHaveLength(5);
    expect(data.every((p) => p.manufacturer === "Ubiquiti")).toBe(true);
  });

  it("lets every MSP role of the quotes rule set search", async () => {
    for (const email of [
      "sales@msp.demo",
      "engineer@msp.demo",
      "finance@msp.demo",
      "ops@msp.demo",
    ] as const) {
      expect((await search(await token(email), { term: "fortigate" })).statusCode).toBe(200);
    }
  });

  it("answers 404 to accounts that are neither the platform owner nor an MSP", async () => {
    for (const email of ["user@customer.demo", "partner@link.demo"] as const) {
      const res = await search(await token(email), { term: "meraki" });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("not_found");
    }
  });

  it("answers 403 to an MSP user outside the quotes rule set, 401 without a session", async () => {
    const res = await search(editorOfMsp, { term: "meraki" });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("forbidden");
    expect((await search(undefined, { term: "meraki" })).statusCode).toBe(401);
  });

  it("answers 400 for a term under 3 characters, a missing one or a limit above 50", async () => {
    const t = await token("admin@msp.demo");
    const queries: Record<string, string>[] = [{ term: "mr" }, { term: "  ab  " }, {}];
    for (const query of queries) {
      const res = await search(t, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ term: MESSAGES.searchTermTooShort });
    }
    const tooMany = await search(t, { term: "meraki", limit: "51" });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().fields)).toEqual(["limit"]);
  });

  it("answers an empty list when nothing matches", async () => {
    const res = await search(await token("admin@msp.demo"), { term: "quantum toaster" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});

describe("POST /distributor/products/price-and-availability", () => {
  it("answers price and stock per warehouse for each part number, unknown ones as not found", async () => {
    const found = await search(await token("admin@msp.demo"), { term: "MX67-HW", limit: "1" });
    const mx67 = found.json().data[0];
    const res = await priceAndAvailability(await token("admin@msp.demo"), {
      partNumbers: [mx67.distributorPartNumber, "MR33-HW", "NOT-A-PART", "mx67-hw"],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.distributor.id).toBe("demo");
    const [byDistributorPart, endOfSale, unknown, byManufacturerPart] = body.data;
    expect(byDistributorPart).toMatchObject({
      partNumber: mx67.distributorPartNumber,
      cost: mx67.cost,
      listPrice: "695.00",
      currency: "USD",
    });
    expect(["available", "backorder"]).toContain(byDistributorPart.status);
    expect(byDistributorPart.warehouses.length).toBeGreaterThan(0);
    expect(byManufacturerPart).toEqual({ ...byDistributorPart, partNumber: "mx67-hw" });
    expect(endOfSale.status).toBe("discontinued");
    expect(unknown).toMatchObject({ partNumber: "NOT-A-PART", status: "not_found", cost: null });
  });

  it("answers a part number listed twice once", async () => {
    const res = await priceAndAvailability(await token("owner@platform.demo"), {
      partNumbers: ["U6-Pro", "U6-PRO", "U6-Lite"],
    });
    expect(res.json().data.map((a: { partNumber: string }) => a.partNumber)).toEqual(["U6-Pro", "U6-Lite"]);
  });

  it("answers 404 to a customer, 403 to a role outside the quotes rule set", async () => {
    const body = { partNumbers: ["U6-Pro"] };
    expect((await priceAndAvailability(await token("user@customer.demo"), body)).statusCode).toBe(404);
    expect((await priceAndAvailability(editorOfMsp, body)).statusCode).toBe(403);
  });

  it("answers 400 for an empty list, a blank part number or more than 50", async () => {
    const t = await token("admin@msp.demo");
    const empty = await priceAndAvailability(t, { partNumbers: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ partNumbers: "Add at least one part number" });
    expect((await priceAndAvailability(t, { partNumbers: ["  "] })).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `PART-${i}`);
    expect((await priceAndAvailability(t, { partNumbers: many })).statusCode).toBe(400);
    expect((await priceAndAvailability(t, {})).statusCode).toBe(400);
  });
});
