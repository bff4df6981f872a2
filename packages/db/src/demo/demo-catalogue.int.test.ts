import { PRODUCT_KINDS, ZCreateProductRequest } from "@q2c/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../connection.ts";
import { openFreshDatabase } from "../testing/fresh-database.ts";
import { DEMO_CATALOGUE_IDS, DEMO_IDS } from "./demo-ids.ts";
import { hasDemoData, seedDemo } from "./seed-demo.ts";
import { demoCatalogue, seedDemoCatalogue } from "./seed-demo-catalogue.ts";

const PLATFORM = "00000000-0000-7000-8000-000000000001";
const CATALOGUE_TABLES = [
  "products",
  "bundle_types",
  "bundles",
  "bundle_items",
  "category_prices",
  "catalogue_settings",
  "requirements",
  "environments",
  "environment_rules",
  "environment_bundles",
  "tax_rates",
] as const;

let db: Database;
let seedMs = 0;
beforeAll(async () => {
  db = await openFreshDatabase();
  const started = performance.now();
  await seedDemo(db, { platformAccountId: PLATFORM, passwordHash: "not-a-real-hash" });
  seedMs = performance.now() - started;
});
afterAll(async () => {
  await db.close();
});

const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params))[0]!;
const count = async (sql: string, params: unknown[] = []) =>
  Number((await one<{ n: number | string }>(`select count(*) as n from (${sql}) q`, params)).n);

async function tableCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    CATALOGUE_TABLES.map(async (t) => [t, await count(`select 1 from ${t}`)]),
  );
  return Object.fromEntries(entries);
}

