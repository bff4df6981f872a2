import { DEMO_IDS, uuidv7 } from "@q2c/db";
import { expect } from "vitest";
import type { DemoEmail, TestServer } from "../../test/harness.ts";

/** "Switches", a category every fresh database has. */
export const SWITCHES = "0190a000-0000-7000-8000-0000000c1004";
export const UNKNOWN_ID = "0190a000-0000-7000-8000-00000000dead";

export interface ProductFields {
  name: string;
  price?: string;
  recurringPrice?: string | null;
  cost?: string | null;
  manufacturerId?: string | null;
  mpn?: string;
}

/**
 * Puts a product straight into a tenant's catalogue with SQL, so these tests stand apart from the
 * products API. `tenant` is an account id at the top of its tenant (the platform's, or an MSP's).
 */
export async function insertProduct(s: TestServer, tenant: string, p: ProductFields): Promise<string> {
  const id = uuidv7();
  await s.sql(
    `insert into products (tenant_id, id, account_id, kind, category_id, name, price, recurring_price, cost,
       manufacturer_id, manufacturer_part_number)
     values ($1, $2, $1, 'product', $3, $4, $5, $6, $7, $8, $9)`,
    [
      tenant,
      id,
      SWITCHES,
      p.name,
      p.price ?? "0",
      p.recurringPrice ?? null,
      p.cost ?? null,
      p.manufacturerId ?? null,
      p.mpn ?? "",
    ],
  );
  return id;
}

/** Creates a bundle through the API as a demo user and answers it (anything but 201 fails the test). */
export async function createBundleAs(
  s: TestServer,
  token: (email: DemoEmail) => Promise<string>,
  email: DemoEmail,
  body: Record<string, unknown>,
): Promise<{ id: string; version: number; [key: string]: unknown }> {
  const res = await s.api("POST", "/bundles", { token: await token(email), body: { items: [], ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** How many bundles carry this name: the proof that a refused call wrote nothing. */
export async function bundlesNamed(s: TestServer, name: string): Promise<number> {
  const [row] = await s.sql<{ n: number }>("select count(*)::int as n from bundles where name = $1", [name]);
  return Number(row?.n ?? 0);
}

export const NORTHWIND = DEMO_IDS.northwind;
export const CONTOSO = DEMO_IDS.contoso;
export const PROSEWARE = DEMO_IDS.manufacturer;
