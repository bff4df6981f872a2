import { DEMO_CONTRACT_IDS, uuidv7 } from "@q2c/db";
import { todayUtc } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import type { DemoEmail } from "../../test/harness.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  ADATUM,
  CONTOSO,
  createTestContract,
  dayFromToday,
  insertContosoCustomer,
  LITWARE,
  NORTHWIND,
  PRODUCTS,
  setHasContracts,
  UNKNOWN_ID,
} from "./contracts-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const { adatumAgreement, litwareExpired } = DEMO_CONTRACT_IDS;

/** Contracts this file makes, beside the two demo ones. */
const made = {} as Record<"upcoming" | "endsToday" | "endedYesterday" | "startsToday" | "contoso", string>;

interface Item {
  id: string;
  status: string;
}
const list = async (query: Record<string, string> = {}, as: DemoEmail = "admin@msp.demo") => {
  const res = await s.api("GET", "/contracts", { token: await token(as), query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Item[]; hasMore: boolean };
};
const idsOf = async (query: Record<string, string> = {}, as: DemoEmail = "admin@msp.demo") =>
  (await list(query, as)).data.map((c) => c.id);

beforeAll(async () => {
  // In creation order, so newest first is the reverse.
  made.upcoming = (
    await createTestContract(s, token, {
      accountId: LITWARE,
      name: "Litware next year",
      reference: "LIT-NEXT",
      startsOn: dayFromToday(30),
    })
  ).id;
  made.endsToday = (
    await createTestContract(s, token, {
      name: "Adatum short term",
      startsOn: dayFromToday(-10),
      endsOn: todayUtc(),
      products: [{ productId: PRODUCTS.mr46, price: "800" }],
    })
  ).id;
  made.endedYesterday = (
    await createTestContract(s, token, {
      name: "Adatum last month",
      startsOn: dayFromToday(-30),
      endsOn: dayFromToday(-1),
    })
  ).id;
  made.startsToday = (await createTestContract(s, token, { name: "Adatum from today" }, "sales@msp.demo")).id;
  await setHasContracts(s, token, CONTOSO, true);
  const contosoCustomer = await insertContosoCustomer(s);
  made.contoso = (
    await createTestContract(
      s,
      token,
      { accountId: contosoCustomer, name: "Contoso's own" },
      "admin@msp2.demo",
    )
  ).id;
});

const northwindNewestFirst = () => [
  made.startsToday,
  made.endedYesterday,
  made.endsToday,
  made.upcoming,
  litwareExpired,
  adatumAgreement,
];

describe("GET /contracts", () => {
  it("lists the MSP's contracts newest first with customer, product count and status, to admin and sales", async () => {
    for (const as of ["admin@msp.demo", "sales@msp.demo"] as const) {
      expect(await idsOf({}, as)).toEqual(northwindNewestFirst());
    }
    const { data } = await list();
    expect(data.find((c) => c.id === adatumAgreement)).toEqual({
      id: adatumAgreement,
      accountId: ADATUM,
      accountName: "Adatum Corp",
      name: "Adatum 2026 price agreement",
      reference: "ADT-2026-01",
      startsOn: "2026-01-01",
      endsOn: null,
      status: "active",
      productCount: 5,
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(data.find((c) => c.id === litwareExpired)).toMatchObject({
      accountName: "Litware Inc",
      status: "ended",
      productCount: 2,
    });
    expect(data.find((c) => c.id === made.upcoming)).toMatchObject({ status: "upcoming", productCount: 0 });
  });

  it("filters by status on today's date, both days of a contract included", async () => {
    expect(await idsOf({ status: "active" })).toEqual([made.startsToday, made.endsToday, adatumAgreement]);
    expect(await idsOf({ status: "ended" })).toEqual([made.endedYesterday, litwareExpired]);
    expect(await idsOf({ status: "upcoming" })).toEqual([made.upcoming]);
    for (const status of ["active", "ended", "upcoming"]) {
      expect(new Set((await list({ status })).data.map((c) => c.status))).toEqual(new Set([status]));
    }
  });

  it("filters by customer and searches name, reference and customer name", async () => {
    expect(await idsOf({ accountId: LITWARE })).toEqual([made.upcoming, litwareExpired]);
    expect(await idsOf({ accountId: LITWARE, status: "ended" })).toEqual([litwareExpired]);
    expect(await idsOf({ search: "adt-2026" })).toEqual([adatumAgreement]);
    expect(await idsOf({ search: "LITWARE" })).toEqual([made.upcoming, litwareExpired]);
    expect(await idsOf({ search: "short term" })).toEqual([made.endsToday]);
    // Wildcards are taken literally.
    expect(await idsOf({ search: "%" })).toEqual([]);
  });

  it("pages by id in both directions", async () => {
    const all = northwindNewestFirst();
    const first = await list({ limit: "4" });
    expect(first).toEqual({
      data: all.slice(0, 4).map((id) => expect.objectContaining({ id })),
      hasMore: true,
    });
    const second = await list({ limit: "4", startingAfter: all[3] as string });
    expect(second.data.map((c) => c.id)).toEqual(all.slice(4));
    expect(second.hasMore).toBe(false);
    const back = await list({ limit: "2", endingBefore: all[4] as string });
    expect(back.data.map((c) => c.id)).toEqual(all.slice(2, 4));
    expect(back.hasMore).toBe(true);
  });

  it("shows the platform owner every MSP's contracts and another MSP only its own", async () => {
    const owners = await idsOf({ limit: "100" }, "owner@platform.demo");
    expect(owners).toEqual(expect.arrayContaining([...northwindNewestFirst(), made.contoso]));
    expect(await idsOf({}, "admin@msp2.demo")).toEqual([made.contoso]);
    expect(await idsOf({ accountId: ADATUM }, "admin@msp2.demo")).toEqual([]);
  });

  it("answers 404 to customers and link partners", async () => {
    for (const as of ["user@customer.demo", "partner@link.demo"] as const) {
      const res = await s.api("GET", "/contracts", { token: await token(as) });
      expect(res.statusCode, as).toBe(404);
    }
  });

  it("answers 400 with field errors for a bad query", async () => {
    const t = await token("admin@msp.demo");
    for (const [query, field] of [
      [{ status: "expired" }, "status"],
      [{ accountId: "adatum" }, "accountId"],
      [{ limit: "0" }, "limit"],
      [{ startingAfter: "x" }, "startingAfter"],
    ] as const) {
      const res = await s.api("GET", "/contracts", { token: t, query });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields), field).toEqual([field]);
    }
  });
});

describe("GET /contracts/{id}", () => {
  it("answers a contract with its products in order, agreed prices beside today's catalogue prices", async () => {
    for (const as of ["admin@msp.demo", "sales@msp.demo"] as const) {
      const res = await s.api("GET", `/contracts/${adatumAgreement}`, { token: await token(as) });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id: adatumAgreement,
        accountId: ADATUM,
        accountName: "Adatum Corp",
        status: "active",
        productCount: 5,
        notes: expect.stringContaining("Adatum purchasing"),
        createdAt: expect.any(String),
      });
      expect(body.products.map((p: Record<string, unknown>) => [p.partNumber, p.price, p.listPrice])).toEqual(
        [
          ["MR46-HW", "849.00", "919.17"],
          ["MS120-24P-HW", "1049.00", "1121.55"],
          ["SVC-INST-AP", "135.00", "150.00"],
          // A recurring product's catalogue price is its recurring price, as a quote line takes it.
          ["PLAN-WIFI-GOLD", "21.00", "24.00"],
          ["FG-60F", "549.00", "593.53"],
        ],
      );
      expect(body.products.map((p: { position: number }) => p.position)).toEqual([0, 1, 2, 3, 4]);
    }
  });

  it("keeps a product that left the catalogue, without a catalogue price", async () => {
    const productId = uuidv7();
    await s.sql(
      `insert into products (tenant_id, id, account_id, kind, category_id, name, msp_part_number, price)
       values ($1, $2, $1, 'product', '0190a000-0000-7000-8000-0000000c1004', 'Soon gone', 'NW-GONE', 40)`,
      [NORTHWIND, productId],
    );
    const contract = await createTestContract(s, token, {
      name: "With a product that goes",
      products: [{ productId, price: "35.5" }],
    });
    await s.sql("delete from products where id = $1", [productId]);
    const res = await s.api("GET", `/contracts/${contract.id}`, { token: await token("sales@msp.demo") });
    expect(res.json().products).toEqual([
      {
        id: contract.products[0]?.id,
        productId,
        name: "Soon gone",
        partNumber: "NW-GONE",
        price: "35.50",
        listPrice: null,
        position: 0,
      },
    ]);
    await s.sql("delete from contracts where id = $1", [contract.id]);
  });

  it("lets the platform owner read any MSP's contract", async () => {
    const t = await token("owner@platform.demo");
    for (const id of [adatumAgreement, made.contoso]) {
      expect((await s.api("GET", `/contracts/${id}`, { token: t })).statusCode).toBe(200);
    }
  });

  it("answers 404 for another MSP's contract, to customers and partners, and for an unknown id", async () => {
    const cases: [DemoEmail, string][] = [
      ["admin@msp2.demo", adatumAgreement],
      ["admin@msp.demo", made.contoso],
      ["user@customer.demo", adatumAgreement],
      ["partner@link.demo", adatumAgreement],
      ["admin@msp.demo", UNKNOWN_ID],
    ];
    for (const [as, id] of cases) {
      const res = await s.api("GET", `/contracts/${id}`, { token: await token(as) });
      expect(res.statusCode, `${as} ${id}`).toBe(404);
    }
    const bad = await s.api("GET", "/contracts/not-an-id", { token: await token("admin@msp.demo") });
    expect(bad.statusCode).toBe(400);
  });
});
