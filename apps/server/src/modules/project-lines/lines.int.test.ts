import { DEMO_CATALOGUE_IDS as C } from "@q2c/db";
import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { type DemoEmail, useTestServer } from "../../test/harness.ts";
import { UNKNOWN_ID, versionOf } from "../../test/project-helpers.ts";
import {
  type BuilderProject,
  createBuilderProject,
  expectBadRequest,
  expectPricedAnswer,
  expectRefusals,
  lastEvent,
  linesOf,
  num,
} from "./line-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let p: BuilderProject;
let other: BuilderProject;

beforeAll(async () => {
  p = await createBuilderProject(s, token);
  other = await createBuilderProject(s, token);
});

const post = async (
  project: BuilderProject,
  body: Record<string, unknown>,
  email: DemoEmail = "sales@msp.demo",
) =>
  s.api("POST", `/projects/${project.id}/project-location-products`, {
    token: await token(email),
    body: { version: await versionOf(s, project.id), ...body },
  });

describe("POST /projects/:id/project-location-products", () => {
  it("adds a typed line as a one-SKU bundle product; totals are priceProject's (2 × 100 = 200.00)", async () => {
    const res = await post(p, { buildingId: p.buildingIds[0], name: "Cabling", quantity: "2", price: "100" });
    expect(res.statusCode, res.body).toBe(201);
    const body = await expectPricedAnswer(s, p.id, res);
    expect(body.totals.oneTimeTotal).toBe("200.00");
    const [lineId, bundleProductId] = body.createdIds ?? [];
    const [line] = await linesOf(s, p.id);
    expect(line).toMatchObject({
      id: lineId,
      bundle_product_id: bundleProductId,
      name: "Cabling",
      position: 0,
    });
    const [bp] = await s.sql(
      "select name, bundle_id, building_id from project_bundle_products where id = $1",
      [bundleProductId],
    );
    expect(bp).toEqual({ name: "Cabling", bundle_id: null, building_id: p.buildingIds[0] });
    expect(await lastEvent(s, p.id)).toEqual({ type: "lines_added", data: { count: 1 } });
  });

  it("copies name, part number, prices and pricing model from a catalogue product, at the end of the bundle product", async () => {
    const [bp] = await s.sql<{ id: string }>("select id from project_bundle_products where project_id = $1", [
      p.id,
    ]);
    const res = await post(
      p,
      { bundleProductId: bp?.id, productId: C.merakiMr46, quantity: "3" },
      "admin@msp.demo",
    );
    const body = await expectPricedAnswer(s, p.id, res);
    const [product] = await s.sql<Record<string, string | null>>("select * from products where id = $1", [
      C.merakiMr46,
    ]);
    const line = (await linesOf(s, p.id)).find((l) => l.id === body.createdIds?.[0]);
    expect(line).toMatchObject({
      product_id: C.merakiMr46,
      name: product?.name,
      part_number: product?.manufacturer_part_number,
      pricing_model: "one_time",
      billing_frequency: null,
      position: 1,
    });
    expect(num(line?.price)).toBe(num(product?.price));
    expect(num(line?.cost)).toBe(num(product?.cost));
    expect(num(line?.resource_hours)).toBe(num(product?.resource_hours));
    expect(num(line?.quantity)).toBe(3);
  });

  it("leaves cost empty for a product without one, which the totals count as missing a distributor cost", async () => {
    const res = await post(p, { buildingId: p.buildingIds[1], productId: C.merakiMr76 });
    const body = await expectPricedAnswer(s, p.id, res);
    const line = (await linesOf(s, p.id)).find((l) => l.id === body.createdIds?.[0]);
    expect(line?.cost).toBeNull();
    expect(body.totals.linesWithoutDistributorCost).toBeGreaterThanOrEqual(1);
  });

  it("sells a recurring product at its recurring price with its billing frequency", async () => {
    const res = await post(p, {
      buildingId: p.buildingIds[2],
      productId: C.m365BusinessPremium,
      quantity: "10",
    });
    const body = await expectPricedAnswer(s, p.id, res);
    const [product] = await s.sql<Record<string, string | null>>("select * from products where id = $1", [
      C.m365BusinessPremium,
    ]);
    const line = (await linesOf(s, p.id)).find((l) => l.id === body.createdIds?.[0]);
    expect(line?.pricing_model).toBe(product?.pricing_model);
    expect(line?.billing_frequency).toBe(product?.billing_frequency ?? "monthly");
    expect(num(line?.price)).toBe(num(product?.recurring_price ?? product?.price));
    expect(body.totals.recurringTotals.monthly).not.toBe("0.00");
  });

  it("refuses the editor (403), another MSP and a customer (404), and a stale version (409), writing nothing", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("POST", `/projects/${p.id}/project-location-products`, {
        token: t,
        body: { version, buildingId: p.buildingIds[0], name: "Refused", price: "1" },
      }),
    );
  });

  it("answers 400 for ids outside the quote and products outside the caller's catalogue, writing nothing", async () => {
    const [otherBp] = await s.sql<{ id: string }>(
      "select id from project_bundle_products where project_id = $1",
      [p.id],
    );
    await expectBadRequest(s, other.id, () => post(other, { buildingId: p.buildingIds[0], name: "X" }), {
      buildingId: PROJECT_MESSAGES.unknownBuilding,
    });
    await expectBadRequest(s, other.id, () => post(other, { bundleProductId: otherBp?.id, name: "X" }), {
      bundleProductId: PROJECT_MESSAGES.unknownBundleProduct,
    });
    await expectBadRequest(
      s,
      other.id,
      () => post(other, { buildingId: other.buildingIds[0], productId: C.contosoOnsiteHour }),
      { productId: PROJECT_MESSAGES.unknownProduct },
    );
    await expectBadRequest(
      s,
      other.id,
      () => post(other, { buildingId: UNKNOWN_ID, productId: UNKNOWN_ID }),
      {
        buildingId: PROJECT_MESSAGES.unknownBuilding,
        productId: PROJECT_MESSAGES.unknownProduct,
      },
    );
    await expectBadRequest(s, other.id, () => post(other, { buildingId: other.buildingIds[0] }), {
      productId: expect.any(String),
    });
  });

  it("answers 400 when the engine cannot price the result (an amount too large), writing nothing", async () => {
    await expectBadRequest(
      s,
      other.id,
      () =>
        post(other, {
          buildingId: other.buildingIds[0],
          name: "Huge",
          quantity: "999999999",
          price: "999999999",
        }),
      {},
    );
    await expectBadRequest(
      s,
      other.id,
      () => post(other, { buildingId: other.buildingIds[0], name: "Odd", discount: { percent: "150" } }),
      { "discount.percent": expect.any(String) },
    );
  });
});

