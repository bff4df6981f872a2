import { type Database, openFreshDatabase } from "@q2c/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createDemoOrderBook } from "./demo-orders.ts";
import { createDistributorRegistry } from "./distributor-registry.ts";

let database: Database;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(async () => {
  await database.close();
});
const demo = () => ({ orders: createDemoOrderBook(database), now: () => new Date() });

const base = { JWT_SECRET: "x".repeat(32), ENCRYPTION_KEY: "0".repeat(64), DEMO_DATA: "0" };
const ingramCredentials = {
  INGRAM_CLIENT_ID: "id",
  INGRAM_CLIENT_SECRET: "secret",
  INGRAM_CUSTOMER_NUMBER: "20-222222",
};

describe("distributor configuration", () => {
  it("searches the offline demo distributor by default", () => {
    const registry = createDistributorRegistry(loadConfig(base).distributor, demo());
    expect(registry.active.id).toBe("demo");
    expect(registry.list().map((d) => d.id)).toEqual(["demo"]);
    expect(registry.active.supportsWebhooks).toBe(false);
  });

  it("gives the demo distributor its order book: an order placed through the registry can be read back", async () => {
    const registry = createDistributorRegistry(loadConfig(base).distributor, demo());
    const placed = await registry.active.placeOrder({
      customerOrderNumber: "registry-check-1",
      shipTo: {
        companyName: "Northwind Traders",
        contact: "Ann Lee",
        address1: "1 Main Street",
        city: "Seattle",
        state: "WA",
        postalCode: "98101",
        countryCode: "US",
      },
      lines: [{ customerLineNumber: "1", partNumber: "MR36-HW", quantity: 2 }],
    });
    const order = await registry.active.getOrder(placed.distributorOrderNumber);
    expect(order).toMatchObject({ customerOrderNumber: "registry-check-1", status: "accepted" });
  });

  it("uses Ingram Micro when chosen, keeping the demo distributor addressable", () => {
    const config = loadConfig({ ...base, ...ingramCredentials, DISTRIBUTOR_PROVIDER: "ingram" });
    expect(config.distributor.ingram).toEqual({
      apiUrl: "https://api.ingrammicro.com:443",
      clientId: "id",
      clientSecret: "secret",
      customerNumber: "20-222222",
      countryCode: "US",
    });
    expect(
      loadConfig({ ...base, ...ingramCredentials, INGRAM_WEBHOOK_SECRET: "hook" }).distributor.ingram,
    ).toMatchObject({ webhookSecret: "hook" });
    const registry = createDistributorRegistry(config.distributor, demo());
    expect(registry.active.name).toBe("Ingram Micro");
    expect(registry.get("demo")?.name).toBe("Demo Distribution");
    expect(registry.active.supportsWebhooks).toBe(true);
  });

  it("refuses to start with DISTRIBUTOR_PROVIDER=ingram but without its credentials", () => {
    expect(() => loadConfig({ ...base, DISTRIBUTOR_PROVIDER: "ingram", INGRAM_CLIENT_ID: "id" })).toThrow(
      /INGRAM_CLIENT_SECRET.*required when DISTRIBUTOR_PROVIDER is ingram/,
    );
    expect(() => loadConfig({ ...base, DISTRIBUTOR_PROVIDER: "sometimes" })).toThrow(/DISTRIBUTOR_PROVIDER/);
  });
});
