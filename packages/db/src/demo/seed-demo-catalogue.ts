import { getTableColumns, SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../connection.ts";
import {
  bundleItems,
  bundles,
  bundleTypes,
  catalogueSettings,
  categoryPrices,
  environmentBundles,
  environmentRules,
  environments,
  products,
  requirements,
  taxRates,
} from "../schema/index.ts";
import { buildingUseRows } from "./demo-building-use.ts";
import { bundleRows, PLATFORM_BUNDLES, platformBundleTypes } from "./demo-catalogue-bundles.ts";
import {
  contosoProducts,
  NORTHWIND_BUNDLES,
  northwindPricing,
  northwindProducts,
} from "./demo-catalogue-northwind.ts";
import { finder, partNumberIndex, platformProducts } from "./demo-catalogue-products.ts";
import { demoId } from "./demo-catalogue-rows.ts";
import { DEMO_IDS } from "./demo-ids.ts";

type Writer = Pick<Db, "execute">;

/** Every row of the demo catalogue, built in memory from the tables (pure, so tests can read it too). */
export function demoCatalogue(platformId: string) {
  const platform = platformProducts(platformId);
  const northwind = northwindProducts();
  const platformIndex = partNumberIndex(platform);
  let items = 0;
  const itemId = () => demoId("e", 0x2001 + items++);
  const own = bundleRows(platformId, PLATFORM_BUNDLES, 0x1001, itemId, finder(platformIndex));
  const msp = bundleRows(
    DEMO_IDS.northwind,
    NORTHWIND_BUNDLES,
    0x1081,
    itemId,
    finder(partNumberIndex(northwind), platformIndex),
  );
  const pricing = northwindPricing();
  return {
    products: [...platform, ...northwind, ...contosoProducts()],
    bundleTypes: platformBundleTypes(platformId),
    bundles: [...own.bundles, ...msp.bundles],
    bundleItems: [...own.items, ...msp.items],
    categoryPrices: pricing.categoryPrices,
    catalogueSettings: [pricing.settings],
    ...buildingUseRows(platformId),
  };
}

/**
 * One INSERT of many rows through a single JSON parameter. Drizzle's multi-row insert binds one parameter
 * per column and row (about 17,000 for the products), and building that costs PGlite more than the insert;
 * the JSON form costs about a third. A column some rows leave out gets its schema default, as in Drizzle.
 */
async function insertRows<T extends PgTable>(db: Writer, table: T, rows: T["$inferInsert"][]): Promise<void> {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const fill = (key: string): unknown => {
    const fallback = columns[key]!.default;
    if (fallback instanceof SQL) throw new Error(`demo seed: give ${key} on every row (its default is SQL)`);
    return fallback ?? null;
  };
  const json = rows.map((row: Record<string, unknown>) =>
    Object.fromEntries(keys.map((k) => [columns[k]!.name, row[k] === undefined ? fill(k) : row[k]])),
  );
  const names = sql.raw(keys.map((k) => `"${columns[k]!.name}"`).join(", "));
  const types = sql.raw(keys.map((k) => `"${columns[k]!.name}" ${columns[k]!.getSQLType()}`).join(", "));
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as x(${types}) on conflict do nothing`,
  );
}

/**
 * Writes the demo catalogue with one INSERT a table (the HTTP suite seeds a database per test file, so
 * this must stay fast). Rows that exist already are left alone, so running it twice changes nothing.
 */
export async function seedDemoCatalogue(db: Writer, platformId: string): Promise<void> {
  const c = demoCatalogue(platformId);
  await insertRows(db, products, c.products);
  await insertRows(db, bundleTypes, c.bundleTypes);
  await insertRows(db, bundles, c.bundles);
  await insertRows(db, bundleItems, c.bundleItems);
  await insertRows(db, categoryPrices, c.categoryPrices);
  await insertRows(db, catalogueSettings, c.catalogueSettings);
  await insertRows(db, requirements, c.requirements);
  await insertRows(db, environments, c.environments);
  await insertRows(db, environmentRules, c.environmentRules);
  await insertRows(db, environmentBundles, c.environmentBundles);
  await insertRows(db, taxRates, c.taxRates);
}
