import { DEMO_IDS, projects, uuidv7 } from "@q2c/db";
import { priceProject, type TQuoteTotals } from "@q2c/domain";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { DemoEmail, TestServer } from "../../test/harness.ts";
import { loadAggregate, pricingProjectOf } from "../project-core/aggregate.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { quoteTotalsOf } from "../project-core/project-view.ts";

export const NORTHWIND = DEMO_IDS.northwind;
export const ADATUM = DEMO_IDS.adatum;
export const UNKNOWN_ID = "0190a000-0000-7000-8000-00000000dead";
export type Tokens = (email: DemoEmail) => Promise<string>;

export interface TestProject {
  id: string;
  version: number;
  /** Main and Annex on the first site, Store on the second. */
  buildingIds: [string, string, string];
  /** How it was made: through POST /projects, or by SQL while that call did not exist yet. */
  via: "api" | "sql";
}

/** The one shape every test starts from: Adatum's quote with two sites and three buildings. */
const SITES = [
  { name: "HQ", country: "US", region: "MA", buildings: [{ name: "Main" }, { name: "Annex" }] },
  { name: "Depot", country: "US", region: "MA", buildings: [{ name: "Store" }] },
];

/**
 * Creates a quote through POST /projects when the projects module answers it; otherwise inserts the rows
 * (project with no tax rates and empty totals, sites, buildings) so these tests do not wait for it.
 */
export async function createTestProject(s: TestServer, token: Tokens): Promise<TestProject> {
  const res = await s.api("POST", "/projects", {
    token: await token("sales@msp.demo"),
    body: { accountId: ADATUM, dealName: "Builder test", locations: SITES },
  });
  if (res.statusCode === 201) {
    const body = res.json() as { id: string; version: number; locations: { buildings: { id: string }[] }[] };
    const ids = body.locations.flatMap((l) => l.buildings.map((b) => b.id));
    return { id: body.id, version: body.version, buildingIds: ids as TestProject["buildingIds"], via: "api" };
  }
  expect(res.statusCode, res.body).toBe(404);
  return insertTestProject(s);
}

