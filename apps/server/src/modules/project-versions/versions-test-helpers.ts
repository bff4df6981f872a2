import { DEMO_IDS, uuidv7 } from "@q2c/db";
import { expect } from "vitest";
import type { DemoEmail, TestServer } from "../../test/harness.ts";

// Quotes for the tests of project-versions and quotes-feed. They are made through the API (POST
// /projects, POST /projects/{id}/project-location-products) like a user would; only if those routes
// are not registered (they belong to other modules) are the rows written by SQL instead.

export type Tokens = (email: DemoEmail) => Promise<string>;

/** How the last helper call wrote its rows, for the report of which path the tests took. */
export const madeThrough = {
  project: "none" as "api" | "sql" | "none",
  line: "none" as "api" | "sql" | "none",
};

export interface TestQuote {
  id: string;
  version: number;
  /** Building ids in site and building order: HQ/Main, HQ/Annex, Lab/Lab. */
  buildings: string[];
}

const SITES = [
  {
    name: "HQ",
    country: "US",
    region: "MA",
    locality: "Boston",
    buildings: [{ name: "Main" }, { name: "Annex" }],
  },
  { name: "Lab", country: "US", region: "MA", locality: "Cambridge", buildings: [{ name: "Lab" }] },
];

/** Whether another module registered the route (the helpers fall back to SQL when not). */
const routed = (s: TestServer, method: "POST" | "PUT", url: string) =>
  s.app.hasRoute({ method, url: `/api/v1${url}` });

export async function projectVersion(s: TestServer, projectId: string): Promise<number> {
  const [row] = await s.sql<{ version: number }>("select version from projects where id = $1", [projectId]);
  return Number(row?.version);
}

async function insertQuote(s: TestServer, accountId: string, dealName: string, userId: string) {
  const id = uuidv7();
  const [next] = await s.sql<{ n: number }>(
    "select coalesce(max(quote_number), 0)::int + 1 as n from projects where tenant_id = $1",
    [DEMO_IDS.northwind],
  );
  await s.sql(
    `insert into projects (tenant_id, id, account_id, quote_number, deal_name, owner_user_id, created_by)
     values ($1, $2, $3, $4, $5, $6, $6)`,
    [DEMO_IDS.northwind, id, accountId, Number(next?.n), dealName, userId],
  );
  const buildings: string[] = [];
  for (const [li, site] of SITES.entries()) {
    const locationId = uuidv7();
    await s.sql(
      `insert into project_locations (tenant_id, id, project_id, name, country, region, locality, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [DEMO_IDS.northwind, locationId, id, site.name, site.country, site.region, site.locality, li],
    );
    for (const [bi, b] of site.buildings.entries()) {
      const buildingId = uuidv7();
      buildings.push(buildingId);
      await s.sql(
        `insert into project_buildings (tenant_id, id, project_id, project_location_id, name, position)
         values ($1, $2, $3, $4, $5, $6)`,
        [DEMO_IDS.northwind, buildingId, id, locationId, b.name, bi],
      );
    }
  }
  return { id, version: 1, buildings };
}

/** A Northwind quote with two sites and three buildings and no lines. */
export async function createQuote(
  s: TestServer,
  token: Tokens,
  opts: { email?: DemoEmail; accountId?: string; dealName?: string; sites?: boolean } = {},
): Promise<TestQuote> {
  const email = opts.email ?? "sales@msp.demo";
  const accountId = opts.accountId ?? DEMO_IDS.adatum;
  const dealName = opts.dealName ?? "Versions test";
  if (!routed(s, "POST", "/projects")) {
    madeThrough.project = "sql";
    const [user] = await s.sql<{ id: string }>("select id from users where email = $1", [email]);
    return insertQuote(s, accountId, dealName, user?.id ?? "");
  }
  const res = await s.api("POST", "/projects", {
    token: await token(email),
    body: { accountId, dealName, ...(opts.sites === false ? {} : { locations: SITES }) },
  });
  expect(res.statusCode, res.body).toBe(201);
  madeThrough.project = "api";
  const body = res.json() as { id: string; version: number; locations?: { buildings: { id: string }[] }[] };
  return {
    id: body.id,
    version: body.version,
    buildings: (body.locations ?? []).flatMap((l) => l.buildings.map((b) => b.id)),
  };
}

export interface TestLine {
  name?: string;
  partNumber?: string;
  quantity?: string;
  price?: string;
  cost?: string;
}

/** Adds a typed line to a building (as its own one-SKU bundle product); answers its id and the new version. */
export async function addLine(
  s: TestServer,
  token: Tokens,
  projectId: string,
  buildingId: string,
  line: TestLine = {},
): Promise<{ lineId: string; version: number }> {
  const fields = { name: "AP", partNumber: "AP-1", quantity: "2", price: "100", cost: "60", ...line };
  if (routed(s, "POST", "/projects/:id/project-location-products")) {
    const res = await s.api("POST", `/projects/${projectId}/project-location-products`, {
      token: await token("sales@msp.demo"),
      body: { version: await projectVersion(s, projectId), buildingId, ...fields },
    });
    expect(res.statusCode, res.body).toBe(201);
    madeThrough.line = "api";
    return { lineId: res.json().createdIds[0], version: res.json().version };
  }
  madeThrough.line = "sql";
  const bundleProductId = uuidv7();
  const lineId = uuidv7();
  await s.sql(
    `insert into project_bundle_products (tenant_id, id, project_id, building_id, name) values ($1, $2, $3, $4, $5)`,
    [DEMO_IDS.northwind, bundleProductId, projectId, buildingId, fields.name],
  );
  await s.sql(
    `insert into project_lines (tenant_id, id, project_id, bundle_product_id, name, part_number, quantity, price, cost)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      DEMO_IDS.northwind,
      lineId,
      projectId,
      bundleProductId,
      fields.name,
      fields.partNumber,
      fields.quantity,
      fields.price,
      fields.cost,
    ],
  );
  return { lineId, version: await projectVersion(s, projectId) };
}

/** Changes a line's price (PUT of the builder, or SQL if that route is not there). */
export async function setLinePrice(
  s: TestServer,
  token: Tokens,
  projectId: string,
  lineId: string,
  price: string,
): Promise<number> {
  if (!routed(s, "PUT", "/projects/:id/project-location-products/:lineId")) {
    await s.sql("update project_lines set price = $2 where id = $1", [lineId, price]);
    return projectVersion(s, projectId);
  }
  const res = await s.api("PUT", `/projects/${projectId}/project-location-products/${lineId}`, {
    token: await token("sales@msp.demo"),
    body: { version: await projectVersion(s, projectId), price },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().version;
}

/** Rows of a quote and its versions, to prove a refused call wrote nothing. */
export async function quoteState(s: TestServer, projectId: string) {
  const count = async (table: string) =>
    Number(
      (
        await s.sql<{ n: number }>(`select count(*)::int as n from ${table} where project_id = $1`, [
          projectId,
        ])
      )[0]?.n,
    );
  return {
    version: await projectVersion(s, projectId),
    versions: await s.sql(
      "select id, name, version, number from project_versions where project_id = $1 order by number",
      [projectId],
    ),
    lines: await s.sql("select id, price, quantity from project_lines where project_id = $1 order by id", [
      projectId,
    ]),
    buildings: await count("project_buildings"),
    events: await count("project_events"),
  };
}
