import { uuidv7 } from "@q2c/db";
import { expect } from "vitest";
import type { TestServer } from "../../test/harness.ts";
import {
  createTestProject,
  FABRIKAM,
  NORTHWIND,
  type TestProject,
  type Tokens,
  versionOf,
} from "../../test/project-helpers.ts";

/** A quote for Adatum with one site and one building, as most tests of this module need. */
export function oneSiteProject(
  s: TestServer,
  token: Tokens,
  body: Record<string, unknown> = {},
): Promise<TestProject> {
  return createTestProject(s, token, {
    locations: [{ name: "HQ", country: "US", region: "MA", buildings: [{ name: "Main" }] }],
    ...body,
  });
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
 * Puts a bundle product with one line into a building by SQL, then saves the quote once through
 * PUT /projects/{id} so its totals are priced again. SQL, not the builder's POST, because these tests
 * need lines the builder refuses (another MSP's product, a licence without cost) and no line event.
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

/**
 * Makes Fabrikam (the link partner) a member of the quote, as POST /projects/{id}/members would, but
 * without its member_added event: these tests assert the quote's own events.
 */
export async function addPartnerMember(s: TestServer, projectId: string): Promise<void> {
  await s.sql(
    `insert into project_members (tenant_id, id, project_id, member_account_id, member_tenant_id)
     values ($1, $2, $3, $4, $4)`,
    [NORTHWIND, uuidv7(), projectId, FABRIKAM],
  );
}
