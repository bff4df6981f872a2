import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type DemoEmail, type TestServer } from "../../test/harness.ts";
import { createProductAs, productBody, productsNamed, SERVICES_ROOT } from "./products-test-helpers.ts";

let s: TestServer;
const token = tokensFor(() => s);
const service = (overrides: Record<string, unknown> = {}) =>
  productBody({ kind: "service", categoryId: SERVICES_ROOT, ...overrides });
const call = async (
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  email: DemoEmail,
  body?: unknown,
) => s.api(method, path, { token: await token(email), body });

let ownService: string;
let platformService: string;
let plainProduct: string;

beforeAll(async () => {
  s = await createTestServer();
  ownService = (
    await createProductAs(s, token, "editor@msp.demo", service({ name: "Onsite install" }), "/services")
  ).id;
  platformService = (
    await createProductAs(
      s,
      token,
      "owner@platform.demo",
      service({ name: "Platform plan", kind: "support-plan" }),
      "/services",
    )
  ).id;
  plainProduct = (await createProductAs(s, token, "editor@msp.demo", { name: "Plain product" })).id;
});
afterAll(async () => {
  await s.close();
});

describe("/services", () => {
  it("lists only services, the MSP's own and the platform's", async () => {
    const res = await s.api("GET", "/services", {
      token: await token("editor@msp.demo"),
      query: { categoryIds: SERVICES_ROOT, limit: "100" },
    });
    const names = (res.json().data as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["Onsite install", "Platform plan"]));
    const all = await s.api("GET", "/services", {
      token: await token("editor@msp.demo"),
      query: { limit: "100" },
    });
    expect((all.json().data as { name: string }[]).map((p) => p.name)).not.toContain("Plain product");
  });

  it("refuses a kind filter that is not a service kind", async () => {
    const res = await s.api("GET", "/services", {
      token: await token("editor@msp.demo"),
      query: { kind: "product" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("kind");
  });

  it("answers 400 on create for a kind that is not a service, writing nothing", async () => {
    const res = await call(
      "POST",
      "/services",
      "editor@msp.demo",
      service({ name: "Not a service", kind: "app" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("kind");
    expect(await productsNamed(s, "Not a service")).toBe(0);
  });

  it("gets, updates and deletes a service, but answers 404 for a product of another kind", async () => {
    expect((await call("GET", `/services/${ownService}`, "sales@msp.demo")).json().name).toBe(
      "Onsite install",
    );
    expect((await call("GET", `/services/${plainProduct}`, "editor@msp.demo")).statusCode).toBe(404);
    expect(
      (await call("PUT", `/services/${plainProduct}`, "editor@msp.demo", { version: 1, name: "X" }))
        .statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/services/${plainProduct}`, "editor@msp.demo")).statusCode).toBe(404);
    expect(await productsNamed(s, "Plain product")).toBe(1);
    const put = await call("PUT", `/services/${ownService}`, "editor@msp.demo", {
      version: 1,
      resourceHours: "2.5",
    });
    expect(put.json()).toMatchObject({ resourceHours: "2.50", version: 2 });
    const toApp = await call("PUT", `/services/${ownService}`, "editor@msp.demo", {
      version: 2,
      kind: "app",
    });
    expect(toApp.statusCode).toBe(400);
    const stale = await call("PUT", `/services/${ownService}`, "editor@msp.demo", {
      version: 1,
      name: "Stale",
    });
    expect(stale.statusCode).toBe(409);
    expect(await productsNamed(s, "Stale")).toBe(0);
  });

  it("answers 403 to sales and to an MSP writing a platform service, 404 to another MSP and a customer", async () => {
    const body = { version: 1, name: "Hijacked" };
    expect((await call("PUT", `/services/${ownService}`, "sales@msp.demo", body)).statusCode).toBe(403);
    expect((await call("PUT", `/services/${platformService}`, "editor@msp.demo", body)).statusCode).toBe(403);
    expect((await call("DELETE", `/services/${platformService}`, "editor@msp.demo")).statusCode).toBe(403);
    expect((await call("GET", `/services/${ownService}`, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await call("DELETE", `/services/${ownService}`, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await call("GET", `/services/${ownService}`, "user@customer.demo")).statusCode).toBe(404);
    expect(
      (await call("POST", "/services", "sales@msp.demo", service({ name: "Hijacked" }))).statusCode,
    ).toBe(403);
    expect(await productsNamed(s, "Hijacked")).toBe(0);
  });

  it("deletes the MSP's own service", async () => {
    const doomed = await createProductAs(
      s,
      token,
      "editor@msp.demo",
      service({ name: "Doomed service" }),
      "/services",
    );
    expect((await call("DELETE", `/services/${doomed.id}`, "editor@msp.demo")).json()).toEqual({
      id: doomed.id,
    });
    expect(await productsNamed(s, "Doomed service")).toBe(0);
  });
});

describe("/services/:id/templates", () => {
  it("starts empty, is replaced as a whole, and is read by any MSP role", async () => {
    expect((await call("GET", `/services/${ownService}/templates`, "editor@msp.demo")).json()).toEqual({
      templates: {},
    });
    const put = await call("PUT", `/services/${ownService}/templates`, "editor@msp.demo", {
      templates: { scopeOfWork: "Install <b>two</b> racks", assumptions: "Power on site" },
    });
    expect(put.statusCode).toBe(200);
    await call("PUT", `/services/${ownService}/templates`, "editor@msp.demo", {
      templates: { scopeOfWork: "Install <b>two</b> racks", exclusions: "Cabling" },
    });
    const read = await call("GET", `/services/${ownService}/templates`, "sales@msp.demo");
    expect(read.json()).toEqual({
      templates: { scopeOfWork: "Install <b>two</b> racks", exclusions: "Cabling" },
    });
    expect(
      await countOf(
        s,
        "select 1 from audit_events where type = 'product.templates_updated' and subject_id = $1",
        [ownService],
      ),
    ).toBe(2);
  });

  it("answers 400 for an unknown section or a text over 20000 characters, writing nothing", async () => {
    const before = await s.sql("select templates from products where id = $1", [ownService]);
    for (const templates of [{ pricing: "x" }, { deliverables: "x".repeat(20_001) }]) {
      const res = await call("PUT", `/services/${ownService}/templates`, "editor@msp.demo", { templates });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toBeDefined();
    }
    expect(await s.sql("select templates from products where id = $1", [ownService])).toEqual(before);
  });

  it("answers 404 for a product that is not a service, another MSP's service, and a customer", async () => {
    expect((await call("GET", `/services/${plainProduct}/templates`, "editor@msp.demo")).statusCode).toBe(
      404,
    );
    const body = { templates: { scopeOfWork: "x" } };
    expect(
      (await call("PUT", `/services/${plainProduct}/templates`, "editor@msp.demo", body)).statusCode,
    ).toBe(404);
    expect((await call("GET", `/services/${ownService}/templates`, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await call("PUT", `/services/${ownService}/templates`, "admin@msp2.demo", body)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/services/${ownService}/templates`, "user@customer.demo")).statusCode).toBe(
      404,
    );
  });

  it("answers 403 to sales and to an MSP on a platform service, writing nothing", async () => {
    const body = { templates: { scopeOfWork: "Hijacked" } };
    expect((await call("PUT", `/services/${ownService}/templates`, "sales@msp.demo", body)).statusCode).toBe(
      403,
    );
    expect(
      (await call("PUT", `/services/${platformService}/templates`, "editor@msp.demo", body)).statusCode,
    ).toBe(403);
    expect((await call("GET", `/services/${platformService}/templates`, "editor@msp.demo")).statusCode).toBe(
      200,
    );
    expect(await countOf(s, "select 1 from products where templates::text like '%Hijacked%'")).toBe(0);
  });
});
