import { DEMO_IDS } from "@q2c/db";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  CONTOSO,
  createBundleAs,
  insertProduct,
  NORTHWIND,
  PROSEWARE,
  UNKNOWN_ID,
} from "./bundle-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const ids = {} as Record<"office" | "northwind" | "contoso" | "officeType" | "switch" | "license", string>;

interface Listed {
  id: string;
  name: string;
  ownership: string;
  itemCount: number;
  oneTimeTotal: string;
  recurringTotal: string;
}
const names = (res: { json(): { data: Listed[] } }) => res.json().data.map((b) => b.name);

beforeAll(async () => {
  const platform = s.config.platformAccountId;
  ids.switch = await insertProduct(s, platform, {
    name: "Switch 24",
    price: "100.50",
    cost: "80",
    manufacturerId: PROSEWARE,
    mpn: "PS-24",
  });
  ids.license = await insertProduct(s, platform, { name: "Cloud licence", recurringPrice: "12.25" });
  const cable = await insertProduct(s, NORTHWIND, { name: "Cable", price: "2.10" });
  const contosoOwn = await insertProduct(s, CONTOSO, {
    name: "Contoso box",
    manufacturerId: DEMO_IDS.distributor,
  });

  const type = await s.api("POST", "/bundle-types", {
    token: await token("owner@platform.demo"),
    body: { name: "Office" },
  });
  ids.officeType = type.json().id;
  ids.office = (
    await createBundleAs(s, token, "owner@platform.demo", {
      name: "Office starter",
      bundleTypeId: ids.officeType,
      items: [
        { productId: ids.switch, quantity: "2", position: 1 },
        { productId: ids.license, quantity: 3, position: 0 },
      ],
    })
  ).id;
  ids.northwind = (
    await createBundleAs(s, token, "editor@msp.demo", {
      name: "Northwind kit",
      items: [
        { productId: ids.switch, quantity: "1" },
        { productId: cable, quantity: "10.5" },
      ],
    })
  ).id;
  ids.contoso = (
    await createBundleAs(s, token, "admin@msp2.demo", {
      name: "Contoso kit",
      items: [{ productId: contosoOwn, quantity: "1" }],
    })
  ).id;
});

