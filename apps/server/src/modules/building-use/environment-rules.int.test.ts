import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  bundleBy,
  createEnvironmentAs,
  platformSalesToken,
  UNKNOWN_ID,
} from "./building-use-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let platformSales: string;
const ids = {} as Record<"env" | "otherEnv" | "requirement" | "bundle" | "mspBundle", string>;
const rulesOf = (env: string) =>
  countOf(s, "select 1 from environment_rules where environment_id = $1", [env]);

beforeAll(async () => {
  platformSales = await platformSalesToken(s);
  ids.env = await createEnvironmentAs(s, token, "Office");
  ids.otherEnv = await createEnvironmentAs(s, token, "Warehouse");
  const requirement = await s.api("POST", "/requirements", {
    token: await token("owner@platform.demo"),
    body: { name: "Rule test coverage", metric: "Signal", target: "-67 dBm" },
  });
  ids.requirement = requirement.json().id;
  ids.bundle = await bundleBy(s, token, "Access point kit");
  ids.mspBundle = await bundleBy(s, token, "Northwind kit", "editor@msp.demo");
});

describe("POST /environments/:id/rules", () => {
  it("adds a sizing rule with its requirement and platform bundle, named in the answer", async () => {
    const res = await s.api("POST", `/environments/${ids.env}/rules`, {
      token: await token("owner@platform.demo"),
      body: {
        name: "One AP per 2,500 sq ft",
        basis: "sqft",
        perUnits: "2500",
        quantity: 1,
        requirementId: ids.requirement,
        bundleId: ids.bundle,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      environmentId: ids.env,
      basis: "sqft",
      perUnits: "2500.00",
      quantity: "1.00",
      requirement: { id: ids.requirement, name: "Rule test coverage" },
      bundle: { id: ids.bundle, name: "Access point kit" },
    });
  });

  it("answers 400 for a bad basis, perUnits 0, a negative quantity, unknown requirement or an MSP's bundle, writing nothing", async () => {
    const before = await rulesOf(ids.env);
    const t = await token("owner@platform.demo");
    const shape = await s.api("POST", `/environments/${ids.env}/rules`, {
      token: t,
      body: { name: "Bad", basis: "acre", perUnits: "0", quantity: "-1" },
    });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().fields).sort()).toEqual(["basis", "perUnits", "quantity"]);
    expect(shape.json().fields.perUnits).toBe("Enter a quantity above 0.");
    const refs = await s.api("POST", `/environments/${ids.env}/rules`, {
      token: t,
      body: { name: "Bad", basis: "floor", requirementId: UNKNOWN_ID, bundleId: ids.mspBundle },
    });
    expect(refs.json().fields).toEqual({
      requirementId: "This requirement does not exist.",
      bundleId: "Choose a bundle of the platform catalogue.",
    });
    expect(await rulesOf(ids.env)).toBe(before);
  });

  it("answers 404 to an MSP, 403 to a platform user outside editor, 404 for an unknown building use", async () => {
    const body = { name: "Nope", basis: "building" };
    const post = async (env: string, t: string) =>
      (await s.api("POST", `/environments/${env}/rules`, { token: t, body })).statusCode;
    expect(await post(ids.env, await token("editor@msp.demo"))).toBe(404);
    expect(await post(ids.env, platformSales)).toBe(403);
    expect(await post(UNKNOWN_ID, await token("owner@platform.demo"))).toBe(404);
    expect(await countOf(s, "select 1 from environment_rules where name = 'Nope'")).toBe(0);
  });
});

