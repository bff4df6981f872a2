import { projects } from "@q2c/db";
import { priceProject, type TQuoteTotals } from "@q2c/domain";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestServer } from "../../test/harness.ts";
import {
  createTestProject,
  snapshotOf,
  type TestProject,
  type Tokens,
  TWO_SITES,
  versionOf,
} from "../../test/project-helpers.ts";
import { loadAggregate, pricingProjectOf } from "../project-core/aggregate.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { quoteTotalsOf } from "../project-core/project-view.ts";

export interface BuilderProject extends TestProject {
  /** Main and Annex on the first site, Store on the second. */
  buildingIds: [string, string, string];
}

/** The quote every builder test starts from: Adatum's, with two sites and three buildings. */
export async function createBuilderProject(s: TestServer, token: Tokens): Promise<BuilderProject> {
  return (await createTestProject(s, token, {
    dealName: "Builder test",
    locations: TWO_SITES,
  })) as BuilderProject;
}

/**
 * A builder call on the quote as sales@msp.demo, with the quote's current version added to `body`:
 * `path` is below /projects/{id}.
 */
export async function builderCall(
  s: TestServer,
  token: Tokens,
  projectId: string,
  method: "PUT" | "DELETE" | "POST" | "PATCH",
  path: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return s.api(method, `/projects/${projectId}${path}`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, projectId), ...body },
  });
}

/** A building's bundle products in position order. */
export function bundleProductsIn(s: TestServer, buildingId: string) {
  return s.sql<{ id: string; name: string; position: number }>(
    "select id, name, position from project_bundle_products where building_id = $1 order by position",
    [buildingId],
  );
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
