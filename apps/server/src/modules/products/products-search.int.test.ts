import { ROOT_CATEGORY_IDS } from "@q2c/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type DemoEmail, type TestServer } from "../../test/harness.ts";
import { createProductAs, NETWORKING } from "./products-test-helpers.ts";

let s: TestServer;
const token = tokensFor(() => s);

const search = async (email: DemoEmail, query: Record<string, string>) =>
  s.api("GET", "/products/search", { token: await token(email), query });
const namesFound = async (email: DemoEmail, query: Record<string, string>) => {
  const res = await search(email, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { name: string }[]).map((p) => p.name).sort();
};

beforeAll(async () => {
  s = await createTestServer();
  await createProductAs(s, token, "editor@msp.demo", {
    name: "Zephyr access point",
    manufacturerPartNumber: "ZX-AP-9000",
    psCode: "PS-NET",
  });
  await createProductAs(s, token, "editor@msp.demo", {
    name: "Quokka router",
    description: "Dual WAN, 100% uptime promise",
    distributorPartNumber: "DIST-QK1",
    tag: "edge_gear",
    psCode: "PS-EDGE",
  });
  await createProductAs(s, token, "owner@platform.demo", {
    name: "Platform zephyr licence",
    mspPartNumber: "MSP-ZX-1",
    psCode: "PS-LIC",
  });
  await createProductAs(s, token, "admin@msp2.demo", {
    name: "Contoso zephyr secret",
    psCode: "PS-CONTOSO",
  });
  await createProductAs(s, token, "editor@msp.demo", {
    name: "Zephyr install",
    kind: "installation-service",
    partnerPartNumber: "PP-77",
    psCode: "PS-NET",
  });
});
afterAll(async () => {
  await s.close();
});

describe("GET /products/search", () => {
  it("answers 400 with a field error for fewer than 3 characters", async () => {
    const res = await search("editor@msp.demo", { term: "ze" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ term: "Enter at least 3 characters to search." });
    const blank = await search("editor@msp.demo", { term: "   " });
    expect(blank.statusCode).toBe(400);
  });

  it("matches the name case-insensitively, in the MSP's own and the platform's catalogue only", async () => {
    expect(await namesFound("editor@msp.demo", { term: "ZEPHYR" })).toEqual([
      "Platform zephyr licence",
      "Zephyr access point",
      "Zephyr install",
    ]);
    expect(await namesFound("admin@msp2.demo", { term: "zephyr" })).toEqual([
      "Contoso zephyr secret",
      "Platform zephyr licence",
    ]);
  });

  it("matches any part number, the description and the tag", async () => {
    expect(await namesFound("editor@msp.demo", { term: "zx-ap" })).toEqual(["Zephyr access point"]);
    expect(await namesFound("editor@msp.demo", { term: "dist-qk" })).toEqual(["Quokka router"]);
    expect(await namesFound("editor@msp.demo", { term: "PP-77" })).toEqual(["Zephyr install"]);
    expect(await namesFound("editor@msp.demo", { term: "msp-zx" })).toEqual(["Platform zephyr licence"]);
    expect(await namesFound("editor@msp.demo", { term: "dual wan" })).toEqual(["Quokka router"]);
    expect(await namesFound("editor@msp.demo", { term: "edge_gear" })).toEqual(["Quokka router"]);
  });

  it("takes % and _ literally", async () => {
    expect(await namesFound("editor@msp.demo", { term: "100%" })).toEqual(["Quokka router"]);
    expect(await namesFound("editor@msp.demo", { term: "%%%" })).toEqual([]);
    expect(await namesFound("editor@msp.demo", { term: "___" })).toEqual([]);
  });

  it("answers an empty list when nothing matches", async () => {
    const res = await search("editor@msp.demo", { term: "no such thing" });
    expect(res.json()).toEqual({ data: [] });
  });

  it("narrows by ownership, kind and limit", async () => {
    const term = "zephyr";
    expect(await namesFound("editor@msp.demo", { term, productOwnership: "platform" })).toEqual([
      "Platform zephyr licence",
    ]);
    expect(await namesFound("editor@msp.demo", { term, kind: "installation-service" })).toEqual([
      "Zephyr install",
    ]);
    expect(await namesFound("editor@msp.demo", { term, limit: "1" })).toHaveLength(1);
  });

  it("narrows to categories with everything beneath them", async () => {
    const term = "zephyr";
    expect(await namesFound("editor@msp.demo", { term, categoryIds: NETWORKING })).toContain(
      "Zephyr access point",
    );
    expect(await namesFound("editor@msp.demo", { term, categoryIds: ROOT_CATEGORY_IDS.software })).toEqual(
      [],
    );
    expect((await search("editor@msp.demo", { term, categoryIds: "not-an-id" })).statusCode).toBe(400);
  });

  it("lets sales search and answers 404 to a customer", async () => {
    expect(await namesFound("sales@msp.demo", { term: "quokka" })).toEqual(["Quokka router"]);
    expect((await search("user@customer.demo", { term: "quokka" })).statusCode).toBe(404);
  });
});

describe("GET /products/ps-codes", () => {
  it("lists the distinct codes of the products the caller reads", async () => {
    // Demo data may bring codes of its own, so these assert what must and must not be there.
    const codes = async (email: DemoEmail) => {
      const res = await s.api("GET", "/products/ps-codes", { token: await token(email) });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as string[];
      expect(new Set(data).size).toBe(data.length);
      expect(data).not.toContain("");
      return data;
    };
    const northwind = await codes("editor@msp.demo");
    expect(northwind).toEqual(expect.arrayContaining(["PS-EDGE", "PS-LIC", "PS-NET"]));
    expect(northwind).not.toContain("PS-CONTOSO");
    const contoso = await codes("admin@msp2.demo");
    expect(contoso).toEqual(expect.arrayContaining(["PS-CONTOSO", "PS-LIC"]));
    expect(contoso).not.toContain("PS-NET");
    const owner = await codes("owner@platform.demo");
    expect(owner).toEqual(expect.arrayContaining(["PS-CONTOSO", "PS-EDGE", "PS-LIC", "PS-NET"]));
  });

  it("lets sales read them and answers 404 to a customer", async () => {
    const sales = await s.api("GET", "/products/ps-codes", { token: await token("sales@msp.demo") });
    expect(sales.statusCode).toBe(200);
    const customer = await s.api("GET", "/products/ps-codes", { token: await token("user@customer.demo") });
    expect(customer.statusCode).toBe(404);
  });
});
