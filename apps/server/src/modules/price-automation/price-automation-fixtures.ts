import { DEMO_IDS, ROOT_CATEGORY_IDS, uuidv7 } from "@q2c/db";
import type { TestServer } from "../../test/harness.ts";

// Rows the price automation tests need, written straight to the database so that every price, cost and
// price method is exactly what a test computes by hand.

/** A category of the test's own (beneath the Products root unless a parent is given). */
export async function insertCategory(s: TestServer, name: string, parentId?: string): Promise<string> {
  const id = uuidv7();
  await s.sql("insert into categories (id, parent_id, name) values ($1, $2, $3)", [
    id,
    parentId ?? ROOT_CATEGORY_IDS.product,
    name,
  ]);
  return id;
}

/** A manufacturer account of the test's own, so that no demo product carries it. */
export async function insertManufacturer(s: TestServer, name: string): Promise<string> {
  const id = uuidv7();
  await s.sql(
    `insert into accounts (tenant_id, id, parent_id, account_name, company_type, is_manufacturer)
     values ($1, $1, $2, $3, 'manufacturer', true)`,
    [id, s.config.platformAccountId, name],
  );
  return id;
}

export interface ProductSpec {
  tenantId?: string;
  name: string;
  categoryId: string;
  manufacturerId?: string | null;
  cost: string | null;
  price: string;
  priceMethod: "Manual" | "Automation" | "Market rate";
}

/** A product row (Northwind's unless told otherwise); answers its id. */
export async function insertProduct(s: TestServer, p: ProductSpec): Promise<string> {
  const id = uuidv7();
  const tenantId = p.tenantId ?? DEMO_IDS.northwind;
  await s.sql(
    `insert into products (tenant_id, id, account_id, kind, category_id, manufacturer_id, name,
       manufacturer_part_number, cost, price, price_method)
     values ($1, $2, $1, 'product', $3, $4, $5, $6, $7, $8, $9)`,
    [
      tenantId,
      id,
      p.categoryId,
      p.manufacturerId ?? null,
      p.name,
      `MPN-${p.name}`,
      p.cost,
      p.price,
      p.priceMethod,
    ],
  );
  return id;
}

/** Price, price method and version of a product, as stored. */
export async function productState(
  s: TestServer,
  id: string,
): Promise<{ price: string; method: string; version: number }> {
  const [row] = await s.sql<{ price: string; method: string; version: number }>(
    "select price::numeric(18,2)::text as price, price_method as method, version from products where id = $1",
    [id],
  );
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

/** Turns an account's hasPriceAutomation flag on or off, as the platform owner does. */
export async function setPriceAutomation(s: TestServer, ownerToken: string, accountId: string, on: boolean) {
  const res = await s.api("PUT", `/accounts/${accountId}/entitlements`, {
    token: ownerToken,
    body: { entitlements: { hasPriceAutomation: on } },
  });
  if (res.statusCode !== 200) throw new Error(`entitlements: ${res.statusCode} ${res.body}`);
}

export const UNKNOWN_ID = "0190a000-0000-7000-8000-00000000dead";
