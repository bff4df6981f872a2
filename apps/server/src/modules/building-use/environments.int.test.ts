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
const envsNamed = (name: string) => countOf(s, "select 1 from environments where name = $1", [name]);

beforeAll(async () => {
  platformSales = await platformSalesToken(s);
});

describe("environments", () => {
  it("lets the owner create a building use that every MSP role reads, in order", async () => {
    const res = await s.api("POST", "/environments", {
      token: await token("owner@platform.demo"),
      body: { name: "Warehouse", description: "Open floor, high racks", position: 2 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: "Warehouse", position: 2, rules: [], bundles: [] });
    for (const email of ["sales@msp.demo", "editor@msp.demo", "admin@msp2.demo"] as const) {
      const list = await s.api("GET", "/environments", { token: await token(email) });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((e: { name: string }) => e.name)).toContain("Warehouse");
    }
  });

  it("answers 404 to a customer reading, 404 to an MSP writing, 403 to a platform user outside editor", async () => {
    expect(
      (await s.api("GET", "/environments", { token: await token("user@customer.demo") })).statusCode,
    ).toBe(404);
    const body = { name: "Not allowed" };
    expect(
      (await s.api("POST", "/environments", { token: await token("admin@msp.demo"), body })).statusCode,
    ).toBe(404);
    expect((await s.api("POST", "/environments", { token: platformSales, body })).statusCode).toBe(403);
    expect(await envsNamed("Not allowed")).toBe(0);
  });

  it("answers 400 for a missing name, writing nothing", async () => {
    const before = await countOf(s, "select 1 from environments");
    const res = await s.api("POST", "/environments", { token: await token("owner@platform.demo"), body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: "Name is required" });
    expect(await countOf(s, "select 1 from environments")).toBe(before);
  });

  it("updates a building use for the owner only", async () => {
    const id = await createEnvironmentAs(s, token, "Retail");
    const put = (t: string, body: object) => s.api("PUT", `/environments/${id}`, { token: t, body });
    expect((await put(await token("admin@msp.demo"), { name: "Hijacked" })).statusCode).toBe(404);
    expect((await put(platformSales, { name: "Hijacked" })).statusCode).toBe(403);
    expect((await put(await token("owner@platform.demo"), { name: "" })).json().fields).toEqual({
      name: "Name is required",
    });
    const ok = await put(await token("owner@platform.demo"), {
      name: "Retail store",
      description: "Shop floor",
    });
    expect(ok.json()).toMatchObject({ id, name: "Retail store", description: "Shop floor" });
    const unknown = await s.api("PUT", `/environments/${UNKNOWN_ID}`, {
      token: await token("owner@platform.demo"),
      body: { name: "Ghost" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await envsNamed("Hijacked")).toBe(0);
  });

  it("answers one building use with its rules and bundles; 404 for an unknown id", async () => {
    const id = await createEnvironmentAs(s, token, "Clinic");
    const bundle = await bundleBy(s, token, "Clinic Wi-Fi");
    const t = await token("owner@platform.demo");
    await s.api("POST", `/environments/${id}/rules`, {
      token: t,
      body: { name: "Per room", basis: "floor" },
    });
    await s.api("PUT", `/environments/${id}/bundles`, {
      token: t,
      body: [{ bundleId: bundle, quantity: "1" }],
    });
    const res = await s.api("GET", `/environments/${id}`, { token: await token("sales@msp.demo") });
    expect(res.json()).toMatchObject({
      name: "Clinic",
      rules: [{ name: "Per room", basis: "floor", perUnits: "1.00", quantity: "1.00" }],
      bundles: [{ bundleId: bundle, bundle: { id: bundle, name: "Clinic Wi-Fi" } }],
    });
    const unknown = await s.api("GET", `/environments/${UNKNOWN_ID}`, {
      token: await token("sales@msp.demo"),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("deletes a building use with its rules and bundles, for the owner only", async () => {
    const id = await createEnvironmentAs(s, token, "Short-lived");
    const bundle = await bundleBy(s, token, "Short-lived bundle");
    const t = await token("owner@platform.demo");
    await s.api("POST", `/environments/${id}/rules`, { token: t, body: { name: "Rule", basis: "building" } });
    await s.api("PUT", `/environments/${id}/bundles`, {
      token: t,
      body: [{ bundleId: bundle, quantity: "1" }],
    });
    expect(
      (await s.api("DELETE", `/environments/${id}`, { token: await token("admin@msp.demo") })).statusCode,
    ).toBe(404);
    expect((await s.api("DELETE", `/environments/${id}`, { token: platformSales })).statusCode).toBe(403);
    expect((await s.api("DELETE", `/environments/${id}`, { token: t })).json()).toEqual({ id });
    expect(await envsNamed("Short-lived")).toBe(0);
    expect(await countOf(s, "select 1 from environment_rules where environment_id = $1", [id])).toBe(0);
    expect(await countOf(s, "select 1 from environment_bundles where environment_id = $1", [id])).toBe(0);
  });
});

describe("PUT /environments/:id/bundles (bulk)", () => {
  it("replaces the whole ordered list, and GET answers it in that order", async () => {
    const id = await createEnvironmentAs(s, token, "Office");
    const [a, b] = [await bundleBy(s, token, "Office Wi-Fi"), await bundleBy(s, token, "Office security")];
    const t = await token("owner@platform.demo");
    const first = await s.api("PUT", `/environments/${id}/bundles`, {
      token: t,
      body: [
        { bundleId: b, quantity: "2" },
        { bundleId: a, quantity: 1.5 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject([
      { bundleId: b, quantity: "2.00", position: 0, bundle: { name: "Office security" } },
      { bundleId: a, quantity: "1.50", position: 1 },
    ]);
    await s.api("PUT", `/environments/${id}/bundles`, { token: t, body: [{ bundleId: a, quantity: "3" }] });
    const listed = await s.api("GET", `/environments/${id}/bundles`, {
      token: await token("sales@msp.demo"),
    });
    expect(listed.json().data).toMatchObject([{ bundleId: a, quantity: "3.00" }]);
    const cleared = await s.api("PUT", `/environments/${id}/bundles`, { token: t, body: [] });
    expect(cleared.json().data).toEqual([]);
  });

  it("answers 400 for an MSP's bundle, an unknown or repeated bundle, or quantity 0, leaving the list as it was", async () => {
    const id = await createEnvironmentAs(s, token, "Hotel");
    const platform = await bundleBy(s, token, "Hotel Wi-Fi");
    const msp = await bundleBy(s, token, "Northwind private", "editor@msp.demo");
    const t = await token("owner@platform.demo");
    await s.api("PUT", `/environments/${id}/bundles`, {
      token: t,
      body: [{ bundleId: platform, quantity: "1" }],
    });
    const refs = await s.api("PUT", `/environments/${id}/bundles`, {
      token: t,
      body: [
        { bundleId: msp, quantity: "1" },
        { bundleId: UNKNOWN_ID, quantity: "1" },
        { bundleId: platform, quantity: "1" },
        { bundleId: platform, quantity: "2" },
      ],
    });
    expect(refs.statusCode).toBe(400);
    expect(refs.json().fields).toEqual({
      "0.bundleId": "Choose a bundle of the platform catalogue.",
      "1.bundleId": "Choose a bundle of the platform catalogue.",
      "3.bundleId": "This bundle is already in the list.",
    });
    const zero = await s.api("PUT", `/environments/${id}/bundles`, {
      token: t,
      body: [{ bundleId: platform, quantity: "0" }],
    });
    expect(zero.json().fields).toEqual({ "0.quantity": "Enter a quantity above 0." });
    expect(
      await s.sql("select bundle_id, quantity from environment_bundles where environment_id = $1", [id]),
    ).toEqual([{ bundle_id: platform, quantity: "1.00" }]);
  });

  it("answers 404 to an MSP writing, 404 to a customer reading, 404 for an unknown building use", async () => {
    const id = await createEnvironmentAs(s, token, "School");
    const msp = await s.api("PUT", `/environments/${id}/bundles`, {
      token: await token("admin@msp.demo"),
      body: [],
    });
    expect(msp.statusCode).toBe(404);
    const customer = await s.api("GET", `/environments/${id}/bundles`, {
      token: await token("user@customer.demo"),
    });
    expect(customer.statusCode).toBe(404);
    const unknown = await s.api("PUT", `/environments/${UNKNOWN_ID}/bundles`, {
      token: await token("owner@platform.demo"),
      body: [],
    });
    expect(unknown.statusCode).toBe(404);
  });
});
