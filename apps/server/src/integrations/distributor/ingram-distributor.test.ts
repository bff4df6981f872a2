import { AppError, MESSAGES } from "@q2c/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_INGRAM_CREDENTIALS, type FakeIngram, startFakeIngram } from "./fake-ingram-server.ts";
import { createIngramDistributor } from "./ingram-distributor.ts";

let fake: FakeIngram;
let clock: number;

beforeAll(async () => {
  fake = await startFakeIngram();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  Object.assign(fake, {
    tokenLifetimeSeconds: 3600,
    failToken: undefined,
    failApi: undefined,
    hang: false,
    refuseTokens: false,
  });
  fake.calls.length = 0;
  fake.tokensIssued.length = 0;
  fake.revokeTokens();
  clock = Date.UTC(2026, 0, 1);
});

const ingram = (overrides: { clientSecret?: string; timeoutMs?: number; apiUrl?: string } = {}) =>
  createIngramDistributor({
    ...FAKE_INGRAM_CREDENTIALS,
    apiUrl: fake.url,
    now: () => clock,
    ...overrides,
  });

/** The AppError a call rejected with, for asserting its code, status and message. */
async function failureOf(call: Promise<unknown>): Promise<AppError> {
  const err = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("Ingram Micro search", () => {
  it("maps the catalogue answer and prices it from price and availability", async () => {
    const { items } = await ingram().searchProducts("meraki", { limit: 10 });
    expect(items).toEqual([
      {
        distributorPartNumber: "W6E373",
        manufacturerPartNumber: "MR36-HW",
        manufacturer: "CISCO MERAKI",
        description: "MR36 CLOUD MANAGED WI-FI 6 AP",
        category: "Networking / Wireless LAN",
        listPrice: "699.00",
        cost: "571.35",
        upc: "889728300375",
      },
      {
        distributorPartNumber: "3YF985",
        manufacturerPartNumber: "MS220-8P-HW",
        manufacturer: "CISCO MERAKI",
        description: "MS220-8P CLOUD MANAGED 8 PORT GIGE POE SWITCH",
        category: "Networking / Switches",
        listPrice: "799.00",
        cost: "655.18",
        upc: "889728011216",
      },
    ]);
    const [search, prices] = fake.calls;
    expect(search).toMatchObject({ method: "GET", path: "/resellers/v6/catalog" });
    expect(search?.query.get("keyword")).toBe("meraki");
    expect(search?.query.get("pageSize")).toBe("10");
    expect(prices).toMatchObject({
      method: "POST",
      path: "/resellers/v6/catalog/priceandavailability",
      body: { products: [{ ingramPartNumber: "W6E373" }, { ingramPartNumber: "3YF985" }] },
    });
    expect(prices?.query.get("includeAvailability")).toBe("true");
    expect(prices?.query.get("includePricing")).toBe("true");
  });

  it("sends the IM-* headers, with a fresh correlation id of at most 32 characters per call", async () => {
    await ingram().searchProducts("fortigate", { limit: 5 });
    const ids = fake.calls.map((c) => c.headers["im-correlationid"]);
    expect(fake.calls[0]?.headers).toMatchObject({
      "im-customernumber": "20-222222",
      "im-countrycode": "US",
      "im-senderid": "Quote-to-Cash",
      authorization: "Bearer fake-token-1",
    });
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => typeof id === "string" && id.length <= 32)).toBe(true);
  });

  it("answers no products when Ingram finds none (their 404), without asking for prices", async () => {
    expect(await ingram().searchProducts("nothing like this", { limit: 5 })).toEqual({ items: [] });
    expect(fake.calls).toHaveLength(1);
  });
});

describe("Ingram Micro price and availability", () => {
  it("maps prices, warehouses and status per part number, unknown ones as not found", async () => {
    const answers = await ingram().priceAndAvailability(["w6e373", "7JT142", "3YF985", "ZZZ999"]);
    expect(answers).toEqual([
      {
        partNumber: "w6e373",
        status: "available",
        cost: "571.35",
        listPrice: "699.00",
        currency: "USD",
        availableQuantity: 42,
        warehouses: [
          { name: "Memphis, TN", quantity: 30 },
          { name: "Mira Loma, CA", quantity: 12 },
          { name: "Carol Stream, IL", quantity: 0 },
        ],
      },
      {
        partNumber: "7JT142",
        status: "backorder",
        cost: "542.10",
        listPrice: "695.00",
        currency: "USD",
        availableQuantity: 0,
        warehouses: [{ name: "Memphis, TN", quantity: 0 }],
      },
      expect.objectContaining({ partNumber: "3YF985", status: "discontinued", cost: "655.18" }),
      {
        partNumber: "ZZZ999",
        status: "not_found",
        cost: null,
        listPrice: null,
        currency: null,
        availableQuantity: 0,
        warehouses: [],
      },
    ]);
  });
});

