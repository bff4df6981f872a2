import { DEMO_IDS } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { insertProduct, UNKNOWN_ID } from "./price-fixtures.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const completionsOf = (serviceId: string) =>
  countOf(s, "select 1 from service_target_completions where product_id = $1", [serviceId]);

describe("service target completions", () => {
  let platformService: string;
  let northwindService: string;
  let northwindProduct: string;
  let id: string;

  it("lets the MSP editor add one to its own service and the owner to a platform service", async () => {
    platformService = await insertProduct(s, s.config.platformAccountId, "configuration-service");
    northwindService = await insertProduct(s, DEMO_IDS.northwind, "recurring-service");
    northwindProduct = await insertProduct(s, DEMO_IDS.northwind, "app");
    const res = await s.api("POST", `/services/${northwindService}/target-completions`, {
      token: await token("editor@msp.demo"),
      body: { name: "Site survey", days: 5 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ serviceId: northwindService, name: "Site survey", days: 5 });
    id = res.json().id;
    const platform = await s.api("POST", `/services/${platformService}/target-completions`, {
      token: await token("owner@platform.demo"),
      body: { name: "Install", days: 2 },
    });
    expect(platform.statusCode).toBe(201);
  });

  it("lists them to MSP users, the platform service's too", async () => {
    const t = await token("sales@msp.demo");
    const own = await s.api("GET", `/services/${northwindService}/target-completions`, { token: t });
    expect(own.json()).toMatchObject({ data: [{ name: "Site survey", days: 5 }], hasMore: false });
    const platform = await s.api("GET", `/services/${platformService}/target-completions`, { token: t });
    expect(platform.json().data).toHaveLength(1);
  });

  it("answers 404 to a customer, another MSP and for a product that is not a service", async () => {
    const path = `/services/${northwindService}/target-completions`;
    expect((await s.api("GET", path, { token: await token("user@customer.demo") })).statusCode).toBe(404);
    expect((await s.api("GET", path, { token: await token("admin@msp2.demo") })).statusCode).toBe(404);
    const other = await s.api("POST", path, {
      token: await token("admin@msp2.demo"),
      body: { name: "x", days: 1 },
    });
    expect(other.statusCode).toBe(404);
    const product = await s.api("POST", `/services/${northwindProduct}/target-completions`, {
      token: await token("editor@msp.demo"),
      body: { name: "x", days: 1 },
    });
    expect(product.statusCode).toBe(404);
  });

  it("answers 403 to sales and to an MSP on a platform service, writing nothing", async () => {
    const body = { name: "Nope", days: 1 };
    const sales = await s.api("POST", `/services/${northwindService}/target-completions`, {
      token: await token("sales@msp.demo"),
      body,
    });
    expect(sales.statusCode).toBe(403);
    const platform = await s.api("POST", `/services/${platformService}/target-completions`, {
      token: await token("editor@msp.demo"),
      body,
    });
    expect(platform.statusCode).toBe(403);
    expect(await countOf(s, "select 1 from service_target_completions where name = 'Nope'")).toBe(0);
  });

  it("answers 400 for missing names and bad day counts, writing nothing", async () => {
    const t = await token("editor@msp.demo");
    const path = `/services/${northwindService}/target-completions`;
    const before = await completionsOf(northwindService);
    const empty = await s.api("POST", path, { token: t, body: { name: " ", days: -1 } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ name: "Name is required" });
    expect(empty.json().fields).toHaveProperty("days");
    const fraction = await s.api("POST", path, { token: t, body: { name: "A", days: 1.5 } });
    expect(fraction.json().fields).toHaveProperty("days");
    const put = await s.api("PUT", `${path}/${id}`, { token: t, body: { days: "many" } });
    expect(put.statusCode).toBe(400);
    expect(await completionsOf(northwindService)).toBe(before);
    expect(await s.sql("select days from service_target_completions where id = $1", [id])).toEqual([
      { days: 5 },
    ]);
  });

  it("changes one for its owner, 403 to sales, 404 to another MSP or an unknown id", async () => {
    const path = `/services/${northwindService}/target-completions/${id}`;
    const body = { days: 7 };
    expect((await s.api("PUT", path, { token: await token("sales@msp.demo"), body })).statusCode).toBe(403);
    expect((await s.api("PUT", path, { token: await token("admin@msp2.demo"), body })).statusCode).toBe(404);
    const unknown = `/services/${northwindService}/target-completions/${UNKNOWN_ID}`;
    expect((await s.api("PUT", unknown, { token: await token("editor@msp.demo"), body })).statusCode).toBe(
      404,
    );
    const res = await s.api("PUT", path, { token: await token("editor@msp.demo"), body });
    expect(res.json()).toMatchObject({ name: "Site survey", days: 7 });
  });

  it("deletes one for its owner only", async () => {
    const path = `/services/${northwindService}/target-completions/${id}`;
    expect((await s.api("DELETE", path, { token: await token("sales@msp.demo") })).statusCode).toBe(403);
    expect((await s.api("DELETE", path, { token: await token("admin@msp2.demo") })).statusCode).toBe(404);
    const res = await s.api("DELETE", path, { token: await token("editor@msp.demo") });
    expect(res.json()).toEqual({ id });
    expect(await completionsOf(northwindService)).toBe(0);
  });
});
