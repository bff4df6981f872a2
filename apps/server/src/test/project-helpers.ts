import { DEMO_IDS } from "@q2c/db";
import { expect } from "vitest";
import type { DemoEmail, TestServer } from "./harness.ts";

// Quotes for the tests of the quote modules (projects, project-lines, project-collab, project-versions,
// quotes-feed), made through the API as a user would.

export const NORTHWIND = DEMO_IDS.northwind;
export const ADATUM = DEMO_IDS.adatum;
export const LITWARE = DEMO_IDS.litware;
export const FABRIKAM = DEMO_IDS.fabrikam;
export const UNKNOWN_ID = "0190a000-0000-7000-8000-00000000dead";

/** Access tokens of demo users (tokensFor in demo-helpers.ts). */
export type Tokens = (email: DemoEmail) => Promise<string>;

/** Two sites and three buildings: HQ with Main and Annex, Depot with Store. */
export const TWO_SITES = [
  { name: "HQ", country: "US", region: "MA", buildings: [{ name: "Main" }, { name: "Annex" }] },
  { name: "Depot", country: "US", region: "MA", buildings: [{ name: "Store" }] },
];

/** POST /projects as it answered. */
interface CreatedProject {
  id: string;
  version: number;
  quoteNumber: number;
  locations: { id: string; buildings: { id: string; name: string }[] }[];
  [key: string]: unknown;
}

export interface TestProject extends CreatedProject {
  /** Every building's id, in site and building order. */
  buildingIds: string[];
}

/**
 * Creates a quote through POST /projects (anything but 201 fails the test): Adatum's, named "Test deal",
 * with no sites, made by sales@msp.demo, unless `body` or `as` say otherwise. Answers the created quote.
 */
export async function createTestProject(
  s: TestServer,
  token: Tokens,
  body: Record<string, unknown> = {},
  as: DemoEmail = "sales@msp.demo",
): Promise<TestProject> {
  const res = await s.api("POST", "/projects", {
    token: await token(as),
    body: { accountId: ADATUM, dealName: "Test deal", ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as CreatedProject;
  return { ...created, buildingIds: created.locations.flatMap((l) => l.buildings.map((b) => b.id)) };
}

/**
 * Shares the quote with its customer through POST /projects/{id}/share, as sales@msp.demo (anything but 200
 * fails the test): until then the customer's users get 404 for it. Answers the quote's new version.
 */
export async function shareTestProject(s: TestServer, token: Tokens, projectId: string): Promise<number> {
  const res = await s.api("POST", `/projects/${projectId}/share`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, projectId) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().version;
}

export async function versionOf(s: TestServer, projectId: string): Promise<number> {
  const [row] = await s.sql<{ version: number }>("select version from projects where id = $1", [projectId]);
  return Number(row?.version);
}

/** Rows of one of the quote's tables (project_members, project_comments, ...). */
export async function countRows(s: TestServer, table: string, projectId: string): Promise<number> {
  const [row] = await s.sql<{ n: number }>(`select count(*)::int as n from ${table} where project_id = $1`, [
    projectId,
  ]);
  return Number(row?.n ?? 0);
}

/** The project row and every row of its contents: an equal snapshot after a refused call means nothing was written. */
export async function snapshotOf(s: TestServer, projectId: string) {
  const rows = (table: string) =>
    s.sql(`select * from ${table} where project_id = $1 order by id`, [projectId]);
  const [project] = await s.sql("select * from projects where id = $1", [projectId]);
  return {
    project,
    locations: await rows("project_locations"),
    buildings: await rows("project_buildings"),
    bundleProducts: await rows("project_bundle_products"),
    lines: await rows("project_lines"),
    events: await s.sql("select id from project_events where project_id = $1 order by id", [projectId]),
  };
}

export interface TestLine {
  name?: string;
  partNumber?: string;
  quantity?: string;
  price?: string;
  cost?: string;
}

/**
 * Adds a typed line to a building (as its own one-SKU bundle product) through POST
 * /projects/{id}/project-location-products; answers its id and the quote's new version.
 */
export async function addTestLine(
  s: TestServer,
  token: Tokens,
  projectId: string,
  buildingId: string,
  line: TestLine = {},
): Promise<{ lineId: string; version: number }> {
  const fields = { name: "AP", partNumber: "AP-1", quantity: "2", price: "100", cost: "60", ...line };
  const res = await s.api("POST", `/projects/${projectId}/project-location-products`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, projectId), buildingId, ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { lineId: res.json().createdIds[0], version: res.json().version };
}