describe("GET /environments/:id/rules", () => {
  it("lists the rules in order to every MSP role, and answers 404 to a customer", async () => {
    const t = await token("owner@platform.demo");
    await s.api("POST", `/environments/${ids.otherEnv}/rules`, {
      token: t,
      body: { name: "Second", basis: "occupant", position: 2 },
    });
    await s.api("POST", `/environments/${ids.otherEnv}/rules`, {
      token: t,
      body: { name: "First", basis: "floor", position: 1 },
    });
    const res = await s.api("GET", `/environments/${ids.otherEnv}/rules`, {
      token: await token("editor@msp.demo"),
    });
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(["First", "Second"]);
    const customer = await s.api("GET", `/environments/${ids.otherEnv}/rules`, {
      token: await token("user@customer.demo"),
    });
    expect(customer.statusCode).toBe(404);
  });
});

describe("PUT and DELETE /environments/:id/rules/:ruleId", () => {
  async function newRule(name: string) {
    const res = await s.api("POST", `/environments/${ids.env}/rules`, {
      token: await token("owner@platform.demo"),
      body: { name, basis: "floor", bundleId: ids.bundle, requirementId: ids.requirement },
    });
    return res.json().id as string;
  }

  it("changes a rule and drops its bundle and requirement with nullFields", async () => {
    const rule = await newRule("Editable");
    const res = await s.api("PUT", `/environments/${ids.env}/rules/${rule}`, {
      token: await token("owner@platform.demo"),
      body: { quantity: "2", basis: "building", nullFields: ["bundleId", "requirementId"] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      quantity: "2.00",
      basis: "building",
      bundleId: null,
      bundle: null,
      requirement: null,
    });
    const [row] = await s.sql("select bundle_tenant_id from environment_rules where id = $1", [rule]);
    expect(row).toEqual({ bundle_tenant_id: null });
  });

  it("answers 400 for an MSP's bundle or quantity 0, leaving the rule as it was", async () => {
    const rule = await newRule("Guarded");
    const t = await token("owner@platform.demo");
    const bad = await s.api("PUT", `/environments/${ids.env}/rules/${rule}`, {
      token: t,
      body: { bundleId: ids.mspBundle },
    });
    expect(bad.json().fields).toEqual({ bundleId: "Choose a bundle of the platform catalogue." });
    const zero = await s.api("PUT", `/environments/${ids.env}/rules/${rule}`, {
      token: t,
      body: { quantity: 0 },
    });
    expect(zero.json().fields).toEqual({ quantity: "Enter a quantity above 0." });
    const [row] = await s.sql("select bundle_id, quantity from environment_rules where id = $1", [rule]);
    expect(row).toEqual({ bundle_id: ids.bundle, quantity: "1.00" });
  });

  it("answers 404 for a rule of another building use, and to an MSP; 403 to a platform user outside editor", async () => {
    const rule = await newRule("Elsewhere");
    const body = { name: "Moved" };
    const put = async (env: string, t: string) =>
      (await s.api("PUT", `/environments/${env}/rules/${rule}`, { token: t, body })).statusCode;
    expect(await put(ids.otherEnv, await token("owner@platform.demo"))).toBe(404);
    expect(await put(ids.env, await token("admin@msp.demo"))).toBe(404);
    expect(await put(ids.env, platformSales)).toBe(403);
    const del = async (env: string, t: string) =>
      (await s.api("DELETE", `/environments/${env}/rules/${rule}`, { token: t })).statusCode;
    expect(await del(ids.otherEnv, await token("owner@platform.demo"))).toBe(404);
    expect(await del(ids.env, await token("admin@msp.demo"))).toBe(404);
    expect(await del(ids.env, platformSales)).toBe(403);
    expect(
      await countOf(s, "select 1 from environment_rules where id = $1 and name = 'Elsewhere'", [rule]),
    ).toBe(1);
  });

  it("deletes a rule for the owner", async () => {
    const rule = await newRule("Doomed");
    const res = await s.api("DELETE", `/environments/${ids.env}/rules/${rule}`, {
      token: await token("owner@platform.demo"),
    });
    expect(res.json()).toEqual({ id: rule });
    expect(await countOf(s, "select 1 from environment_rules where id = $1", [rule])).toBe(0);
  });
});
