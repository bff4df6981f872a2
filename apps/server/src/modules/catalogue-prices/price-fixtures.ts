import { ROOT_CATEGORY_IDS, uuidv7 } from "@q2c/db";
import type { TestServer } from "../../test/harness.ts";

// Rows the price tests need, written straight to the database so these tests do not depend on the
// products API.

/** A products row of `kind` in a tenant (a service unless told otherwise); answers its id. */
export async function insertProduct(
  s: TestServer,
  tenantId: string,
  kind = "service",
  name = "Svc",
): Promise<string> {
  const id = uuidv7();
  await s.sql(
    `insert into products (tenant_id, id, account_id, kind, category_id, name, price)
     values ($1, $2, $1, $3, $4, $5, '100')`,
    [tenantId, id, kind, ROOT_CATEGORY_IDS.services, name],
  );
  return id;
}

const COMPANY_TYPES = {
  is_financial: "financial",
  is_distributor: "distributor",
  is_manufacturer: "manufacturer",
} as const;

/** A top-level partner account with the given flag column set (is_financial, is_distributor, ...). */
export async function insertPartner(
  s: TestServer,
  name: string,
  flag: "is_financial" | "is_distributor" | "is_manufacturer",
  companyDetails: Record<string, unknown> = {},
): Promise<string> {
  const id = uuidv7();
  await s.sql(
    `insert into accounts (tenant_id, id, parent_id, account_name, company_type, ${flag}, company_details)
     values ($1, $1, $2, $3, $4, true, $5::jsonb)`,
    [id, s.config.platformAccountId, name, COMPANY_TYPES[flag], JSON.stringify(companyDetails)],
  );
  return id;
}

/** A uuid that names no row. */
export const UNKNOWN_ID = "0190a000-0000-7000-8000-00000000dead";

/** A platform-owner user whose role (finance) is outside the editor rule set, for the 403 cases. */
export async function platformFinanceToken(s: TestServer): Promise<string> {
  const password = "Str0ng-Pass!";
  const email = "finance@platform.demo";
  await s.api("POST", "/users/bulk-create", {
    token: (await s.login("owner@platform.demo")).accessToken,
    body: { users: [{ email, firstName: "F", lastName: "P", password, role: "finance" }] },
  });
  const res = await s.api("POST", "/auth/users", { body: { username: email, password } });
  return res.json().accessToken;
}

/** A category of its own beneath the Products root, so that no demo price sits on it already. */
export async function insertCategory(s: TestServer, name: string): Promise<string> {
  const id = uuidv7();
  await s.sql("insert into categories (id, parent_id, name) values ($1, $2, $3)", [
    id,
    ROOT_CATEGORY_IDS.product,
    name,
  ]);
  return id;
}
