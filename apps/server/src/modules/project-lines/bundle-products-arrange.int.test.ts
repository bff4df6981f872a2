import { DEMO_CATALOGUE_IDS as C } from "@q2c/db";
import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { UNKNOWN_ID } from "../../test/project-helpers.ts";
import {
  type BuilderProject,
  builderCall,
  bundleProductsIn,
  createBuilderProject,
  expectBadRequest,
  expectPricedAnswer,
  expectRefusals,
  lastEvent,
  linesOf,
  num,
} from "./line-test-helpers.ts";

// Arranging bundle products: their order, their building, their prices, their removal.

const s = useTestServer();
const token = tokensFor(() => s);
let p: BuilderProject;
let other: BuilderProject;
let kit: string;
let spares: string;

const call = (method: "PUT" | "DELETE" | "POST" | "PATCH", path: string, body: Record<string, unknown>) =>
  builderCall(s, token, p.id, method, path, body);

beforeAll(async () => {
  p = await createBuilderProject(s, token);
  other = await createBuilderProject(s, token);
  const res = await call("POST", "/bundle-products/bulk", {
    buildingId: p.buildingIds[0],
    items: [{ bundleId: C.officeWifiBundle }, { name: "Spares" }],
  });
  [kit = "", spares = ""] = res.json().createdIds;
});

describe("PUT /projects/:id/project-location-bundle-products/positions", () => {
  it("orders the building's bundle products, every one listed once", async () => {
    await expectPricedAnswer(
      s,
      p.id,
      await call("PUT", "/project-location-bundle-products/positions", {
        buildingId: p.buildingIds[0],
        ids: [spares, kit],
      }),
    );
    expect(await bundleProductsIn(s, p.buildingIds[0])).toMatchObject([
      { id: spares, position: 0 },
      { id: kit, position: 1 },
    ]);
  });

  it("refuses as every builder call does, and a partial or foreign list (400)", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("PUT", `/projects/${p.id}/project-location-bundle-products/positions`, {
        token: t,
        body: { version, buildingId: p.buildingIds[0], ids: [kit, spares] },
      }),
    );
    const send = (body: Record<string, unknown>) => () =>
      call("PUT", "/project-location-bundle-products/positions", body);
    await expectBadRequest(s, p.id, send({ buildingId: p.buildingIds[0], ids: [kit] }), {
      ids: PROJECT_MESSAGES.positionsIncomplete,
    });
    await expectBadRequest(s, p.id, send({ buildingId: p.buildingIds[0], ids: [kit, spares, UNKNOWN_ID] }), {
      "ids.2": PROJECT_MESSAGES.unknownBundleProduct,
    });
    await expectBadRequest(s, p.id, send({ buildingId: p.buildingIds[0], ids: [kit, kit] }), {
      "ids.1": PROJECT_MESSAGES.duplicateIds,
    });
    await expectBadRequest(s, p.id, send({ buildingId: other.buildingIds[0], ids: [kit] }), {
      buildingId: PROJECT_MESSAGES.unknownBuilding,
    });
  });
});

describe("PUT /projects/:id/bundle-products/bulk/position", () => {
  it("moves a bundle product with its lines into a building of another site, renumbering both", async () => {
    const res = await call("PUT", "/bundle-products/bulk/position", {
      moves: [{ id: kit, buildingId: p.buildingIds[2], position: 0 }],
    });
    await expectPricedAnswer(s, p.id, res);
    expect(await bundleProductsIn(s, p.buildingIds[0])).toMatchObject([{ id: spares, position: 0 }]);
    expect(await bundleProductsIn(s, p.buildingIds[2])).toMatchObject([{ id: kit, position: 0 }]);
    expect((await linesOf(s, p.id)).every((l) => l.bundle_product_id === kit)).toBe(true);
    expect(await lastEvent(s, p.id)).toEqual({
      type: "lines_changed",
      data: { bundleProducts: 1, moved: 1 },
    });
  });

  it("refuses as every builder call does, and a building of another quote (400)", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("PUT", `/projects/${p.id}/bundle-products/bulk/position`, {
        token: t,
        body: { version, moves: [{ id: kit, buildingId: p.buildingIds[0], position: 0 }] },
      }),
    );
    await expectBadRequest(
      s,
      p.id,
      () =>
        call("PUT", "/bundle-products/bulk/position", {
          moves: [{ id: kit, buildingId: other.buildingIds[0], position: 0 }],
        }),
      { "moves.0.buildingId": PROJECT_MESSAGES.unknownBuilding },
    );
  });
});

