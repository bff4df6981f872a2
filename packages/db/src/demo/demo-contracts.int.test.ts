import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../connection.ts";
import { openFreshDatabase } from "../testing/fresh-database.ts";
import { DEMO_CONTRACT_IDS, DEMO_IDS, DEMO_PROJECT_IDS } from "./demo-ids.ts";
import { seedDemo } from "./seed-demo.ts";
import { demoContractProductId } from "./seed-demo-contracts.ts";

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

interface AgreedRow {
  id: string;
  product_id: string;
  name: string;
  part_number: string;
  agreed: string;
  catalogue_name: string | null;
  list: string | null;
  on_quote: boolean;
}

/** A contract's products beside the product Northwind reads (its own or the platform's) and the Adatum quote. */
const agreedOf = (contractId: string) =>
  rows<AgreedRow>(
    `select cp.id, cp.product_id, cp.name, cp.part_number, cp.price::numeric(18,2)::text as agreed,
       p.name as catalogue_name,
       (case when p.pricing_model = 'one_time' then p.price else coalesce(p.recurring_price, p.price) end)::text as list,
       exists (select 1 from project_lines l where l.project_id = $2 and l.product_id = cp.product_id) as on_quote
     from contract_products cp
     left join products p on p.id = cp.product_id and p.tenant_id in ($3, $4)
     where cp.contract_id = $1 order by cp.position`,
    [contractId, DEMO_PROJECT_IDS.adatumWifi, DEMO_IDS.northwind, PLATFORM],
  );

describe("the demo contracts", () => {
  it("are Northwind's: Adatum's agreement open-ended from 2026 and Litware's for 2025", async () => {
    expect(
      await rows(
        `select id, tenant_id, account_id, name, reference, starts_on::text, ends_on::text
           from contracts order by id`,
      ),
    ).toEqual([
      {
        id: DEMO_CONTRACT_IDS.adatumAgreement,
        tenant_id: DEMO_IDS.northwind,
        account_id: DEMO_IDS.adatum,
        name: "Adatum 2026 price agreement",
        reference: "ADT-2026-01",
        starts_on: "2026-01-01",
        ends_on: null,
      },
      {
        id: DEMO_CONTRACT_IDS.litwareExpired,
        tenant_id: DEMO_IDS.northwind,
        account_id: DEMO_IDS.litware,
        name: "Litware 2025 support rates",
        reference: "LIT-2025",
        starts_on: "2025-01-01",
        ends_on: "2025-12-31",
      },
    ]);
  });

  it("name products Northwind reads, copied as the catalogue has them, at prices below list", async () => {
    for (const contractId of Object.values(DEMO_CONTRACT_IDS)) {
      const agreed = await agreedOf(contractId);
      expect(agreed.length).toBeGreaterThan(0);
      for (const p of agreed) {
        expect(p.catalogue_name, p.product_id).toBe(p.name);
        expect(p.part_number, p.name).not.toBe("");
        expect(Number(p.agreed), p.name).toBeLessThan(Number(p.list));
      }
    }
  });

  it("give Adatum four products of its Wi-Fi quote and one that is not on it, with fixed ids", async () => {
    const agreed = await agreedOf(DEMO_CONTRACT_IDS.adatumAgreement);
    expect(agreed.map((p) => [p.part_number, p.agreed, p.on_quote])).toEqual([
      ["MR46-HW", "849.00", true],
      ["MS120-24P-HW", "1049.00", true],
      ["SVC-INST-AP", "135.00", true],
      ["PLAN-WIFI-GOLD", "21.00", true],
      ["FG-60F", "549.00", false],
    ]);
    expect(agreed.map((p) => p.id)).toEqual([0, 1, 2, 3, 4].map((i) => demoContractProductId(0, i)));
    const litware = await agreedOf(DEMO_CONTRACT_IDS.litwareExpired);
    expect(litware.map((p) => [p.part_number, p.agreed])).toEqual([
      ["NW-SUP-ONSITE", "145.00"],
      ["MSV-FW", "110.00"],
    ]);
    expect(litware.map((p) => p.id)).toEqual([demoContractProductId(1, 0), demoContractProductId(1, 1)]);
  });
});