describe("GET /bundles", () => {
  it("lists an MSP's own bundles and the platform's with item counts and exact totals, not another MSP's", async () => {
    const res = await s.api("GET", "/bundles", { token: await token("admin@msp.demo") });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Listed[];
    expect(data.find((b) => b.id === ids.office)).toMatchObject({
      ownership: "platform",
      itemCount: 2,
      oneTimeTotal: "201.00",
      recurringTotal: "36.75",
    });
    expect(data.find((b) => b.id === ids.northwind)).toMatchObject({
      ownership: "mine",
      itemCount: 2,
      oneTimeTotal: "122.55",
      recurringTotal: "0.00",
    });
    expect(names(res)).not.toContain("Contoso kit");
  });

  it("lets every MSP role read (editor and sales too) and the owner read everything", async () => {
    for (const email of ["editor@msp.demo", "sales@msp.demo"] as const) {
      expect((await s.api("GET", "/bundles", { token: await token(email) })).statusCode).toBe(200);
    }
    const owner = await s.api("GET", "/bundles", { token: await token("owner@platform.demo") });
    expect(names(owner)).toEqual(expect.arrayContaining(["Office starter", "Northwind kit", "Contoso kit"]));
  });

  it("answers 404 to a customer and a link partner", async () => {
    for (const email of ["user@customer.demo", "partner@link.demo"] as const) {
      expect((await s.api("GET", "/bundles", { token: await token(email) })).statusCode).toBe(404);
    }
  });

  it("filters by ownership and by bundle type", async () => {
    const t = await token("admin@msp.demo");
    const mine = await s.api("GET", "/bundles", { token: t, query: { productOwnership: "mine" } });
    expect(names(mine)).toContain("Northwind kit");
    expect(names(mine)).not.toContain("Office starter");
    const platform = await s.api("GET", "/bundles", { token: t, query: { productOwnership: "platform" } });
    expect(names(platform)).toContain("Office starter");
    expect(names(platform)).not.toContain("Northwind kit");
    const typed = await s.api("GET", "/bundles", { token: t, query: { bundleTypeId: ids.officeType } });
    expect(names(typed)).toEqual(["Office starter"]);
  });

  it("pages by keyset: limit, hasMore and startingAfter", async () => {
    const t = await token("admin@msp.demo");
    const all = (await s.api("GET", "/bundles", { token: t })).json().data as Listed[];
    const first = await s.api("GET", "/bundles", { token: t, query: { limit: "1" } });
    expect(first.json()).toMatchObject({ hasMore: true, data: [{ id: all[0]?.id }] });
    const next = await s.api("GET", "/bundles", {
      token: t,
      query: { limit: "1", startingAfter: all[0]!.id },
    });
    expect(next.json().data[0].id).toBe(all[1]?.id);
  });

  it("answers 400 for a bad ownership or limit", async () => {
    const t = await token("admin@msp.demo");
    const bad = await s.api("GET", "/bundles", {
      token: t,
      query: { productOwnership: "theirs", limit: "0" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("productOwnership");
  });
});

describe("GET /bundles/:id", () => {
  it("answers the items in position order, each with its product, which may be the platform's", async () => {
    const res = await s.api("GET", `/bundles/${ids.office}`, { token: await token("sales@msp.demo") });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: "Office starter",
      bundleTypeId: ids.officeType,
      ownership: "platform",
    });
    expect(body.items.map((i: { productId: string }) => i.productId)).toEqual([ids.license, ids.switch]);
    expect(body.items[1]).toMatchObject({
      quantity: "2.00",
      position: 1,
      product: {
        id: ids.switch,
        name: "Switch 24",
        kind: "product",
        manufacturerPartNumber: "PS-24",
        price: "100.5000",
        recurringPrice: null,
        pricingModel: "one_time",
        cost: "80.0000",
        ownership: "platform",
      },
    });
  });

  it("answers 404 for another MSP's bundle, an unknown id, and a customer", async () => {
    const other = await s.api("GET", `/bundles/${ids.northwind}`, { token: await token("admin@msp2.demo") });
    expect(other.statusCode).toBe(404);
    const unknown = await s.api("GET", `/bundles/${UNKNOWN_ID}`, { token: await token("admin@msp.demo") });
    expect(unknown.statusCode).toBe(404);
    const customer = await s.api("GET", `/bundles/${ids.office}`, {
      token: await token("user@customer.demo"),
    });
    expect(customer.statusCode).toBe(404);
  });

  it("keeps an item whose product was deleted, without a product and out of the totals", async () => {
    const gone = await insertProduct(s, NORTHWIND, { name: "Soon gone", price: "5" });
    const bundle = await createBundleAs(s, token, "editor@msp.demo", {
      name: "With a gap",
      items: [{ productId: gone, quantity: "2" }],
    });
    expect(bundle.oneTimeTotal).toBe("10.00");
    await s.sql("delete from products where id = $1", [gone]);
    const res = await s.api("GET", `/bundles/${bundle.id}`, { token: await token("editor@msp.demo") });
    expect(res.json()).toMatchObject({
      itemCount: 1,
      oneTimeTotal: "0.00",
      items: [{ productId: gone, product: null }],
    });
  });
});

describe("GET /bundles/manufacturers", () => {
  it("answers the manufacturers of products in the bundles the caller reads", async () => {
    const northwind = await s.api("GET", "/bundles/manufacturers", { token: await token("admin@msp.demo") });
    expect(northwind.statusCode).toBe(200);
    expect(northwind.json().data).toContainEqual({ id: PROSEWARE, name: "Proseware Devices" });
    // Tailspin makes only Contoso's own product: Northwind does not see it.
    expect(northwind.json().data.map((m: { name: string }) => m.name)).not.toContain("Tailspin Distribution");
    const contoso = await s.api("GET", "/bundles/manufacturers", { token: await token("admin@msp2.demo") });
    expect(contoso.json().data.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(["Proseware Devices", "Tailspin Distribution"]),
    );
  });

  it("narrows to the caller's own bundles with productOwnership=mine, and answers 404 to a customer", async () => {
    const mine = await s.api("GET", "/bundles/manufacturers", {
      token: await token("admin@msp2.demo"),
      query: { productOwnership: "mine" },
    });
    expect(mine.json().data.map((m: { name: string }) => m.name)).toEqual(["Tailspin Distribution"]);
    const customer = await s.api("GET", "/bundles/manufacturers", {
      token: await token("user@customer.demo"),
    });
    expect(customer.statusCode).toBe(404);
  });
});