describe("PATCH /projects/:id/bundle-products/bulk/price and DELETE /projects/:id/bundle-products/bulk", () => {
  let priced: string;
  beforeAll(async () => {
    const first = await call("POST", "/project-location-products", {
      buildingId: p.buildingIds[1],
      name: "With cost",
      price: "80",
      cost: "60",
    });
    priced = first.json().createdIds[1];
    await call("POST", "/project-location-products", {
      bundleProductId: priced,
      name: "No cost",
      price: "50",
    });
  });
  const prices = async () =>
    (await linesOf(s, p.id)).filter((l) => l.bundle_product_id === priced).map((l) => [l.name, num(l.price)]);

  it("prices to a margin (cost / (1 − m/100), in cents; lines without cost keep theirs), by a percent, and discounts", async () => {
    await expectPricedAnswer(
      s,
      p.id,
      await call("PATCH", "/bundle-products/bulk/price", { ids: [priced], change: { marginPercent: 40 } }),
    );
    expect(await prices()).toEqual([
      ["With cost", 100],
      ["No cost", 50],
    ]);
    await expectPricedAnswer(
      s,
      p.id,
      await call("PATCH", "/bundle-products/bulk/price", { ids: [priced], change: { percent: 12.5 } }),
    );
    expect(await prices()).toEqual([
      ["With cost", 112.5],
      ["No cost", 56.25],
    ]);
    const body = await expectPricedAnswer(
      s,
      p.id,
      await call("PATCH", "/bundle-products/bulk/price", { ids: [priced], change: { discountPercent: 10 } }),
    );
    const discounts = (await linesOf(s, p.id))
      .filter((l) => l.bundle_product_id === priced)
      .map((l) => num(l.discount_percent));
    expect(discounts).toEqual([10, 10]);
    expect(body.totals.discount).not.toBe("0.00");
  });

  it("refuses as every builder call does, and a bundle product of another quote (400)", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("PATCH", `/projects/${p.id}/bundle-products/bulk/price`, {
        token: t,
        body: { version, ids: [priced], change: { percent: 5 } },
      }),
    );
    await expectBadRequest(
      s,
      p.id,
      () => call("PATCH", "/bundle-products/bulk/price", { ids: [UNKNOWN_ID], change: { percent: 5 } }),
      { "ids.0": PROJECT_MESSAGES.unknownBundleProduct },
    );
    await expectBadRequest(
      s,
      p.id,
      () => call("PATCH", "/bundle-products/bulk/price", { ids: [priced], change: { marginPercent: 120 } }),
      {},
    );
  });

  it("deletes bundle products with their lines", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("DELETE", `/projects/${p.id}/bundle-products/bulk`, {
        token: t,
        body: { version, ids: [priced] },
      }),
    );
    await expectBadRequest(
      s,
      p.id,
      () => call("DELETE", "/bundle-products/bulk", { ids: [priced, UNKNOWN_ID] }),
      {
        "ids.1": PROJECT_MESSAGES.unknownBundleProduct,
      },
    );
    const body = await expectPricedAnswer(
      s,
      p.id,
      await call("DELETE", "/bundle-products/bulk", { ids: [priced, spares] }),
    );
    expect(await bundleProductsIn(s, p.buildingIds[1])).toEqual([]);
    expect(await prices()).toEqual([]);
    expect(await lastEvent(s, p.id)).toEqual({
      type: "lines_removed",
      data: { bundleProducts: 2, count: 2 },
    });
    expect(body.totals.discount).toBe("0.00");
  });
});
