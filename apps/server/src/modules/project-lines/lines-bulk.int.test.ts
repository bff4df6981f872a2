import { DEMO_CATALOGUE_IDS as C } from "@q2c/db";
import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { versionOf } from "../../test/project-helpers.ts";
import {
  type BuilderProject,
  builderCall,
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
const ids: string[] = [];
let foreignLine: string;

const call = (method: "PUT" | "DELETE" | "POST", path: string, body: Record<string, unknown>) =>
  builderCall(s, token, p.id, method, path, body);

beforeAll(async () => {
  p = await createBuilderProject(s, token);
  other = await createBuilderProject(s, token);
  for (const [i, name] of ["A", "B", "C"].entries()) {
    const res = await call("POST", "/project-location-products", {
      buildingId: p.buildingIds[0],
      name,
      price: String(10 * (i + 1)),
    });
    ids.push(res.json().createdIds[0]);
  }
  const res = await s.api("POST", `/projects/${other.id}/project-location-products`, {
    token: await token("sales@msp.demo"),
    body: { version: other.version, buildingId: other.buildingIds[0], name: "Elsewhere", price: "1" },
  });
  foreignLine = res.json().createdIds[0];
});

describe("PUT /projects/:id/project-location-products (bulk update)", () => {
  it("changes each line as sent in one change", async () => {
    const res = await call("PUT", "/project-location-products", {
      lines: [
        { id: ids[0], price: "15" },
        { id: ids[1], quantity: "3", notes: "three" },
      ],
    });
    const body = await expectPricedAnswer(s, p.id, res);
    expect(body.totals.oneTimeTotal).toBe("105.00");
    const lines = await linesOf(s, p.id);
    expect(lines.map((l) => [l.name, num(l.price), num(l.quantity)])).toEqual([
      ["A", 15, 1],
      ["B", 20, 3],
      ["C", 30, 1],
    ]);
    expect(await lastEvent(s, p.id)).toEqual({ type: "lines_changed", data: { count: 2 } });
  });

  it("refuses as every builder call does", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("PUT", `/projects/${p.id}/project-location-products`, {
        token: t,
        body: { version, lines: [{ id: ids[0], price: "1" }] },
      }),
    );
  });

  it("answers 400 for a line of another quote or one listed twice, writing nothing", async () => {
    await expectBadRequest(
      s,
      p.id,
      () =>
        call("PUT", "/project-location-products", {
          lines: [{ id: ids[0], price: "1" }, { id: foreignLine }],
        }),
      { "lines.1.id": PROJECT_MESSAGES.unknownLine },
    );
    await expectBadRequest(
      s,
      p.id,
      () =>
        call("PUT", "/project-location-products", { lines: [{ id: ids[0] }, { id: ids[0], price: "2" }] }),
      { "lines.1.id": PROJECT_MESSAGES.duplicateIds },
    );
    await expectBadRequest(s, p.id, () => call("PUT", "/project-location-products", { lines: [] }), {
      lines: PROJECT_MESSAGES.idsRequired,
    });
  });
});

describe("POST /projects/:id/project-location-products/approve", () => {
  it("records who approved the lines and when", async () => {
    const res = await call("POST", "/project-location-products/approve", { ids: [ids[0], ids[1]] });
    await expectPricedAnswer(s, p.id, res);
    const sales = await userIdOf(s, "sales@msp.demo");
    const lines = await linesOf(s, p.id);
    expect(lines.map((l) => [l.name, l.approved_by, l.approved_at !== null])).toEqual([
      ["A", sales, true],
      ["B", sales, true],
      ["C", null, false],
    ]);
    expect(await lastEvent(s, p.id)).toEqual({ type: "lines_approved", data: { count: 2 } });
  });

  it("refuses as every builder call does, and a line of another quote (400)", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("POST", `/projects/${p.id}/project-location-products/approve`, {
        token: t,
        body: { version, ids },
      }),
    );
    await expectBadRequest(
      s,
      p.id,
      () => call("POST", "/project-location-products/approve", { ids: [foreignLine] }),
      { "ids.0": PROJECT_MESSAGES.unknownLine },
    );
  });
});

describe("DELETE /projects/:id/project-location-products (bulk delete)", () => {
  it("refuses as every builder call does, and a line of another quote (400)", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("DELETE", `/projects/${p.id}/project-location-products`, { token: t, body: { version, ids } }),
    );
    await expectBadRequest(
      s,
      p.id,
      () => call("DELETE", "/project-location-products", { ids: [ids[0], foreignLine] }),
      { "ids.1": PROJECT_MESSAGES.unknownLine },
    );
  });

  it("deletes the lines listed", async () => {
    const res = await call("DELETE", "/project-location-products", { ids: [ids[0], ids[2]] });
    const body = await expectPricedAnswer(s, p.id, res);
    expect((await linesOf(s, p.id)).map((l) => l.name)).toEqual(["B"]);
    expect(body.totals.oneTimeTotal).toBe("60.00");
    expect(await lastEvent(s, p.id)).toEqual({ type: "lines_removed", data: { count: 2 } });
  });
});

