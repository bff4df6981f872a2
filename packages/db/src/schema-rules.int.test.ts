import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./connection.ts";
import { openFreshDatabase } from "./testing/fresh-database.ts";

// ARCHITECTURE.md, Tenancy: primary keys and foreign keys of tenant tables begin with tenant_id,
// as Citus requires of a distributed table. This reads the migrated schema, not the Drizzle source.
let db: Database;
beforeAll(async () => {
  db = await openFreshDatabase();
});
afterAll(async () => {
  await db.close();
});

interface Constraint {
  table_name: string;
  constraint_name: string;
  constraint_type: "PRIMARY KEY" | "FOREIGN KEY" | "UNIQUE";
  columns: string[];
}

async function constraints(): Promise<Constraint[]> {
  return db.query<Constraint>(`
    select c.relname as table_name, con.conname as constraint_name,
           case con.contype when 'p' then 'PRIMARY KEY' when 'f' then 'FOREIGN KEY' else 'UNIQUE' end as constraint_type,
           array(select a.attname from unnest(con.conkey) with ordinality k(attnum, ord)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord)::text[] as columns
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and con.contype in ('p', 'f', 'u')`);
}

async function tenantTables(): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'tenant_id' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

describe("tenant tables keep tenant_id first", () => {
  it("finds the tenant tables of the schema", async () => {
    const tables = await tenantTables();
    expect(tables).toEqual(expect.arrayContaining(["accounts", "users", "teams", "sessions", "locations"]));
  });

  it("every tenant table has a primary key that begins with tenant_id", async () => {
    const all = await constraints();
    const broken = (await tenantTables()).filter((t) => {
      const pk = all.find((c) => c.table_name === t && c.constraint_type === "PRIMARY KEY");
      return pk?.columns[0] !== "tenant_id";
    });
    expect(broken).toEqual([]);
  });

  it("every foreign key and unique constraint of a tenant table begins with tenant_id", async () => {
    const tenant = new Set(await tenantTables());
    const broken = (await constraints())
      .filter((c) => tenant.has(c.table_name) && c.constraint_type !== "PRIMARY KEY")
      .filter((c) => c.columns[0] !== "tenant_id")
      .map((c) => `${c.table_name}.${c.constraint_name} (${c.columns.join(", ")})`);
    expect(broken).toEqual([]);
  });

  it("tables without tenant_id are the known reference tables", async () => {
    const rows = await db.query<{ table_name: string }>(
      `select t.table_name from information_schema.tables t
        where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and not exists (select 1 from information_schema.columns c
                           where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'tenant_id')
        order by t.table_name`,
    );
    // A new table lands here only on purpose: either it is shared reference data, or it needs tenant_id.
    expect(rows.map((r) => r.table_name)).toEqual([
      "categories",
      "demo_distributor_orders",
      "distributor_events",
      "environment_bundles",
      "environment_rules",
      "environments",
      "login_failures",
      "login_identities",
      "mail_outbox",
      "rate_limit_hits",
      "requirements",
      "tax_rates",
    ]);
  });
});