async function insertTestProject(s: TestServer): Promise<TestProject> {
  const id = uuidv7();
  const [n] = await s.sql<{ n: number }>(
    "select coalesce(max(quote_number), 0)::int + 1 as n from projects where tenant_id = $1",
    [NORTHWIND],
  );
  await s.sql(
    `insert into projects (tenant_id, id, account_id, quote_number, deal_name, tax_rates, totals)
     values ($1, $2, $3, $4, 'Builder test', '[]', '{}')`,
    [NORTHWIND, id, ADATUM, n?.n ?? 1],
  );
  const buildingIds: string[] = [];
  for (const [li, site] of SITES.entries()) {
    const locationId = uuidv7();
    await s.sql(
      `insert into project_locations (tenant_id, id, project_id, name, country, region, position)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [NORTHWIND, locationId, id, site.name, site.country, site.region, li],
    );
    for (const [bi, b] of site.buildings.entries()) {
      const buildingId = uuidv7();
      buildingIds.push(buildingId);
      await s.sql(
        `insert into project_buildings (tenant_id, id, project_id, project_location_id, name, position)
         values ($1, $2, $3, $4, $5, $6)`,
        [NORTHWIND, buildingId, id, locationId, b.name, bi],
      );
    }
  }
  return { id, version: 1, buildingIds: buildingIds as TestProject["buildingIds"], via: "sql" };
}

export async function versionOf(s: TestServer, projectId: string): Promise<number> {
  const [row] = await s.sql<{ version: number }>("select version from projects where id = $1", [projectId]);
  return Number(row?.version);
}

/** The project row and every row under it: an equal snapshot after a refused call means nothing was written. */
export async function snapshotOf(s: TestServer, projectId: string) {
  const [project] = await s.sql("select * from projects where id = $1", [projectId]);
  const bundleProducts = await s.sql(
    "select * from project_bundle_products where project_id = $1 order by id",
    [projectId],
  );
  const lines = await s.sql("select * from project_lines where project_id = $1 order by id", [projectId]);
  const events = await s.sql("select id from project_events where project_id = $1 order by id", [projectId]);
  return { project, bundleProducts, lines, events };
}

/** Totals as priceProject gives them for the stored quote: what every answer's totals must equal. */
export async function pricedTotals(s: TestServer, projectId: string): Promise<TQuoteTotals> {
  const { db } = s.deps.database;
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  return quoteTotalsOf(priceProject(pricingProjectOf(await loadAggregate(db, project as ProjectRow))));
}

/** The stored lines of a quote in building, bundle product and line order. */
export async function linesOf(s: TestServer, projectId: string) {
  return s.sql<{
    id: string;
    bundle_product_id: string;
    product_id: string | null;
    name: string;
    part_number: string;
    pricing_model: string;
    billing_frequency: string | null;
    quantity: string;
    price: string;
    cost: string | null;
    soft_cost: string;
    resource_hours: string;
    discount_percent: string | null;
    optional: boolean;
    alternative_group: string | null;
    chosen: boolean;
    position: number;
    approved_at: Date | null;
    approved_by: string | null;
  }>(
    `select l.* from project_lines l join project_bundle_products bp on bp.tenant_id = l.tenant_id
       and bp.id = l.bundle_product_id where l.project_id = $1 order by bp.position, l.position`,
    [projectId],
  );
}

/** Numbers as the engine compares them: "2.000000" and "2" are the same quantity. */
export const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/**
 * The refusals every builder call shares, each writing nothing: the editor's role is outside the quotes
 * rule set (403), another MSP does not see the quote (404), a customer is not an MSP (404), and a stale
 * version answers 409 with the current one. `call` sends the request with a token and a version.
 */
export async function expectRefusals(
  s: TestServer,
  token: Tokens,
  projectId: string,
  call: (token: string, version: number) => Promise<LightMyRequestResponse>,
): Promise<void> {
  const before = await snapshotOf(s, projectId);
  const version = Number((before.project as { version: number }).version);
  expect((await call(await token("editor@msp.demo"), version)).statusCode).toBe(403);
  expect((await call(await token("admin@msp2.demo"), version)).statusCode).toBe(404);
  expect((await call(await token("user@customer.demo"), version)).statusCode).toBe(404);
  const stale = await call(await token("sales@msp.demo"), version > 1 ? version - 1 : version + 1);
  expect(stale.statusCode, stale.body).toBe(409);
  expect(stale.json().version).toBe(version);
  expect(await snapshotOf(s, projectId)).toEqual(before);
}

/** A refused call (400) with these field errors that wrote nothing. */
export async function expectBadRequest(
  s: TestServer,
  projectId: string,
  send: () => Promise<LightMyRequestResponse>,
  fields: Record<string, string>,
): Promise<void> {
  const before = await snapshotOf(s, projectId);
  const res = await send();
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().fields).toMatchObject(fields);
  expect(await snapshotOf(s, projectId)).toEqual(before);
}

/** The answer's totals are priceProject's for the quote as stored, and its version the stored one. */
export async function expectPricedAnswer(s: TestServer, projectId: string, res: LightMyRequestResponse) {
  expect([200, 201], res.body).toContain(res.statusCode);
  const body = res.json();
  expect(body.totals).toEqual(await pricedTotals(s, projectId));
  expect(body.version).toBe(await versionOf(s, projectId));
  return body as { version: number; totals: TQuoteTotals; createdIds?: string[] };
}

/** The newest event of a quote: its type and data. */
export async function lastEvent(s: TestServer, projectId: string) {
  const [row] = await s.sql<{ type: string; data: Record<string, unknown> }>(
    "select type, data from project_events where project_id = $1 order by id desc limit 1",
    [projectId],
  );
  return row;
}
