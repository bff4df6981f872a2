import { MESSAGES } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_INGRAM_CREDENTIALS,
  type FakeIngram,
  startFakeIngram,
} from "../../integrations/distributor/fake-ingram-server.ts";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";

let fake: FakeIngram;
let s: TestServer;
const token = tokensFor(() => s);

beforeAll(async () => {
  fake = await startFakeIngram();
  s = await createTestServer({
    DISTRIBUTOR_PROVIDER: "ingram",
    INGRAM_API_URL: fake.url,
    INGRAM_CLIENT_ID: FAKE_INGRAM_CREDENTIALS.clientId,
    INGRAM_CLIENT_SECRET: FAKE_INGRAM_CREDENTIALS.clientSecret,
    INGRAM_CUSTOMER_NUMBER: FAKE_INGRAM_CREDENTIALS.customerNumber,
    INGRAM_COUNTRY_CODE: "us",
  });
});
afterAll(async () => {
  await s?.close();
  await fake?.close();
});

describe("distributor search with DISTRIBUTOR_PROVIDER=ingram", () => {
  it("answers the search from Ingram Micro", async () => {
    const res = await s.api("GET", "/distributor/products/search", {
      token: await token("admin@msp.demo"),
      query: { term: "fortigate" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      distributor: { id: "ingram", name: "Ingram Micro" },
      data: [
        {
          distributorPartNumber: "7JT142",
          manufacturerPartNumber: "FG-60F",
          manufacturer: "FORTINET",
          description: "FORTIGATE-60F 10 X GE RJ45 PORTS",
          category: "Networking / Firewalls",
          listPrice: "695.00",
          cost: "542.10",
        },
      ],
    });
    expect(fake.calls[0]?.headers["im-countrycode"]).toBe("US");
  });

  it("answers price and availability from Ingram Micro", async () => {
    const res = await s.api("POST", "/distributor/products/price-and-availability", {
      token: await token("owner@platform.demo"),
      body: { partNumbers: ["W6E373", "MR36-HW-NOPE"] },
    });
    expect(res.statusCode).toBe(200);
    const [mr36, unknown] = res.json().data;
    expect(mr36).toMatchObject({ status: "available", availableQuantity: 42, cost: "571.35" });
    expect(mr36.warehouses).toContainEqual({ name: "Memphis, TN", quantity: 30 });
    expect(unknown.status).toBe("not_found");
  });

  it("answers 502 with a clear message when Ingram fails", async () => {
    fake.failApi = 500;
    try {
      const res = await s.api("GET", "/distributor/products/search", {
        token: await token("admin@msp.demo"),
        query: { term: "meraki" },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        code: "distributor_unavailable",
        message: MESSAGES.distributorUnavailable,
      });
    } finally {
      fake.failApi = undefined;
    }
  });
});
