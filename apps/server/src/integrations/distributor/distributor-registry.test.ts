import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createDistributorRegistry } from "./distributor-registry.ts";

const base = { JWT_SECRET: "x".repeat(32), ENCRYPTION_KEY: "0".repeat(64), DEMO_DATA: "0" };
const ingramCredentials = {
  INGRAM_CLIENT_ID: "id",
  INGRAM_CLIENT_SECRET: "secret",
  INGRAM_CUSTOMER_NUMBER: "20-222222",
};

describe("distributor configuration", () => {
  it("searches the offline demo distributor by default", () => {
    const registry = createDistributorRegistry(loadConfig(base).distributor);
    expect(registry.active.id).toBe("demo");
    expect(registry.list().map((d) => d.id)).toEqual(["demo"]);
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
    const registry = createDistributorRegistry(config.distributor);
    expect(registry.active.name).toBe("Ingram Micro");
    expect(registry.get("demo")?.name).toBe("Demo Distribution");
  });

  it("refuses to start with DISTRIBUTOR_PROVIDER=ingram but without its credentials", () => {
    expect(() => loadConfig({ ...base, DISTRIBUTOR_PROVIDER: "ingram", INGRAM_CLIENT_ID: "id" })).toThrow(
      /INGRAM_CLIENT_SECRET.*required when DISTRIBUTOR_PROVIDER is ingram/,
    );
    expect(() => loadConfig({ ...base, DISTRIBUTOR_PROVIDER: "sometimes" })).toThrow(/DISTRIBUTOR_PROVIDER/);
  });
});
