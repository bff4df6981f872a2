import { APP_ROLE, type Db, DEMO_IDS, DEMO_PROJECT_IDS, uuidv7 } from "@q2c/db";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "../test/harness.ts";

// Issue 14 §1: the row-level policies stand alone. Inside a scoped transaction a deliberately unfiltered
// `select * from <table>` returns only the caller's tenant's rows, for every tenant table read from the
// migrated schema (so a new table without a policy fails here), and writes into another tenant are refused.
const s = useTestServer();

/** Tables whose platform rows every MSP reads (migration 0007, q2c_platform_catalogue). */
const PLATFORM_READABLE = new Set([
  "products",
  "bundles",
  "bundle_items",
  "bundle_types",
  "category_prices",
  "managed_prices",
  "manufacturer_prices",
  "service_prices",
  "service_target_completions",
  "finance_charges",
  "files",
  // Documents (issue #17, migrations 0011 and 0012): the platform's templates, sections, product texts and
  // default templates.
  "document_templates",
  "document_sections",
  "product_document_sections",
  "document_settings",
]);

let tables: string[] = [];
let platformId = "";
beforeAll(async () => {
  const rows = await s.sql<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
      order by 1`,
  );
  tables = rows.map((r) => r.table_name);
  platformId = s.config.platformAccountId;
});

const scoped = (tenantId: string, accountId = tenantId): Db =>
  s.deps.database.scoped({ tenantId, accountId, all: false, platformId });

/**
 * Rows of other tenants the caller reads that no named policy opens: the platform's catalogue rows, and
 * partner accounts (the directory MSPs search to name a partner on a quote), are the only ones expected.
 */
async function foreignRows(db: Db, table: string, own: string): Promise<number> {
  const opened = PLATFORM_READABLE.has(table)
    ? sql` and tenant_id <> ${platformId}`
    : table === "accounts"
      ? sql` and not (${PARTNER_ACCOUNT})`
      : sql``;
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id <> ${own}${opened}`,
    )) as { rows: { n: number }[] };
    return rows[0]?.n ?? 0;
  });
}

const PARTNER_ACCOUNT = sql.raw(`not is_msp and company_type not in ('customer', 'platform_owner')
  and (is_sp_link or is_financial or is_distributor or is_isp or is_manufacturer
       or company_type in ('partner', 'financial', 'distributor', 'isp', 'isv', 'manufacturer'))`);

/** Every tenant id a scoped caller reads from the table, unfiltered. */
async function tenantsSeen(db: Db, table: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql.raw(`select distinct tenant_id::text as t from "${table}"`))) as {
      rows: { t: string }[];
    };
    return rows.map((r) => r.t);
  });
}

