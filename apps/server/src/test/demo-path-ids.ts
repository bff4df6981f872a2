import { DEMO_CONTRACT_IDS, DEMO_IDS, DEMO_PROJECT_IDS } from "@q2c/db";
import type { TestServer } from "./harness.ts";

// Path ids of real demo rows for going over every endpoint of the OpenAPI document (fuzzing, bounds):
// Northwind's rows for its owner, the platform's reference rows for the platform owner, children of the
// row named before them in the path. A kind of row the demo has none of gets a random UUID (404 once the
// body passes validation).

const N = DEMO_IDS.northwind;
const ADATUM_QUOTE = DEMO_PROJECT_IDS.adatumWifi;

/** `<segment before the parameter>:<parameter>` to the query of one id; `$1` is the id before it. */
const QUERIES: Record<string, string> = {
  "users:id": "select id from users where email = 'owner@msp.demo'",
  "update:id": "select id from users where email = 'owner@msp.demo'",
  "teams:id": `select id from teams where tenant_id = '${N}' order by id`,
  "users:userId": "select user_id as id from team_members where team_id = $1",
  "accounts:id": `select '${N}'::uuid as id`,
  "accounts:accountId": `select '${DEMO_IDS.adatum}'::uuid as id`,
  "locations:id": `select id from locations where tenant_id = '${N}' order by id`,
  "floors:floorId": "select id from floors where location_id = $1 order by id",
  "categories:id": "select id from categories where parent_id is not null order by id",
  "bundles:id": `select id from bundles where tenant_id = '${N}' order by id`,
  "bundle-types:id": "select id from bundle_types order by id",
  "environments:id": "select id from environments order by id",
  "rules:ruleId": "select id from environment_rules where environment_id = $1 order by id",
  "requirements:id": "select id from requirements order by id",
  "tax-rates:id": "select id from tax_rates order by id",
  "products:id": `select id from products where tenant_id = '${N}' and kind = 'product' order by id`,
  "services:id": "select id from products where kind = 'service' order by tenant_id <> $N, id",
  "services:serviceId": "select id from products where kind = 'service' order by tenant_id <> $N, id",
  "category-prices:id": `select id from category_prices where tenant_id = '${N}' order by id`,
  "finance-charges:id": "select id from finance_charges order by id",
  "projects:id": `select '${ADATUM_QUOTE}'::uuid as id`,
  "project-location-products:lineId": "select id from project_lines where project_id = $1 order by id",
  "buildings:buildingId": "select id from project_buildings where project_id = $1 order by id",
  "location-bundles:bundleProductId":
    "select id from project_bundle_products where project_id = $1 order by id",
  "locations:locationId": "select id from project_locations where project_id = $1 order by id",
  "versions:versionId": `select '${DEMO_PROJECT_IDS.adatumFirstDraft}'::uuid as id`,
  "contracts:id": `select '${DEMO_CONTRACT_IDS.adatumAgreement}'::uuid as id`,
  "quotes:quoteId": `select '${ADATUM_QUOTE}'::uuid as id`,
  // A quote's documents are addressed by type and their sections by key, not by id.
  "documents:documentType": "select 'proposal' as id",
  "sections:key": "select 'cover' as id",
  "templates:id": `select id from document_templates where tenant_id = '${N}' order by id`,
  "document-sections:id": `select id from document_sections where tenant_id = '${N}' order by id`,
  "products:productId": `select id from products where tenant_id = '${N}' and kind = 'product' order by id`,
  "document-sections:documentType": "select 'proposal' as id",
};

const RANDOM_UUID = "0190a000-0000-7000-8000-00000000f00d";

/**
 * Each OpenAPI path (as the document writes it, with /api/v1) with its `{param}`s filled, below /api/v1
 * as TestServer.api takes it.
 */
export async function demoPathIds(s: TestServer, paths: string[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const path of paths) {
    const segments = path.replace(/^\/api\/v1/, "").split("/");
    let parent: string | undefined;
    for (let i = 0; i < segments.length; i++) {
      const param = /^\{(\w+)\}$/.exec(segments[i] ?? "")?.[1];
      if (!param) continue;
      const query = QUERIES[`${segments[i - 1]}:${param}`]?.replaceAll("$N", `'${N}'`);
      const [row] = query
        ? await s.sql<{ id: string }>(`${query} limit 1`, query.includes("$1") ? [parent] : [])
        : [];
      parent = row?.id ?? RANDOM_UUID;
      segments[i] = parent;
    }
    urls.set(path, segments.join("/"));
  }
  return urls;
}

/** Where the version of the row a URL starts from is kept, by its first segment. */
const VERSIONED: Record<string, string> = {
  users: "users",
  teams: "teams",
  accounts: "accounts",
  locations: "locations",
  bundles: "bundles",
  products: "products",
  services: "products",
  contracts: "contracts",
  "price-rules": "price_rules",
  projects: "projects",
  templates: "document_templates",
  "document-sections": "document_sections",
};

/** The current version of the row a URL (below /api/v1) starts from, if it has one. */
export async function versionAt(s: TestServer, url: string): Promise<number | undefined> {
  const [, segment, id] = url.split("/");
  const table = VERSIONED[segment ?? ""];
  if (!table || !id || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [row] = await s.sql<{ version: number }>(`select version from ${table} where id = $1`, [id]);
  return row?.version;
}

/** Body values by property name that pass the checks of most endpoints: real demo rows, valid formats. */
export async function demoBodyHints(s: TestServer): Promise<Record<string, unknown>> {
  const one = async (query: string) => (await s.sql<{ id: string }>(`${query} limit 1`))[0]?.id;
  const q = `'${ADATUM_QUOTE}'`;
  const category = await one("select id from categories where parent_id is not null order by id");
  const user = await one("select id from users where email = 'owner@msp.demo'");
  return {
    accountId: DEMO_IDS.adatum,
    categoryId: category,
    parentId: category,
    productId: await one(`select id from products where tenant_id = '${N}' and kind = 'product' order by id`),
    bundleId: await one("select id from bundles order by tenant_id, id"),
    bundleTypeId: await one("select id from bundle_types order by id"),
    buildingId: await one(`select id from project_buildings where project_id = ${q} order by id`),
    bundleProductId: await one(`select id from project_bundle_products where project_id = ${q} order by id`),
    lineId: await one(`select id from project_lines where project_id = ${q} order by id`),
    environmentId: await one("select id from environments order by id"),
    requirementId: await one("select id from requirements order by id"),
    contractId: DEMO_CONTRACT_IDS.adatumAgreement,
    manufacturerId: DEMO_IDS.manufacturer,
    distributorId: DEMO_IDS.distributor,
    partnerId: DEMO_IDS.woodgrove,
    financialPartnerId: DEMO_IDS.woodgrove,
    userId: user,
    ownerUserId: user,
    teamId: await one(`select id from teams where tenant_id = '${N}' order by id`),
    country: "US",
    region: "MA",
    locality: "Boston",
    phone: "+1 617 555 0100",
    businessPhone: "+1 617 555 0100",
    primaryColor: "#1D1D1F",
    secondaryColor: "#FF9F43",
    password: "Fuzz-Pass-2027!",
    photoURL: "https://example.com/a.png",
  };
}
