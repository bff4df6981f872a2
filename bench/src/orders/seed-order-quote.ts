import { DEMO_CATALOGUE_IDS, DEMO_IDS, ROOT_CATEGORY_IDS } from "@q2c/db";

/**
 * The benchmark's accepted quote (issue #18 §5): Northwind's quote for Adatum with 4 sites × 5 buildings = 20
 * buildings, 5 bundle products of 10 lines each per building = 1,000 lines. Of every ten lines, seven are
 * equipment from the catalogue, bought from one of 3 distributors (Tailspin, the demo's, and two more), one an
 * installation service, one a monthly subscription (neither bought), and one a free-typed part with no
 * distributor (procured by hand). Each building's first bundle product carries two engineer tasks. So the
 * order has 1,000 lines, 80 suborders (3 distributors and "procure manually" per building), 20 provisioning
 * loads and 40 tasks.
 */
export const ORDER_BENCH = {
  sites: 4,
  buildingsPerSite: 5,
  bundleProductsPerBuilding: 5,
  linesPerBundleProduct: 10,
  productsPerDistributor: 30,
} as const;

export const ORDER_BENCH_LINES =
  ORDER_BENCH.sites *
  ORDER_BENCH.buildingsPerSite *
  ORDER_BENCH.bundleProductsPerBuilding *
  ORDER_BENCH.linesPerBundleProduct;

const BUILDINGS = ORDER_BENCH.sites * ORDER_BENCH.buildingsPerSite;
const BUNDLE_PRODUCTS = BUILDINGS * ORDER_BENCH.bundleProductsPerBuilding;

/** Two distributor accounts besides the demo's Tailspin (top accounts of their own, like Tailspin). */
export const BENCH_DISTRIBUTORS = [
  DEMO_IDS.distributor,
  "01940000-0000-7000-8000-0000000000d1",
  "01940000-0000-7000-8000-0000000000d2",
] as const;

interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** An id of group `g` (1 sites, 2 buildings, 3 bundle products, 4 lines, 5 products), number `n`. */
const idExpr = (g: number, n: string) =>
  `('01940000-0001-7000-800${g}-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

/** Inserts the quote, accepted, straight into the tables in set-based statements; answers its id. */
export async function seedOrderBenchQuote(db: Queryable, platformId: string): Promise<string> {
  const tenant = DEMO_IDS.northwind;
  const b = ORDER_BENCH;
  for (const [i, id] of BENCH_DISTRIBUTORS.slice(1).entries()) {
    await db.query(
      `insert into accounts (tenant_id, id, parent_id, account_name, company_type, is_distributor)
       values ($1, $1, $2, $3, 'distributor', true)`,
      [id, platformId, `Bench Distribution ${i + 2}`],
    );
  }
  // 30 pieces of equipment per distributor, each with the distributor's own SKU.
  await db.query(
    `insert into products (tenant_id, id, account_id, kind, category_id, name, manufacturer_part_number,
                           distributor_id, distributor_part_number, price, cost)
     select $1, ${idExpr(5, "n")}, $1, 'product', $2, 'Bench device ' || n, 'BD-' || n,
            ($3::uuid[])[1 + n % 3], 'SKU' || lpad(n::text, 6, '0'), (100 + n)::numeric, (80 + n)::numeric
       from generate_series(0, $4::int - 1) as n`,
    [tenant, ROOT_CATEGORY_IDS.product, BENCH_DISTRIBUTORS, 3 * b.productsPerDistributor],
  );
  const [{ next } = { next: 1 }] = await db.query<{ next: number }>(
    "select coalesce(max(quote_number), 0) + 1 as next from projects where tenant_id = $1",
    [tenant],
  );
  const projectId = "01940000-0001-7000-8000-000000000000";
  await db.query(
    `insert into projects (tenant_id, id, account_id, quote_number, deal_name, term_months, stage, accepted_at)
     values ($1, $2, $3, $4, 'Bench order quote, 1,000 lines', 36, 'acceptance', now())`,
    [tenant, projectId, DEMO_IDS.adatum, next],
  );
  await db.query(
    `insert into project_locations (tenant_id, id, project_id, name, country, region, locality, position)
     select $1, ${idExpr(1, "n")}, $2, 'Site ' || n, 'US', 'MA', 'Boston', n from generate_series(0, $3::int - 1) as n`,
    [tenant, projectId, b.sites],
  );
  await db.query(
    `insert into project_buildings (tenant_id, id, project_id, project_location_id, name, position)
     select $1, ${idExpr(2, "n")}, $2, ${idExpr(1, "n / $3")}, 'Building ' || n, n % $3
       from generate_series(0, $4::int - 1) as n`,
    [tenant, projectId, b.buildingsPerSite, BUILDINGS],
  );
  await db.query(
    `insert into project_bundle_products (tenant_id, id, project_id, building_id, name, position, accept_equipment, tasks)
     select $1, ${idExpr(3, "n")}, $2, ${idExpr(2, "n / $3")}, 'Bundle ' || n, n % $3, n % $3 = 0,
            case when n % $3 = 0 then jsonb_build_object('items', jsonb_build_array('Survey the ceilings', 'Mount the access points'),
                 'users', '[]'::jsonb, 'start', '2026-12-01', 'targetCompletion', '2026-12-15') else '{}'::jsonb end
       from generate_series(0, $4::int - 1) as n`,
    [tenant, projectId, b.bundleProductsPerBuilding, BUNDLE_PRODUCTS],
  );
  await db.query(
    `insert into project_lines (tenant_id, id, project_id, bundle_product_id, product_id, name, part_number,
                                pricing_model, billing_frequency, quantity, price, cost, position)
     select $1, ${idExpr(4, "n")}, $2, ${idExpr(3, "n / $3")},
            case when n % 10 < 7 then ${idExpr(5, "(n * 7) % $4")} when n % 10 = 7 then $5::uuid end,
            case when n % 10 < 7 then 'Bench device ' || (n * 7) % $4 when n % 10 = 7 then 'Installation'
                 when n % 10 = 8 then 'Managed Wi-Fi' else 'Cable tray ' || n end,
            case when n % 10 < 7 then 'BD-' || (n * 7) % $4 when n % 10 = 9 then 'CT-' || n else '' end,
            case when n % 10 = 8 then 'recurring' else 'one_time' end,
            case when n % 10 = 8 then 'monthly' end,
            (1 + n % 12)::numeric, (10 + n % 990)::numeric + 0.99, (8 + n % 700)::numeric, n % $3
       from generate_series(0, $6::int - 1) as n`,
    [
      tenant,
      projectId,
      b.linesPerBundleProduct,
      3 * b.productsPerDistributor,
      DEMO_CATALOGUE_IDS.apInstallation,
      ORDER_BENCH_LINES,
    ],
  );
  await db.query("analyze project_lines");
  return projectId;
}