describe("PUT /projects/:id/location-one-sku-products", () => {
  const oneSku = (products: { productId: string; quantity: string }[], buildingId = p.buildingIds[1]) =>
    call("PUT", "/location-one-sku-products", { buildingId, products });
  const inBuilding = () =>
    s.sql<{ product_id: string; quantity: string }>(
      `select l.product_id, l.quantity from project_lines l join project_bundle_products bp
         on bp.tenant_id = l.tenant_id and bp.id = l.bundle_product_id where bp.building_id = $1`,
      [p.buildingIds[1]],
    );

  it("adds a product as a one-SKU bundle product, then sets its quantity, then removes it with 0", async () => {
    const added = await expectPricedAnswer(
      s,
      p.id,
      await oneSku([{ productId: C.unifiU6Pro, quantity: "2" }]),
    );
    expect(added.createdIds).toHaveLength(1);
    expect((await inBuilding()).map((l) => [l.product_id, num(l.quantity)])).toEqual([[C.unifiU6Pro, 2]]);
    const changed = await expectPricedAnswer(
      s,
      p.id,
      await oneSku([{ productId: C.unifiU6Pro, quantity: "5" }]),
    );
    expect(changed.createdIds).toEqual([]);
    expect((await inBuilding()).map((l) => num(l.quantity))).toEqual([5]);
    await expectPricedAnswer(s, p.id, await oneSku([{ productId: C.unifiU6Pro, quantity: "0" }]));
    expect(await inBuilding()).toEqual([]);
    expect(await lastEvent(s, p.id)).toMatchObject({ type: "lines_changed", data: { removed: 1 } });
  });

  it("refuses as every builder call does", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("PUT", `/projects/${p.id}/location-one-sku-products`, {
        token: t,
        body: {
          version,
          buildingId: p.buildingIds[1],
          products: [{ productId: C.unifiU6Pro, quantity: "1" }],
        },
      }),
    );
  });

  it("answers 400 for a building of another quote, an unreadable product or one listed twice", async () => {
    await expectBadRequest(
      s,
      p.id,
      () => oneSku([{ productId: C.unifiU6Pro, quantity: "1" }], other.buildingIds[0]),
      {
        buildingId: PROJECT_MESSAGES.unknownBuilding,
      },
    );
    await expectBadRequest(s, p.id, () => oneSku([{ productId: C.contosoOnsiteHour, quantity: "1" }]), {
      "products.0.productId": PROJECT_MESSAGES.unknownProduct,
    });
    await expectBadRequest(
      s,
      p.id,
      () =>
        oneSku([
          { productId: C.unifiU6Pro, quantity: "1" },
          { productId: C.unifiU6Pro, quantity: "2" },
        ]),
      { "products.1.productId": PROJECT_MESSAGES.duplicateIds },
    );
  });
});

describe("PATCH /projects/:id/products (batch product update)", () => {
  beforeAll(async () => {
    for (const buildingId of [p.buildingIds[0], p.buildingIds[2]])
      await call("POST", "/project-location-products", {
        buildingId,
        productId: C.merakiMr46,
        quantity: "2",
      });
  });

  it("changes every line of the product together", async () => {
    const res = await s.api("PATCH", `/projects/${p.id}/products`, {
      token: await token("admin@msp.demo"),
      body: {
        version: await versionOf(s, p.id),
        productId: C.merakiMr46,
        changes: { price: "1000", quantity: "1" },
      },
    });
    await expectPricedAnswer(s, p.id, res);
    const mr46 = (await linesOf(s, p.id)).filter((l) => l.product_id === C.merakiMr46);
    expect(mr46.map((l) => [num(l.price), num(l.quantity)])).toEqual([
      [1000, 1],
      [1000, 1],
    ]);
    expect(await lastEvent(s, p.id)).toEqual({
      type: "lines_changed",
      data: { productId: C.merakiMr46, count: 2 },
    });
  });

  it("refuses as every builder call does, and answers 400 for a product not on the quote or not readable", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("PATCH", `/projects/${p.id}/products`, {
        token: t,
        body: { version, productId: C.merakiMr46, changes: { price: "1" } },
      }),
    );
    const send = async (productId: string) =>
      s.api("PATCH", `/projects/${p.id}/products`, {
        token: await token("sales@msp.demo"),
        body: { version: await versionOf(s, p.id), productId, changes: { price: "1" } },
      });
    await expectBadRequest(s, p.id, () => send(C.fortigate60f), { productId: expect.any(String) });
    await expectBadRequest(s, p.id, () => send(C.contosoOnsiteHour), {
      productId: PROJECT_MESSAGES.unknownProduct,
    });
  });
});
