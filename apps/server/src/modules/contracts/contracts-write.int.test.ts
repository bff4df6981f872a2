import { DEMO_IDS, DEMO_PROJECT_IDS, uuidv7 } from "@q2c/db";
import { CONTRACT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import type { DemoEmail } from "../../test/harness.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  ADATUM,
  CONTOSO,
  contractSnapshot,
  createTestContract,
  LITWARE,
  NORTHWIND,
  PRODUCTS,
  setHasContracts,
  UNKNOWN_ID,
} from "./contracts-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);

beforeAll(async () => {
  // Contoso gets the feature too, so that it is refused for being another tenant, not for its plan.
  await setHasContracts(s, token, CONTOSO, true);
});

const post = async (body: Record<string, unknown>, as: DemoEmail = "admin@msp.demo") =>
  s.api("POST", "/contracts", { token: await token(as), body });
const put = async (id: string, body: Record<string, unknown>, as: DemoEmail = "admin@msp.demo") =>
  s.api("PUT", `/contracts/${id}`, { token: await token(as), body });
const valid = { accountId: ADATUM, name: "Adatum hardware", startsOn: "2026-02-01" };

describe("POST /contracts", () => {
  it("creates a contract in the MSP's tenant, copying each product's name and part number", async () => {
    const res = await post({
      ...valid,
      reference: "PO-77",
      endsOn: "2026-12-31",
      notes: "Signed by procurement",
      products: [
        { productId: PRODUCTS.northwindHour, price: "139.5" },
        { productId: PRODUCTS.mr46, price: 800 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      accountId: ADATUM,
      accountName: "Adatum Corp",
      name: "Adatum hardware",
      reference: "PO-77",
      startsOn: "2026-02-01",
      endsOn: "2026-12-31",
      notes: "Signed by procurement",
      status: "active",
      productCount: 2,
      version: 1,
    });
    expect(body.products).toEqual([
      {
        id: expect.any(String),
        productId: PRODUCTS.northwindHour,
        name: "Northwind on-site engineer, per hour",
        partNumber: "NW-SUP-ONSITE",
        price: "139.50",
        listPrice: "155.00",
        position: 0,
      },
      expect.objectContaining({
        productId: PRODUCTS.mr46,
        partNumber: "MR46-HW",
        price: "800.00",
        position: 1,
      }),
    ]);
    expect(await s.sql("select tenant_id, created_by from contracts where id = $1", [body.id])).toEqual([
      { tenant_id: NORTHWIND, created_by: await userIdOf(s, "admin@msp.demo") },
    ]);
    expect(
      await countOf(s, "select 1 from audit_events where type = 'contract.created' and subject_id = $1", [
        body.id,
      ]),
    ).toBe(1);
  });

  it("lets sales create one, and the platform owner one for an MSP's customer in that MSP's tenant", async () => {
    const sales = await createTestContract(s, token, { accountId: LITWARE }, "sales@msp.demo");
    const owners = await createTestContract(
      s,
      token,
      { products: [{ productId: PRODUCTS.goldPlan, price: "20" }] },
      "owner@platform.demo",
    );
    expect(
      await s.sql("select tenant_id, account_id from contracts where id in ($1, $2) order by id", [
        sales.id,
        owners.id,
      ]),
    ).toEqual([
      { tenant_id: NORTHWIND, account_id: LITWARE },
      { tenant_id: NORTHWIND, account_id: ADATUM },
    ]);
  });

  it("answers 400 on accountId for anything but a customer of the caller's MSP, writing nothing", async () => {
    const before = await contractSnapshot(s);
    const cases: [DemoEmail, string][] = [
      ["admin@msp.demo", NORTHWIND],
      ["admin@msp.demo", DEMO_IDS.fabrikam],
      ["admin@msp.demo", UNKNOWN_ID],
      ["admin@msp2.demo", ADATUM],
      ["owner@platform.demo", CONTOSO],
    ];
    for (const [as, accountId] of cases) {
      const res = await post({ ...valid, accountId }, as);
      expect(res.statusCode, `${as} ${accountId}`).toBe(400);
      expect(res.json().fields).toEqual({ accountId: CONTRACT_MESSAGES.customerNotFound });
    }
    expect(await contractSnapshot(s)).toEqual(before);
  });

  it("answers 400 on products for a product the contract may not name, writing nothing", async () => {
    const before = await contractSnapshot(s);
    const cases: [DemoEmail, string][] = [
      ["admin@msp.demo", UNKNOWN_ID],
      ["admin@msp.demo", PRODUCTS.contosoHour],
      // The owner reads every catalogue, but Adatum's contract may name only Northwind's and the platform's.
      ["owner@platform.demo", PRODUCTS.contosoHour],
    ];
    for (const [as, productId] of cases) {
      const res = await post(
        {
          ...valid,
          products: [
            { productId: PRODUCTS.mr46, price: "1" },
            { productId, price: "1" },
          ],
        },
        as,
      );
      expect(res.statusCode, `${as} ${productId}`).toBe(400);
      expect(res.json().fields).toEqual({ products: CONTRACT_MESSAGES.productNotFound });
    }
    expect(await contractSnapshot(s)).toEqual(before);
  });

  it("answers 400 with field errors for malformed input, writing nothing", async () => {
    const before = await contractSnapshot(s);
    const twice = [
      { productId: PRODUCTS.mr46, price: "1" },
      { productId: PRODUCTS.mr46, price: "2" },
    ];
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...valid, endsOn: "2026-01-31" }, { endsOn: CONTRACT_MESSAGES.endsBeforeStart }],
      [{ ...valid, products: twice }, { products: CONTRACT_MESSAGES.duplicateProduct }],
      [{ ...valid, name: " " }, { name: expect.any(String) }],
      [{ ...valid, startsOn: "2026-02-30" }, { startsOn: expect.any(String) }],
      [
        { ...valid, products: [{ productId: PRODUCTS.mr46, price: "-1" }] },
        { "products.0.price": expect.any(String) },
      ],
      [{ ...valid, accountId: "adatum" }, { accountId: expect.any(String) }],
    ];
    for (const [body, fields] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toEqual(fields);
    }
    expect(await contractSnapshot(s)).toEqual(before);
  });

  it("answers 404 to customers and link partners, writing nothing", async () => {
    const before = await contractSnapshot(s);
    for (const as of ["user@customer.demo", "partner@link.demo"] as const) {
      expect((await post(valid, as)).statusCode, as).toBe(404);
    }
    expect(await contractSnapshot(s)).toEqual(before);
  });
});

