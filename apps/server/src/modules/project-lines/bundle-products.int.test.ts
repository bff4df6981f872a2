import { DEMO_CATALOGUE_IDS as C, DEMO_IDS, uuidv7 } from "@q2c/db";
import { MESSAGES, PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { UNKNOWN_ID, versionOf } from "../../test/project-helpers.ts";
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

const s = useTestServer();
const token = tokensFor(() => s);
let p: BuilderProject;
let other: BuilderProject;
let kit: string;
let spares: string;
let contosoBundle: string;

const call = (method: "PUT" | "DELETE" | "POST" | "PATCH", path: string, body: Record<string, unknown>) =>
  builderCall(s, token, p.id, method, path, body);

beforeAll(async () => {
  p = await createBuilderProject(s, token);
  other = await createBuilderProject(s, token);
  contosoBundle = uuidv7();
  await s.sql("insert into bundles (tenant_id, id, account_id, name) values ($1, $2, $1, 'Contoso kit')", [
    DEMO_IDS.contoso,
    contosoBundle,
  ]);
});

describe("POST /projects/:id/bundle-products/bulk", () => {
  it("adds a catalogue bundle (items become lines, quantity × asked) and a named empty group, at the end", async () => {
    const res = await call("POST", "/bundle-products/bulk", {
      buildingId: p.buildingIds[0],
      items: [{ bundleId: C.warehouseWifiBundle, quantity: "3" }, { name: "Spares" }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = await expectPricedAnswer(s, p.id, res);
    [kit = "", spares = ""] = body.createdIds ?? [];
    // The line's part number is the manufacturer's, else the MSP's, partner's or distributor's (services
    // of the demo catalogue carry only a partner part number).
    const items = await s.sql<{ quantity: string; name: string; price: string; part: string }>(
      `select i.quantity, pr.name, pr.price,
              coalesce(nullif(pr.manufacturer_part_number, ''), nullif(pr.msp_part_number, ''),
                nullif(pr.partner_part_number, ''), pr.distributor_part_number) as part from bundle_items i
         join products pr on pr.tenant_id = i.product_tenant_id and pr.id = i.product_id
        where i.bundle_id = $1 order by i.position, i.id`,
      [C.warehouseWifiBundle],
    );
    const lines = await linesOf(s, p.id);
    expect(lines.map((l) => [l.bundle_product_id, l.name, num(l.quantity), l.part_number])).toEqual(
      items.map((i) => [kit, i.name, 3 * Number(i.quantity), i.part]),
    );
    const [bundle] = await s.sql<{ name: string }>("select name from bundles where id = $1", [
      C.warehouseWifiBundle,
    ]);
    expect(await bundleProductsIn(s, p.buildingIds[0])).toEqual([
      { id: kit, name: bundle?.name, position: 0 },
      { id: spares, name: "Spares", position: 1 },
    ]);
    expect(await lastEvent(s, p.id)).toMatchObject({
      type: "lines_added",
      data: { bundleProducts: 2, count: items.length },
    });
  });

  it("refuses as every builder call does", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("POST", `/projects/${p.id}/bundle-products/bulk`, {
        token: t,
        body: { version, buildingId: p.buildingIds[0], items: [{ name: "No" }] },
      }),
    );
  });

  it("answers 400 for another quote's building and bundles the caller cannot read, writing nothing", async () => {
    await expectBadRequest(
      s,
      p.id,
      () =>
        call("POST", "/bundle-products/bulk", { buildingId: other.buildingIds[0], items: [{ name: "X" }] }),
      { buildingId: PROJECT_MESSAGES.unknownBuilding },
    );
    await expectBadRequest(
      s,
      p.id,
      () =>
        call("POST", "/bundle-products/bulk", {
          buildingId: p.buildingIds[0],
          items: [{ name: "Fine" }, { bundleId: contosoBundle }, { bundleId: UNKNOWN_ID }],
        }),
      {
        "items.1.bundleId": PROJECT_MESSAGES.unknownBundle,
        "items.2.bundleId": PROJECT_MESSAGES.unknownBundle,
      },
    );
  });
});

describe("PUT /projects/:id/location-bundles/:bundleProductId", () => {
  it("updates a bundle product's fields and tasks", async () => {
    const sales = await userIdOf(s, "sales@msp.demo");
    const tasks = {
      items: ["Site survey"],
      users: [sales],
      start: "2026-03-01",
      targetCompletion: null,
      completion: null,
    };
    const res = await call("PUT", `/location-bundles/${spares}`, {
      name: "Spare parts",
      acceptEquipment: "yes",
      ingramPartNumber: "ING-1",
      tasks,
    });
    await expectPricedAnswer(s, p.id, res);
    const [row] = await s.sql(
      "select name, accept_equipment, ingram_part_number, tasks from project_bundle_products where id = $1",
      [spares],
    );
    expect(row).toEqual({ name: "Spare parts", accept_equipment: true, ingram_part_number: "ING-1", tasks });
    expect(await lastEvent(s, p.id)).toEqual({ type: "lines_changed", data: { bundleProducts: 1 } });
  });

  it("refuses as every builder call does, 404 for another quote's bundle product", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("PUT", `/projects/${p.id}/location-bundles/${spares}`, {
        token: t,
        body: { version, name: "No" },
      }),
    );
    const before = await versionOf(s, other.id);
    const res = await s.api("PUT", `/projects/${other.id}/location-bundles/${spares}`, {
      token: await token("sales@msp.demo"),
      body: { version: before, name: "No" },
    });
    expect(res.statusCode).toBe(404);
    expect(await versionOf(s, other.id)).toBe(before);
  });

  it("answers 400 for an unknown category or a task user outside the MSP, writing nothing", async () => {
    const customerUser = await userIdOf(s, "user@customer.demo");
    await expectBadRequest(
      s,
      p.id,
      () =>
        call("PUT", `/location-bundles/${spares}`, {
          categoryId: UNKNOWN_ID,
          tasks: { items: [], users: [customerUser] },
        }),
      { categoryId: MESSAGES.unknownCategory, "tasks.users.0": PROJECT_MESSAGES.unknownUser },
    );
  });
});

describe("PUT /projects/:id/bundle-products/bulk", () => {
  it("updates many bundle products, and answers 400 for one of another quote", async () => {
    const res = await call("PUT", "/bundle-products/bulk", {
      bundleProducts: [
        { id: kit, name: "Warehouse Wi-Fi" },
        { id: spares, acceptEquipment: "no" },
      ],
    });
    await expectPricedAnswer(s, p.id, res);
    expect((await bundleProductsIn(s, p.buildingIds[0])).map((b) => b.name)).toEqual([
      "Warehouse Wi-Fi",
      "Spare parts",
    ]);
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("PUT", `/projects/${p.id}/bundle-products/bulk`, {
        token: t,
        body: { version, bundleProducts: [{ id: kit, name: "No" }] },
      }),
    );
    await expectBadRequest(
      s,
      p.id,
      () =>
        call("PUT", "/bundle-products/bulk", {
          bundleProducts: [{ id: kit, name: "A" }, { id: UNKNOWN_ID }],
        }),
      { "bundleProducts.1.id": PROJECT_MESSAGES.unknownBundleProduct },
    );
  });
});
