import { DEMO_IDS } from "@q2c/db";
import { MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { insertProduct, UNKNOWN_ID } from "./price-fixtures.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const pricesOf = (serviceId: string) =>
  countOf(s, "select 1 from service_prices where product_id = $1", [serviceId]);

describe("service prices", () => {
  let platformService: string;
  let northwindService: string;
  let northwindProduct: string;
  let contosoService: string;

  it("lets the MSP editor and the owner add prices to their own services", async () => {
    platformService = await insertProduct(s, s.config.platformAccountId, "installation-service");
    northwindService = await insertProduct(s, DEMO_IDS.northwind, "service");
    northwindProduct = await insertProduct(s, DEMO_IDS.northwind, "product");
    contosoService = await insertProduct(s, DEMO_IDS.contoso, "support-plan");

    const mine = await s.api("POST", `/services/${northwindService}/prices`, {
      token: await token("editor@msp.demo"),
      body: { name: "Per device", price: "12.5", cost: 7, minQuantity: 10 },
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      serviceId: northwindService,
      name: "Per device",
      unit: "each",
      minQuantity: 10,
      price: "12.50",
      cost: "7.00",
    });
    const platform = await s.api("POST", `/services/${platformService}/prices`, {
      token: await token("owner@platform.demo"),
      body: { name: "Standard", price: "99.1234" },
    });
    expect(platform.statusCode).toBe(201);
    expect(platform.json()).toMatchObject({ price: "99.1234", cost: null });
  });

  it("lists a service's prices to MSP users of the quotes rule, the platform's services too", async () => {
    const t = await token("sales@msp.demo");
    const own = await s.api("GET", `/services/${northwindService}/prices`, { token: t });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ data: [{ name: "Per device" }], hasMore: false });
    const platform = await s.api("GET", `/services/${platformService}/prices`, { token: t });
    expect(platform.json().data.map((p: { name: string }) => p.name)).toEqual(["Standard"]);
  });

  it("answers 404 to a customer, to another MSP and for a product that is not a service", async () => {
    const path = `/services/${northwindService}/prices`;
    expect((await s.api("GET", path, { token: await token("user@customer.demo") })).statusCode).toBe(404);
    expect((await s.api("GET", path, { token: await token("admin@msp2.demo") })).statusCode).toBe(404);
    const other = await s.api("POST", path, {
      token: await token("admin@msp2.demo"),
      body: { name: "x", price: "1" },
    });
    expect(other.statusCode).toBe(404);
    const product = await s.api("GET", `/services/${northwindProduct}/prices`, {
      token: await token("editor@msp.demo"),
    });
    expect(product.statusCode).toBe(404);
    const contoso = await s.api("GET", `/services/${contosoService}/prices`, {
      token: await token("editor@msp.demo"),
    });
    expect(contoso.statusCode).toBe(404);
  });

  it("answers 403 to sales and to an MSP writing on a platform service, writing nothing", async () => {
    const body = { name: "Nope", price: "1" };
    const sales = await s.api("POST", `/services/${northwindService}/prices`, {
      token: await token("sales@msp.demo"),
      body,
    });
    expect(sales.statusCode).toBe(403);
    const platform = await s.api("POST", `/services/${platformService}/prices`, {
      token: await token("editor@msp.demo"),
      body,
    });
    expect(platform.statusCode).toBe(403);
    expect(await countOf(s, "select 1 from service_prices where name = 'Nope'")).toBe(0);
  });

  it("answers 400 with field errors for bad prices and writes nothing", async () => {
    const t = await token("editor@msp.demo");
    const before = await pricesOf(northwindService);
    const post = (body: object) => s.api("POST", `/services/${northwindService}/prices`, { token: t, body });
    expect((await post({ name: "A", price: "-1" })).json().fields).toEqual({ price: MESSAGES.notNegative });
    expect((await post({ name: "A", price: "1,5" })).json().fields).toEqual({ price: MESSAGES.numberFormat });
    expect((await post({ name: "A", price: "1.23456" })).json().fields).toEqual({
      price: MESSAGES.numberFormat,
    });
    const missing = await post({ price: "1", minQuantity: 0 });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(["minQuantity", "name"]);
    expect(await pricesOf(northwindService)).toBe(before);
  });

  it("changes a price, clears its cost with nullFields, and refuses others' rows", async () => {
    const t = await token("editor@msp.demo");
    const [row] = await s.sql<{ id: string }>("select id from service_prices where product_id = $1", [
      northwindService,
    ]);
    const path = `/services/${northwindService}/prices/${row!.id}`;
    const res = await s.api("PUT", path, { token: t, body: { price: "15", nullFields: ["cost"] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Per device", price: "15.00", cost: null });

    const bad = await s.api("PUT", path, { token: t, body: { price: "-3" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("price");
    expect(await s.sql("select price from service_prices where id = $1", [row!.id])).toEqual([
      { price: "15.0000" },
    ]);
    const body = { price: "1" };
    expect((await s.api("PUT", path, { token: await token("sales@msp.demo"), body })).statusCode).toBe(403);
    expect((await s.api("PUT", path, { token: await token("admin@msp2.demo"), body })).statusCode).toBe(404);
    // The price exists, but not beneath this service.
    const elsewhere = `/services/${platformService}/prices/${row!.id}`;
    expect(
      (await s.api("PUT", elsewhere, { token: await token("owner@platform.demo"), body })).statusCode,
    ).toBe(404);
    const [platformPrice] = await s.sql<{ id: string }>(
      "select id from service_prices where product_id = $1",
      [platformService],
    );
    const onPlatform = `/services/${platformService}/prices/${platformPrice!.id}`;
    expect((await s.api("PUT", onPlatform, { token: t, body })).statusCode).toBe(403);
    expect(
      (await s.api("PUT", `/services/${northwindService}/prices/${UNKNOWN_ID}`, { token: t, body }))
        .statusCode,
    ).toBe(404);
  });

  it("deletes a price for its owner only", async () => {
    const [row] = await s.sql<{ id: string }>("select id from service_prices where product_id = $1", [
      northwindService,
    ]);
    const path = `/services/${northwindService}/prices/${row!.id}`;
    expect((await s.api("DELETE", path, { token: await token("sales@msp.demo") })).statusCode).toBe(403);
    expect((await s.api("DELETE", path, { token: await token("admin@msp2.demo") })).statusCode).toBe(404);
    expect((await s.api("DELETE", path, { token: await token("user@customer.demo") })).statusCode).toBe(404);
    const res = await s.api("DELETE", path, { token: await token("editor@msp.demo") });
    expect(res.json()).toEqual({ id: row!.id });
    expect(await pricesOf(northwindService)).toBe(0);
    const audit = await countOf(
      s,
      "select 1 from audit_events where type = 'servicePrice.deleted' and subject_id = $1",
      [row!.id],
    );
    expect(audit).toBe(1);
  });
});
