import { DEMO_IDS } from "@q2c/db";

/** Rows of the benchmark quote: 2 locations × 2 buildings × 25 bundle products × 10 lines = 1,000 lines. */
export const BENCH_PROJECT = {
  locations: 2,
  buildingsPerLocation: 2,
  bundleProductsPerBuilding: 25,
  linesPerBundleProduct: 10,
} as const;

export const BENCH_LINES =
  BENCH_PROJECT.locations *
  BENCH_PROJECT.buildingsPerLocation *
  BENCH_PROJECT.bundleProductsPerBuilding *
  BENCH_PROJECT.linesPerBundleProduct;

interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

const hex = (n: number, width = 12) => n.toString(16).padStart(width, "0");

/**
 * Inserts a Northwind quote for Adatum with `lines` lines (BENCH_PROJECT's shape, or none when 0) straight
 * into the tables, in set-based statements, and returns its id. Totals stay unset: every GET prices the
 * quote anew, so the stored totals do not change what is measured. `seq` keeps the ids of several quotes apart.
 */
export async function seedBenchProject(db: Queryable, seq: number, lines: number): Promise<string> {
  const p = BENCH_PROJECT;
  const tenant = DEMO_IDS.northwind;
  const id = (kind: number, n: number) => `01930000-${hex(seq, 4)}-7000-8${hex(kind, 3)}-${hex(n)}`;
  const projectId = id(0, 0);
  const [{ next } = { next: 1 }] = await db.query<{ next: number }>(
    "select coalesce(max(quote_number), 0) + 1 as next from projects where tenant_id = $1",
    [tenant],
  );
  await db.query(
    `insert into projects (tenant_id, id, account_id, quote_number, deal_name, term_months, tax_rates)
     values ($1, $2, $3, $4, $5, 36, '[{"country":"US","ratePercent":"6.25"}]'::jsonb)`,
    [tenant, projectId, DEMO_IDS.adatum, next, `Bench quote ${lines} lines`],
  );
  if (lines === 0) return projectId;
  const bpPerLocation = p.buildingsPerLocation * p.bundleProductsPerBuilding;
  await db.query(
    `insert into project_locations (tenant_id, id, project_id, name, country, region, position)
     select $1, ('01930000-${hex(seq, 4)}-7000-8001-' || lpad(to_hex(n), 12, '0'))::uuid, $2, 'Site ' || n, 'US', 'MA', n
       from generate_series(0, $3::int - 1) as n`,
    [tenant, projectId, p.locations],
  );
  await db.query(
    `insert into project_buildings (tenant_id, id, project_id, project_location_id, name, position)
     select $1, ('01930000-${hex(seq, 4)}-7000-8002-' || lpad(to_hex(n), 12, '0'))::uuid, $2,
            ('01930000-${hex(seq, 4)}-7000-8001-' || lpad(to_hex(n / $3), 12, '0'))::uuid, 'Building ' || n, n % $3
       from generate_series(0, $4::int - 1) as n`,
    [tenant, projectId, p.buildingsPerLocation, p.locations * p.buildingsPerLocation],
  );
  await db.query(
    `insert into project_bundle_products (tenant_id, id, project_id, building_id, name, position)
     select $1, ('01930000-${hex(seq, 4)}-7000-8003-' || lpad(to_hex(n), 12, '0'))::uuid, $2,
            ('01930000-${hex(seq, 4)}-7000-8002-' || lpad(to_hex(n / $3), 12, '0'))::uuid, 'Bundle ' || n, n % $3
       from generate_series(0, $4::int - 1) as n`,
    [tenant, projectId, p.bundleProductsPerBuilding, p.locations * bpPerLocation],
  );
  // Every third line recurring monthly, every seventh without cost, some optional: the engine's real paths.
  await db.query(
    `insert into project_lines (tenant_id, id, project_id, bundle_product_id, name, part_number, pricing_model,
                                billing_frequency, quantity, price, cost, soft_cost, resource_hours, optional, chosen, position)
     select $1, ('01930000-${hex(seq, 4)}-7000-8004-' || lpad(to_hex(n), 12, '0'))::uuid, $2,
            ('01930000-${hex(seq, 4)}-7000-8003-' || lpad(to_hex(n / $3), 12, '0'))::uuid,
            'Line product ' || n, 'PN-' || n,
            case when n % 3 = 0 then 'recurring' else 'one_time' end,
            case when n % 3 = 0 then 'monthly' end,
            (1 + n % 12)::numeric, (10 + n % 990)::numeric + 0.99,
            case when n % 7 = 0 then null else (8 + n % 700)::numeric end,
            (n % 5)::numeric, (n % 4)::numeric * 0.5,
            n % 50 = 0, n % 50 <> 0, n % $3
       from generate_series(0, $4::int - 1) as n`,
    [tenant, projectId, p.linesPerBundleProduct, lines],
  );
  await db.query("analyze project_lines");
  return projectId;
}