describe("the demo catalogue", () => {
  it("has a few hundred platform products, some of every kind, and Northwind's own", async () => {
    const byKind = await db.query<{ kind: string; n: string }>(
      "select kind, count(*) as n from products where tenant_id = $1 group by kind",
      [PLATFORM],
    );
    const kinds = Object.fromEntries(byKind.map((r) => [r.kind, Number(r.n)]));
    for (const kind of PRODUCT_KINDS) expect(kinds[kind] ?? 0, kind).toBeGreaterThan(0);
    expect(await count("select 1 from products where tenant_id = $1", [PLATFORM])).toBeGreaterThanOrEqual(
      200,
    );
    expect(await count("select 1 from products where tenant_id = $1", [DEMO_IDS.northwind])).toBeGreaterThan(
      25,
    );
    console.info("demo catalogue rows", await tableCounts(), kinds);
  });

  it("puts every product under a category of the tree, hardware with manufacturer and distributor", async () => {
    expect(
      await count(
        "select 1 from products p where not exists (select 1 from categories c where c.id = p.category_id)",
      ),
    ).toBe(0);
    expect(
      await count(
        `select 1 from products where tenant_id = $1 and kind = 'product'
           and (manufacturer_id is distinct from $2 or distributor_id is distinct from $3)`,
        [PLATFORM, DEMO_IDS.manufacturer, DEMO_IDS.distributor],
      ),
    ).toBe(0);
    const services = await db.query<{ kind: string; root: string }>(
      `select distinct p.kind, coalesce(parent.root_kind, c.root_kind) as root from products p
         join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
        where p.kind in ('service', 'installation-service', 'configuration-service')`,
    );
    expect(services).toEqual(
      expect.arrayContaining([
        { kind: "service", root: "services" },
        { kind: "installation-service", root: "installation" },
        { kind: "configuration-service", root: "configuration" },
      ]),
    );
    expect(services).toHaveLength(3);
  });

  it("leaves the cost missing on about one hardware item in twenty, so the highlight shows", async () => {
    const all = await count("select 1 from products where tenant_id = $1 and kind = 'product'", [PLATFORM]);
    const missing = await count(
      "select 1 from products where tenant_id = $1 and kind = 'product' and cost is null",
      [PLATFORM],
    );
    expect(missing / all).toBeGreaterThan(0.03);
    expect(missing / all).toBeLessThan(0.08);
  });

  it("writes every product as the create contract would accept it: money of up to 4 decimals, not negative", () => {
    const rows = demoCatalogue(PLATFORM).products;
    const money = /^\d+(\.\d{1,4})?$/;
    for (const row of rows) {
      const parsed = ZCreateProductRequest.safeParse(row);
      expect(parsed.error?.issues ?? [], `${row.name}`).toEqual([]);
      for (const key of [
        "listPrice",
        "cost",
        "softCost",
        "price",
        "recurringListPrice",
        "recurringCost",
      ] as const) {
        const value = row[key];
        if (value !== null && value !== undefined) expect(value, `${row.name} ${key}`).toMatch(money);
      }
      if (row.pricingModel && row.pricingModel !== "one_time")
        expect(row.billingFrequency, row.name).toBeTruthy();
    }
  });

  it("keeps fixed ids that are valid lowercase UUIDs sorting in creation order", () => {
    const c = demoCatalogue(PLATFORM);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const rows of [c.products, c.bundles, c.bundleItems, c.environmentRules, c.taxRates]) {
      const ids = rows.map((r) => r.id!);
      for (const id of ids) expect(id).toMatch(uuid);
      expect(ids).toEqual([...ids].sort());
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("names in DEMO_CATALOGUE_IDS the rows it says", async () => {
    const name = async (table: string, id: string) =>
      (await db.query<{ name: string }>(`select name from ${table} where id = $1`, [id]))[0]?.name;
    const I = DEMO_CATALOGUE_IDS;
    expect(await name("products", I.merakiMr46)).toMatch(/MR46/);
    expect(await name("products", I.merakiMr76)).toMatch(/MR76/);
    expect(await one("select cost from products where id = $1", [I.merakiMr76])).toEqual({ cost: null });
    expect(await one("select status from products where id = $1", [I.merakiMr33])).toEqual({
      status: "inactive",
    });
    expect(await name("products", I.merakiMs120_24p)).toMatch(/MS120-24P/);
    expect(await name("products", I.merakiMx67)).toMatch(/MX67/);
    expect(await name("products", I.unifiU6Pro)).toMatch(/U6 Pro/);
    expect(await name("products", I.fortigate60f)).toMatch(/FortiGate-60F firewall/);
    expect(await name("products", I.m365BusinessPremium)).toMatch(
      /Business Premium, annual commitment, billed monthly/,
    );
    expect(await name("products", I.fibre500)).toMatch(/Fibre 500/);
    expect(await name("products", I.apInstallation)).toMatch(/Access point installation/);
    expect(await name("products", I.managedFirewall)).toMatch(/Managed firewall/);
    expect(await name("products", I.wifiGoldPlan)).toMatch(/Managed Wi-Fi Gold/);
    expect(await name("products", I.wifiAsAService)).toMatch(/Wi-Fi as a Service/);
    expect(await name("products", I.siteSurveyService)).toMatch(/Wi-Fi survey/);
    expect(await name("products", I.northwindOnsiteHour)).toMatch(/Northwind on-site/);
    expect(await name("products", I.northwindCarePlus)).toBe("Northwind Care Plus");
    expect(await name("products", I.contosoOnsiteHour)).toMatch(/Contoso/);
    expect(await name("bundle_types", I.wifiBundleType)).toBe("Wi-Fi");
    expect(await name("bundles", I.officeWifiBundle)).toBe("Office Wi-Fi (per 2,500 sq ft)");
    expect(await name("bundles", I.warehouseWifiBundle)).toMatch(/Warehouse rugged Wi-Fi/);
    expect(await name("bundles", I.officeSwitching24Bundle)).toBe("Office switching 24-port");
    expect(await name("bundles", I.firewallSmallOfficeBundle)).toBe("Firewall small office");
    expect(await name("bundles", I.retailPosBundle)).toBe("Retail POS network");
    expect(await name("bundles", I.retailCamerasBundle)).toBe("Retail cameras 4-pack");
    expect(await name("bundles", I.northwindSmallOfficeBundle)).toMatch(/^Northwind/);
    expect(await name("requirements", I.wifiCoverageRequirement)).toBe("Wi-Fi coverage");
    expect(await name("environments", I.officeEnvironment)).toBe("Office");
    expect(await name("environments", I.warehouseEnvironment)).toBe("Warehouse");
    expect(await name("environments", I.retailEnvironment)).toBe("Retail");
  });
});

describe("demo bundles and Building Use", () => {
  it("fills each bundle with 2 to 6 items that are existing products", async () => {
    expect(
      await count(
        `select 1 from bundle_items i where not exists
           (select 1 from products p where p.tenant_id = i.product_tenant_id and p.id = i.product_id)`,
      ),
    ).toBe(0);
    const sizes = await db.query<{ n: string }>("select count(*) as n from bundle_items group by bundle_id");
    expect(sizes.length).toBe(await count("select 1 from bundles"));
    for (const { n } of sizes) expect(Number(n)).toBeGreaterThanOrEqual(2);
    for (const { n } of sizes) expect(Number(n)).toBeLessThanOrEqual(6);
    expect(await count("select 1 from bundles where tenant_id = $1", [DEMO_IDS.northwind])).toBe(3);
  });

  it("sizes environments with rules that name platform bundles and requirements", async () => {
    expect(
      await count(
        `select 1 from environment_rules r where r.bundle_tenant_id is distinct from $1
            or not exists (select 1 from bundles b where b.tenant_id = r.bundle_tenant_id and b.id = r.bundle_id)
            or not exists (select 1 from requirements q where q.id = r.requirement_id)`,
        [PLATFORM],
      ),
    ).toBe(0);
    expect(
      await count(
        `select 1 from environment_bundles e where e.bundle_tenant_id <> $1
            or not exists (select 1 from bundles b where b.tenant_id = e.bundle_tenant_id and b.id = e.bundle_id)`,
        [PLATFORM],
      ),
    ).toBe(0);
    const perEnvironment = await db.query<{ name: string; n: string }>(
      "select e.name, count(*) as n from environments e join environment_rules r on r.environment_id = e.id group by e.name",
    );
    expect(perEnvironment.map((r) => r.name)).toEqual(
      expect.arrayContaining(["Office", "Warehouse", "Retail"]),
    );
    for (const { n } of perEnvironment) expect(Number(n)).toBeGreaterThanOrEqual(3);
  });

  it("has a US default tax rate with states and cities that override it", async () => {
    const rate = (region: string, locality: string) =>
      one<{ rate_percent: string }>(
        "select rate_percent from tax_rates where country = 'US' and region = $1 and locality = $2",
        [region, locality],
      );
    expect(Number((await rate("", "")).rate_percent)).toBe(0);
    expect(Number((await rate("CA", "")).rate_percent)).toBe(7.25);
    expect(Number((await rate("NY", "New York")).rate_percent)).toBe(8.875);
  });

  it("gives Northwind category prices and a standard cost-plus of 25%", async () => {
    expect(
      await count("select 1 from category_prices where tenant_id = $1", [DEMO_IDS.northwind]),
    ).toBeGreaterThan(3);
    const settings = await one<{ p: string }>(
      "select standard_cost_plus_percent as p from catalogue_settings where tenant_id = $1",
      [DEMO_IDS.northwind],
    );
    expect(Number(settings.p)).toBe(25);
  });
});

describe("seeding", () => {
  it("runs once per database, and the catalogue seed writes the same rows again without duplicates", async () => {
    expect(await hasDemoData(db)).toBe(true);
    const before = await tableCounts();
    for (const table of CATALOGUE_TABLES) await db.query(`delete from ${table}`);
    const started = performance.now();
    await db.db.transaction((tx) => seedDemoCatalogue(tx, PLATFORM));
    const catalogueMs = performance.now() - started;
    expect(await tableCounts()).toEqual(before);
    await seedDemoCatalogue(db.db, PLATFORM);
    expect(await tableCounts()).toEqual(before);
    console.info(
      `seedDemo: ${seedMs.toFixed(0)} ms in all; the catalogue alone: ${catalogueMs.toFixed(0)} ms`,
    );
    // A generous bound: one INSERT per row instead of per table would take seconds.
    expect(catalogueMs).toBeLessThan(1500);
  });
});
