import { DEMO_CATALOGUE_IDS, DEMO_IDS, uuidv7 } from "@q2c/db";
import { todayUtc } from "@q2c/domain";
import { expect } from "vitest";
import type { DemoEmail, TestServer } from "../../test/harness.ts";

// What the contract tests share: demo ids, contracts made through the API, and switching the account flags
// that gate contracts the way the platform owner does.

export const NORTHWIND = DEMO_IDS.northwind;
export const CONTOSO = DEMO_IDS.contoso;
export const ADATUM = DEMO_IDS.adatum;
export const LITWARE = DEMO_IDS.litware;
export const UNKNOWN_ID = "0190a000-0000-7000-8000-00000000dead";

/** Platform products (readable by every MSP), Northwind's own and Contoso's own. */
export const PRODUCTS = {
  mr46: DEMO_CATALOGUE_IDS.merakiMr46,
  fortigate: DEMO_CATALOGUE_IDS.fortigate60f,
  goldPlan: DEMO_CATALOGUE_IDS.wifiGoldPlan,
  northwindHour: DEMO_CATALOGUE_IDS.northwindOnsiteHour,
  contosoHour: DEMO_CATALOGUE_IDS.contosoOnsiteHour,
} as const;

type Tokens = (email: DemoEmail) => Promise<string>;

/** Today plus `days` as YYYY-MM-DD (UTC), so date tests hold whatever day they run. */
export function dayFromToday(days: number): string {
  const d = new Date(`${todayUtc()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** POST /contracts as `as` (admin@msp.demo unless told), Adatum's from today, failing the test unless 201. */
export async function createTestContract(
  s: TestServer,
  token: Tokens,
  body: Record<string, unknown> = {},
  as: DemoEmail = "admin@msp.demo",
) {
  const res = await s.api("POST", "/contracts", {
    token: await token(as),
    body: { accountId: ADATUM, name: "Test contract", startsOn: todayUtc(), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: number; products: { id: string; productId: string }[] };
}

/** Every contract and contract product row: an equal snapshot after a refused call means nothing was written. */
export async function contractSnapshot(s: TestServer) {
  return {
    contracts: await s.sql("select * from contracts order by tenant_id, id"),
    products: await s.sql("select * from contract_products order by tenant_id, id"),
  };
}

/** Turns an account's hasContracts entitlement on or off, as the platform owner does. */
export async function setHasContracts(s: TestServer, token: Tokens, accountId: string, on: boolean) {
  const res = await s.api("PUT", `/accounts/${accountId}/entitlements`, {
    token: await token("owner@platform.demo"),
    body: { entitlements: { hasContracts: on } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Sets an account's canManageContracts (an owner-only account field) through PUT /accounts/{id}. */
export async function setCanManageContracts(s: TestServer, token: Tokens, accountId: string, on: boolean) {
  const owner = await token("owner@platform.demo");
  const current = await s.api("GET", `/accounts/${accountId}`, { token: owner });
  expect(current.statusCode, current.body).toBe(200);
  const res = await s.api("PUT", `/accounts/${accountId}`, {
    token: owner,
    body: { version: current.json().version, canManageContracts: on ? "yes" : "no" },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A customer of Contoso (the demo has none), so Contoso can hold a contract of its own. */
export async function insertContosoCustomer(s: TestServer): Promise<string> {
  const id = uuidv7();
  await s.sql(
    `insert into accounts (tenant_id, id, parent_id, account_name, company_type)
     values ($1, $2, $1, 'Contoso customer', 'customer')`,
    [CONTOSO, id],
  );
  return id;
}