describe("PUT /contracts/{id}", () => {
  it("changes only the fields given and bumps the version", async () => {
    const c = await createTestContract(s, token, {
      reference: "R-1",
      notes: "Keep me",
      endsOn: "2027-01-31",
    });
    const res = await put(c.id, { version: 1, name: "Renamed", reference: "R-2" }, "sales@msp.demo");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Renamed",
      reference: "R-2",
      notes: "Keep me",
      endsOn: "2027-01-31",
    });
    expect(res.json().version).toBe(2);
    const cleared = await put(c.id, { version: 2, nullFields: ["endsOn"] });
    expect(cleared.json()).toMatchObject({ endsOn: null, version: 3 });
  });

  it("replaces the products, keeping the row of each product that stays", async () => {
    const c = await createTestContract(s, token, {
      products: [
        { productId: PRODUCTS.mr46, price: "800" },
        { productId: PRODUCTS.fortigate, price: "500" },
      ],
    });
    const fortigateRow = c.products.find((p) => p.productId === PRODUCTS.fortigate)?.id;
    const res = await put(c.id, {
      version: c.version,
      products: [
        { productId: PRODUCTS.fortigate, price: "480" },
        { productId: PRODUCTS.goldPlan, price: "20" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const products = res.json().products;
    expect(products.map((p: Record<string, unknown>) => [p.productId, p.price, p.position])).toEqual([
      [PRODUCTS.fortigate, "480.00", 0],
      [PRODUCTS.goldPlan, "20.00", 1],
    ]);
    expect(products[0].id).toBe(fortigateRow);
    expect(await countOf(s, "select 1 from contract_products where contract_id = $1", [c.id])).toBe(2);
    const emptied = await put(c.id, { version: c.version + 1, products: [] });
    expect(emptied.json()).toMatchObject({ productCount: 0, products: [] });
  });

  it("keeps a product already on the contract after it left the catalogue", async () => {
    const productId = uuidv7();
    await s.sql(
      `insert into products (tenant_id, id, account_id, kind, category_id, name, price)
       values ($1, $2, $1, 'product', '0190a000-0000-7000-8000-0000000c1004', 'Leaving', 10)`,
      [NORTHWIND, productId],
    );
    const c = await createTestContract(s, token, { products: [{ productId, price: "9" }] });
    await s.sql("delete from products where id = $1", [productId]);
    const res = await put(c.id, { version: c.version, products: [{ productId, price: "8" }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().products).toEqual([
      expect.objectContaining({ id: c.products[0]?.id, name: "Leaving", price: "8.00", listPrice: null }),
    ]);
  });

  it("checks one date against the stored other and answers 400 on endsOn, writing nothing", async () => {
    const c = await createTestContract(s, token, { startsOn: "2026-03-01", endsOn: "2026-06-30" });
    const before = await contractSnapshot(s);
    const cases = [
      { endsOn: "2026-02-28" },
      { startsOn: "2026-07-01" },
      { startsOn: "2026-07-01", products: [] },
    ];
    for (const body of cases) {
      const res = await put(c.id, { version: c.version, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toEqual({ endsOn: CONTRACT_MESSAGES.endsBeforeStart });
    }
    const unknown = await put(c.id, {
      version: c.version,
      products: [{ productId: UNKNOWN_ID, price: "1" }],
    });
    expect(unknown.json().fields).toEqual({ products: CONTRACT_MESSAGES.productNotFound });
    const malformed = await put(c.id, { name: "No version" });
    expect(Object.keys(malformed.json().fields)).toEqual(["version"]);
    expect(await contractSnapshot(s)).toEqual(before);
  });

  it("answers 409 with the current version for a stale one, writing nothing", async () => {
    const c = await createTestContract(s, token, { products: [{ productId: PRODUCTS.mr46, price: "800" }] });
    expect((await put(c.id, { version: 1, name: "First" })).statusCode).toBe(200);
    const before = await contractSnapshot(s);
    const stale = await put(c.id, { version: 1, name: "Second", products: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
    expect(await contractSnapshot(s)).toEqual(before);
  });

  it("answers 404 for another MSP's contract and to customers, writing nothing", async () => {
    const c = await createTestContract(s, token);
    const before = await contractSnapshot(s);
    for (const as of ["admin@msp2.demo", "user@customer.demo", "partner@link.demo"] as const) {
      expect((await put(c.id, { version: 1, name: "Taken" }, as)).statusCode, as).toBe(404);
    }
    expect((await put(UNKNOWN_ID, { version: 1, name: "Nobody" })).statusCode).toBe(404);
    expect(await contractSnapshot(s)).toEqual(before);
  });
});

describe("DELETE /contracts/{id}", () => {
  it("deletes the contract with its products and answers 204", async () => {
    const c = await createTestContract(s, token, { products: [{ productId: PRODUCTS.mr46, price: "800" }] });
    const res = await s.api("DELETE", `/contracts/${c.id}`, { token: await token("sales@msp.demo") });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe("");
    expect(await countOf(s, "select 1 from contracts where id = $1", [c.id])).toBe(0);
    expect(await countOf(s, "select 1 from contract_products where contract_id = $1", [c.id])).toBe(0);
    expect(
      await countOf(s, "select 1 from audit_events where type = 'contract.deleted' and subject_id = $1", [
        c.id,
      ]),
    ).toBe(1);
    const again = await s.api("DELETE", `/contracts/${c.id}`, { token: await token("sales@msp.demo") });
    expect(again.statusCode).toBe(404);
  });

  it("leaves quotes it was applied to at the agreed prices, their contract without a name", async () => {
    const c = await createTestContract(s, token, {
      name: "Short-lived",
      products: [{ productId: PRODUCTS.mr46, price: "777" }],
    });
    const sales = await token("sales@msp.demo");
    const quote = DEMO_PROJECT_IDS.adatumWifi;
    const project = await s.api("GET", `/projects/${quote}`, { token: sales });
    const applied = await s.api("POST", `/projects/${quote}/apply-contract`, {
      token: sales,
      body: { version: project.json().version, contractId: c.id },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const pricedLines = () =>
      s.sql<{ price: string }>(
        "select price::numeric(18,2)::text as price from project_lines where project_id = $1 and product_id = $2",
        [quote, PRODUCTS.mr46],
      );
    const lines = await pricedLines();
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((l) => l.price))).toEqual(new Set(["777.00"]));
    expect((await s.api("DELETE", `/contracts/${c.id}`, { token: sales })).statusCode).toBe(204);
    const after = await s.api("GET", `/projects/${quote}`, { token: sales });
    expect(after.json().contract).toEqual({ id: c.id, name: null });
    expect(await pricedLines()).toEqual(lines);
  });

  it("answers 404 for another MSP's contract and to customers, deleting nothing", async () => {
    const c = await createTestContract(s, token);
    for (const as of ["admin@msp2.demo", "user@customer.demo", "partner@link.demo"] as const) {
      const res = await s.api("DELETE", `/contracts/${c.id}`, { token: await token(as) });
      expect(res.statusCode, as).toBe(404);
    }
    expect(await countOf(s, "select 1 from contracts where id = $1", [c.id])).toBe(1);
  });
});