describe("row-level security on every tenant table", () => {
  it("is enabled and forced, with a policy, on every table that has tenant_id", async () => {
    const rows = await s.sql<{ relname: string; on: boolean; forced: boolean; policies: number }>(
      `select c.relname, c.relrowsecurity as on, c.relforcerowsecurity as forced,
              (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = any($1)`,
      [tables],
    );
    expect(tables.length).toBeGreaterThan(40);
    const weak = rows.filter((r) => !r.on || !r.forced || r.policies === 0).map((r) => r.relname);
    expect(weak).toEqual([]);
    expect(rows).toHaveLength(tables.length);
  });

  it("shows a tenant with no rows nothing of anyone else, but the platform's catalogue and partners", async () => {
    const stranger = uuidv7();
    for (const table of tables) {
      const seen = await foreignRows(scoped(stranger), table, stranger);
      expect({ table, seen }).toEqual({ table, seen: 0 });
    }
  });

  it("shows an MSP only its own tenant's rows (and the platform's catalogue and partners)", async () => {
    const contoso = DEMO_IDS.contoso;
    let ownRows = 0;
    for (const table of tables) {
      if ((await tenantsSeen(scoped(contoso), table)).includes(contoso)) ownRows++;
      const seen = await foreignRows(scoped(contoso), table, contoso);
      expect({ table, seen }).toEqual({ table, seen: 0 });
    }
    expect(ownRows).toBeGreaterThan(3);
  });

  it("opens a project of another tenant, its lines and its people once the caller's account is a member", async () => {
    const partner = scoped(DEMO_IDS.fabrikam);
    const linesOf = (db: Db) =>
      db.transaction(async (tx) => {
        const { rows } = (await tx.execute(
          sql`select count(*)::int as n from project_lines where project_id = ${DEMO_PROJECT_IDS.litwareNetwork}`,
        )) as { rows: { n: number }[] };
        return rows[0]?.n ?? 0;
      });
    expect(await linesOf(partner)).toBe(0);
    await s.sql(
      `insert into project_members (tenant_id, id, project_id, member_account_id, member_tenant_id)
       values ($1, $2, $3, $4, $4)`,
      [DEMO_IDS.northwind, uuidv7(), DEMO_PROJECT_IDS.litwareNetwork, DEMO_IDS.fabrikam],
    );
    expect(await linesOf(partner)).toBeGreaterThan(0);
    const seenUsers = await tenantsSeen(partner, "users");
    expect(seenUsers).toContain(DEMO_IDS.northwind);
    // Northwind's staff, never its customers' users.
    const customersUsers = await partner.transaction(async (tx) => {
      const { rows } = (await tx.execute(
        sql`select count(*)::int as n from users where tenant_id = ${DEMO_IDS.northwind} and account_id <> tenant_id`,
      )) as { rows: { n: number }[] };
      return rows[0]?.n;
    });
    expect(customersUsers).toBe(0);
  });

  it("refuses to insert a row carrying another tenant's tenant_id, in every table that has one", async () => {
    const northwind = DEMO_IDS.northwind;
    let tried = 0;
    for (const table of tables) {
      const [row] = await s.sql<{ r: Record<string, unknown> }>(
        `select to_jsonb(t) as r from "${table}" t where tenant_id = $1 limit 1`,
        [northwind],
      );
      if (!row) continue;
      tried++;
      const columns = await s.sql<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [table],
      );
      const list = sql.join(
        columns.map((c) => sql.identifier(c.column_name)),
        sql`, `,
      );
      const attempt = scoped(DEMO_IDS.contoso).transaction((tx) =>
        tx.execute(
          sql`insert into ${sql.identifier(table)} (${list}) select ${list} from jsonb_populate_record(null::${sql.identifier(table)}, ${JSON.stringify(row.r)}::jsonb)`,
        ),
      );
      const error = await attempt.then(
        () => new Error("inserted"),
        (err: Error & { cause?: Error }) => err.cause ?? err,
      );
      expect({ table, error: error.message }).toEqual({
        table,
        error: expect.stringMatching(/row-level security/),
      });
    }
    expect(tried).toBeGreaterThan(20);
  });

  it("updates and deletes nothing of another tenant, even unfiltered", async () => {
    const before = await s.sql<{ n: number }>(
      "select count(*)::int as n from accounts where tenant_id = $1",
      [DEMO_IDS.northwind],
    );
    await scoped(DEMO_IDS.contoso).transaction(async (tx) => {
      await tx.execute(
        sql`update accounts set account_name = 'taken' where tenant_id = ${DEMO_IDS.northwind}`,
      );
      await tx.execute(sql`delete from project_lines`);
    });
    const names = await s.sql<{ n: number }>(
      "select count(*)::int as n from accounts where tenant_id = $1 and account_name = 'taken'",
      [DEMO_IDS.northwind],
    );
    expect(names[0]?.n).toBe(0);
    const lines = await s.sql<{ n: number }>("select count(*)::int as n from project_lines");
    expect(lines[0]?.n).toBeGreaterThan(0);
    const after = await s.sql<{ n: number }>("select count(*)::int as n from accounts where tenant_id = $1", [
      DEMO_IDS.northwind,
    ]);
    expect(after).toEqual(before);
  });
});

describe("the application role", () => {
  it("owns no table and is neither superuser nor BYPASSRLS", async () => {
    const [role] = await s.sql<{ rolsuper: boolean; rolbypassrls: boolean }>(
      "select rolsuper, rolbypassrls from pg_roles where rolname = $1",
      [APP_ROLE],
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await s.sql("select tablename from pg_tables where tableowner = $1", [APP_ROLE]);
    expect(owned).toEqual([]);
  });

  it("is what a scoped statement runs as, whatever role the server connected with", async () => {
    const rows = await scoped(DEMO_IDS.contoso).execute(sql`select current_user as u`);
    expect((rows as unknown as { rows: { u: string }[] }).rows[0]?.u).toBe(APP_ROLE);
  });
});
