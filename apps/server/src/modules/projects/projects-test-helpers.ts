import { DEMO_IDS, uuidv7 } from "@q2c/db";
import { expect } from "vitest";
import type { DemoEmail, TestServer } from "../../test/harness.ts";

export const NORTHWIND = DEMO_IDS.northwind;
export const ADATUM = DEMO_IDS.adatum;
export const LITWARE = DEMO_IDS.litware;
export const FABRIKAM = DEMO_IDS.fabrikam;
export const UNKNOWN_ID = "0190a000-0000-7000-8000-00000000dead";

export type Tokens = (email: DemoEmail) => Promise<string>;

export interface CreatedProject {
  id: string;
  version: number;
  quoteNumber: number;
  locations: { id: string; buildings: { id: string; name: string }[] }[];
  [key: string]: unknown;
}

/** Creates a quote through the API (anything but 201 fails the test). */
export async function createProjectAs(
  s: TestServer,
  token: Tokens,
  email: DemoEmail,
  body: Record<string, unknown> = {},
): Promise<CreatedProject> {
  const res = await s.api("POST", "/projects", {
    token: await token(email),
    body: { accountId: ADATUM, dealName: "Test deal", ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A quote for Adatum with one site and one building, as most tests need. */
export function oneSiteProject(s: TestServer, token: Tokens, body: Record<string, unknown> = {}) {
  return createProjectAs(s, token, "sales@msp.demo", {
    locations: [{ name: "HQ", country: "US", region: "MA", buildings: [{ name: "Main" }] }],
    ...body,
  });
}

export async function versionOf(s: TestServer, projectId: string): Promise<number> {
  const [row] = await s.sql<{ version: number }>("select version from projects where id = $1", [projectId]);
  return Number(row?.version);
}

/** Rows under a quote, per table, to prove that a refused call wrote nothing. */
export async function rowsOf(s: TestServer, projectId: string): Promise<Record<string, number>> {
  const tables = [
    "project_locations",
    "project_buildings",
    "project_bundle_products",
    "project_lines",
    "project_events",
  ];
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const [row] = await s.sql<{ n: number }>(`select count(*)::int as n from ${t} where project_id = $1`, [
      projectId,
    ]);
    counts[t] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The project row and its children as they stand: equal snapshots mean nothing was written. */
export async function snapshotOf(s: TestServer, projectId: string) {
  const [project] = await s.sql("select * from projects where id = $1", [projectId]);
  return { project, rows: await rowsOf(s, projectId) };
}

export interface LineFields {
  productId?: string | null;
  partNumber?: string;
  quantity?: string;
  price?: string;
  cost?: string | null;
  pricingModel?: string;
  billingFrequency?: string | null;
}

/**
 * Puts a bundle product with one line into a building by SQL (the line endpoints belong to the builder
 * module), then saves the quote once through PUT /projects/{id} so its totals are priced again.
 * Answers the new version and the line's id.
 */
export async function insertLine(
  s: TestServer,
  token: Tokens,
  project: { id: string },
  buildingId: string,
  line: LineFields = {},
): Promise<{ version: number; lineId: string; bundleProductId: string }> {
  const bundleProductId = uuidv7();
  const lineId = uuidv7();
  await s.sql(
    `insert into project_bundle_products (tenant_id, id, project_id, building_id, name) values ($1, $2, $3, $4, 'Kit')`,
    [NORTHWIND, bundleProductId, project.id, buildingId],
  );
  await s.sql(
    `insert into project_lines (tenant_id, id, project_id, bundle_product_id, product_id, name, part_number,
       pricing_model, billing_frequency, quantity, price, cost)
     values ($1, $2, $3, $4, $5, 'Line', $6, $7, $8, $9, $10, $11)`,
    [
      NORTHWIND,
      lineId,
      project.id,
      bundleProductId,
      line.productId ?? null,
      line.partNumber ?? "",
      line.pricingModel ?? "one_time",
      line.billingFrequency ?? null,
      line.quantity ?? "2",
      line.price ?? "100",
      line.cost === undefined ? "60" : line.cost,
    ],
  );
  const res = await s.api("PUT", `/projects/${project.id}`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, project.id) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { version: res.json().version, lineId, bundleProductId };
}

/** Makes Fabrikam (the link partner) a member of the quote, as the members endpoint would. */
export async function addPartnerMember(s: TestServer, projectId: string): Promise<void> {
  await s.sql(
    `insert into project_members (tenant_id, id, project_id, member_account_id, member_tenant_id)
     values ($1, $2, $3, $4, $4)`,
    [NORTHWIND, uuidv7(), projectId, FABRIKAM],
  );
}