describe("PUT and DELETE /projects/:id/project-location-products/:lineId", () => {
  let lineId: string;
  beforeAll(async () => {
    const res = await post(other, {
      buildingId: other.buildingIds[0],
      name: "Switch",
      quantity: "1",
      price: "50",
    });
    lineId = res.json().createdIds[0];
  });

  it("changes the fields sent and reprices the quote", async () => {
    const res = await s.api("PUT", `/projects/${other.id}/project-location-products/${lineId}`, {
      token: await token("sales@msp.demo"),
      body: {
        version: await versionOf(s, other.id),
        quantity: "4",
        notes: "PoE",
        discount: { percent: "10" },
      },
    });
    const body = await expectPricedAnswer(s, other.id, res);
    expect(body.totals.oneTimeTotal).toBe("180.00");
    const [line] = await linesOf(s, other.id);
    expect(line).toMatchObject({ name: "Switch", discount_percent: expect.stringMatching(/^10/) });
    expect(num(line?.quantity)).toBe(4);
    expect(await lastEvent(s, other.id)).toEqual({ type: "lines_changed", data: { count: 1 } });
  });

  it("refuses as every builder call does, and answers 404 for a line of another quote", async () => {
    await expectRefusals(s, token, other.id, (t, version) =>
      s.api("PUT", `/projects/${other.id}/project-location-products/${lineId}`, {
        token: t,
        body: { version, quantity: "9" },
      }),
    );
    const [foreign] = await linesOf(s, p.id);
    const before = await versionOf(s, other.id);
    const res = await s.api("PUT", `/projects/${other.id}/project-location-products/${foreign?.id}`, {
      token: await token("sales@msp.demo"),
      body: { version: before, quantity: "9" },
    });
    expect(res.statusCode).toBe(404);
    expect(await versionOf(s, other.id)).toBe(before);
  });

  it("answers 400 for a value the schema refuses, writing nothing", async () => {
    await expectBadRequest(
      s,
      other.id,
      async () =>
        s.api("PUT", `/projects/${other.id}/project-location-products/${lineId}`, {
          token: await token("sales@msp.demo"),
          body: { version: await versionOf(s, other.id), quantity: "-1" },
        }),
      { quantity: expect.any(String) },
    );
  });

  it("deletes a line with ?version=, keeping its bundle product", async () => {
    await expectRefusals(s, token, other.id, (t, version) =>
      s.api("DELETE", `/projects/${other.id}/project-location-products/${lineId}`, {
        token: t,
        query: { version: String(version) },
      }),
    );
    const res = await s.api("DELETE", `/projects/${other.id}/project-location-products/${lineId}`, {
      token: await token("admin@msp.demo"),
      query: { version: String(await versionOf(s, other.id)) },
    });
    const body = await expectPricedAnswer(s, other.id, res);
    expect(body.totals.oneTimeTotal).toBe("0.00");
    expect(await linesOf(s, other.id)).toEqual([]);
    expect(
      await s.sql("select 1 from project_bundle_products where project_id = $1", [other.id]),
    ).toHaveLength(1);
    expect(await lastEvent(s, other.id)).toEqual({ type: "lines_removed", data: { count: 1 } });
    const again = await s.api("DELETE", `/projects/${other.id}/project-location-products/${lineId}`, {
      token: await token("admin@msp.demo"),
      query: { version: String(await versionOf(s, other.id)) },
    });
    expect(again.statusCode).toBe(404);
  });
});
