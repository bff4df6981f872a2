import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../connection.ts";
import { openFreshDatabase } from "../testing/fresh-database.ts";
import { DEMO_IDS, DEMO_PROJECT_IDS } from "./demo-ids.ts";
import { seedDemo } from "./seed-demo.ts";

const PLATFORM = "00000000-0000-7000-8000-000000000001";

let db: Database;
beforeAll(async () => {
  db = await openFreshDatabase();
  await seedDemo(db, { platformAccountId: PLATFORM, passwordHash: "not-a-real-hash" });
});
afterAll(async () => {
  await db.close();
});

const rows = <T>(sql: string, params: unknown[] = []) => db.query<T>(sql, params);
const count = async (sql: string, params: unknown[] = []) =>
  Number((await rows<{ n: number }>(`select count(*)::int as n from (${sql}) q`, params))[0]?.n);

describe("the demo financial partner", () => {
  it("is Woodgrove Finance, a financial account in its own tenant, with a charge for each longer term", async () => {
    expect(
      await rows("select tenant_id, parent_id, account_name, is_financial from accounts where id = $1", [
        DEMO_IDS.woodgrove,
      ]),
    ).toEqual([
      {
        tenant_id: DEMO_IDS.woodgrove,
        parent_id: PLATFORM,
        account_name: "Woodgrove Finance",
        is_financial: true,
      },
    ]);
    const charges = await rows<{ term_months: number }>(
      "select term_months from finance_charges where partner_id = $1 order by term_months",
      [DEMO_IDS.woodgrove],
    );
    expect(charges.map((c) => c.term_months)).toEqual([12, 24, 36, 48, 60]);
  });
});

describe("the demo quotes", () => {
  it("are Northwind's quotes 1 and 2, for Adatum in review and Litware in build, owned by Sam Sales", async () => {
    const quotes = await rows(
      `select p.quote_number, p.deal_name, p.stage, p.account_id, u.email as owner
         from projects p join users u on u.id = p.owner_user_id where p.tenant_id = $1 order by p.quote_number`,
      [DEMO_IDS.northwind],
    );
    expect(quotes).toEqual([
      {
        quote_number: 1,
        deal_name: "Adatum HQ Wi-Fi refresh",
        stage: "review",
        account_id: DEMO_IDS.adatum,
        owner: "sales@msp.demo",
      },
      {
        quote_number: 2,
        deal_name: "Litware office network",
        stage: "build",
        account_id: DEMO_IDS.litware,
        owner: "sales@msp.demo",
      },
    ]);
  });

  it("share the Adatum quote with Adatum (by Sam Sales, with a shared event) and not the Litware one", async () => {
    const shared = await rows(
      `select p.deal_name, p.shared_at is not null as shared, u.email as shared_by,
              exists (select 1 from project_events e where e.project_id = p.id and e.type = 'shared') as event
         from projects p left join users u on u.id = p.shared_by where p.tenant_id = $1 order by p.quote_number`,
      [DEMO_IDS.northwind],
    );
    expect(shared).toEqual([
      { deal_name: "Adatum HQ Wi-Fi refresh", shared: true, shared_by: "sales@msp.demo", event: true },
      { deal_name: "Litware office network", shared: false, shared_by: null, event: false },
    ]);
  });

  it("give Adatum two sites, three buildings, an optional line and one choice of three alternatives", async () => {
    const id = DEMO_PROJECT_IDS.adatumWifi;
    expect(await count("select 1 from project_locations where project_id = $1", [id])).toBe(2);
    expect(await count("select 1 from project_buildings where project_id = $1", [id])).toBe(3);
    expect(
      await rows("select optional, chosen from project_lines where project_id = $1 and optional", [id]),
    ).toEqual([{ optional: true, chosen: false }]);
    const group = await rows<{ part_number: string; chosen: boolean }>(
      "select part_number, chosen from project_lines where project_id = $1 and alternative_group is not null order by position",
      [id],
    );
    expect(group.map((l) => [l.part_number, l.chosen])).toEqual([
      ["U6-Pro", false],
      ["MR46-HW", true],
      ["CW9166I-MR", false],
    ]);
    // The HQ site is Adatum's service address, so its tax and address come from there.
    expect(
      await count("select 1 from project_locations where project_id = $1 and location_id is not null", [id]),
    ).toBe(1);
  });

  it("store priced totals, the line count, copied tax rates and a first draft", async () => {
    const [adatum] = await rows<{
      totals: Record<string, unknown>;
      line_count: number;
      tax_rates: unknown[];
    }>("select totals, line_count, tax_rates from projects where id = $1", [DEMO_PROJECT_IDS.adatumWifi]);
    expect(adatum?.line_count).toBe(21);
    expect(adatum?.tax_rates).toHaveLength(await count("select 1 from tax_rates"));
    expect(adatum?.totals).toMatchObject({ termMonths: 36, pricedLineCount: 18, termTotal: "18100.00" });
    expect(
      await rows("select number, name, jsonb_array_length(snapshot->'lines') as lines from project_versions"),
    ).toEqual([{ number: 1, name: "First draft", lines: 20 }]);
  });
});