describe("Ingram Micro access token", () => {
  it("is fetched once and reused until shortly before it expires, then refreshed", async () => {
    const distributor = ingram();
    await distributor.priceAndAvailability(["W6E373"]);
    clock += 3600_000 - 61_000;
    await distributor.priceAndAvailability(["W6E373"]);
    expect(fake.tokensIssued).toEqual(["fake-token-1"]);

    clock += 2_000;
    await distributor.priceAndAvailability(["W6E373"]);
    expect(fake.tokensIssued).toEqual(["fake-token-1", "fake-token-2"]);
    expect(fake.calls.map((c) => c.headers.authorization)).toEqual([
      "Bearer fake-token-1",
      "Bearer fake-token-1",
      "Bearer fake-token-2",
    ]);
  });

  it("is fetched once for calls made at the same time", async () => {
    const distributor = ingram();
    await Promise.all([
      distributor.priceAndAvailability(["W6E373"]),
      distributor.searchProducts("meraki", { limit: 3 }),
    ]);
    expect(fake.tokensIssued).toHaveLength(1);
  });

  it("is replaced once when Ingram stops accepting it before its expiry", async () => {
    const distributor = ingram();
    await distributor.priceAndAvailability(["W6E373"]);
    fake.revokeTokens();
    const [answer] = await distributor.priceAndAvailability(["W6E373"]);
    expect(answer?.status).toBe("available");
    expect(fake.tokensIssued).toEqual(["fake-token-1", "fake-token-2"]);
  });
});

describe("Ingram Micro failures", () => {
  it("says the credentials were refused when the token endpoint answers 401", async () => {
    const err = await failureOf(ingram({ clientSecret: "wrong" }).searchProducts("meraki", { limit: 5 }));
    expect(err).toMatchObject({ code: "distributor_unavailable", status: 502 });
    expect(err.message).toBe(MESSAGES.distributorCredentialsRejected);
    expect(fake.calls).toHaveLength(0);
  });

  it("says the credentials were refused when a fresh token is refused too, after one retry", async () => {
    fake.refuseTokens = true;
    const err = await failureOf(ingram().priceAndAvailability(["W6E373"]));
    expect(err).toMatchObject({ code: "distributor_unavailable", status: 502 });
    expect(err.message).toBe(MESSAGES.distributorCredentialsRejected);
    expect(fake.tokensIssued).toHaveLength(2);
    expect(fake.calls).toHaveLength(2);
  });

  it("says the distributor could not be reached when Ingram answers 500", async () => {
    fake.failApi = 500;
    const err = await failureOf(ingram().priceAndAvailability(["W6E373"]));
    expect(err).toMatchObject({ code: "distributor_unavailable", status: 502 });
    expect(err.message).toBe(MESSAGES.distributorUnavailable);
  });

  it("says the distributor could not be reached when the token endpoint answers 503", async () => {
    fake.failToken = 503;
    const err = await failureOf(ingram().searchProducts("meraki", { limit: 5 }));
    expect(err.message).toBe(MESSAGES.distributorUnavailable);
  });

  it("gives up after the timeout when Ingram does not answer", async () => {
    fake.hang = true;
    const started = Date.now();
    const err = await failureOf(ingram({ timeoutMs: 200 }).searchProducts("meraki", { limit: 5 }));
    expect(err.message).toBe(MESSAGES.distributorUnavailable);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("says the distributor could not be reached when nothing listens at the address", async () => {
    const err = await failureOf(
      ingram({ apiUrl: "http://127.0.0.1:9" }).searchProducts("meraki", { limit: 5 }),
    );
    expect(err.message).toBe(MESSAGES.distributorUnavailable);
  });
});
