import { uuidv7 } from "@q2c/db";
import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  ADATUM,
  createTestProject,
  FABRIKAM,
  LITWARE,
  NORTHWIND,
  UNKNOWN_ID,
} from "../../test/project-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const addresses = {} as Record<"adatumHq" | "austin" | "toronto" | "litware", string>;
const projectCount = () => countOf(s, "select 1 from projects");

beforeAll(async () => {
  const [hq] = await s.sql<{ id: string }>("select id from locations where account_id = $1", [ADATUM]);
  const [lit] = await s.sql<{ id: string }>("select id from locations where account_id = $1", [LITWARE]);
  addresses.adatumHq = hq?.id ?? "";
  addresses.litware = lit?.id ?? "";
  addresses.austin = uuidv7();
  addresses.toronto = uuidv7();
  await s.sql(
    `insert into locations (tenant_id, id, account_id, name, city, state, country) values
       ($1, $3, $2, 'Austin store', 'Austin', 'TX', 'United States'),
       ($1, $4, $2, 'Toronto office', 'Toronto', 'ON', 'canada')`,
    [NORTHWIND, ADATUM, addresses.austin, addresses.toronto],
  );
});

describe("POST /projects", () => {
  it("creates a quote in build with sites from service addresses, copied tax rates and stored totals", async () => {
    const body = await createTestProject(s, token, {
      dealName: "Adatum rollout",
      termMonths: 24,
      locations: [
        { name: "HQ", locationId: addresses.adatumHq, buildings: [{ name: "Main" }, { name: "Warehouse" }] },
        { name: "Austin", locationId: addresses.austin },
        { name: "Toronto", locationId: addresses.toronto },
        { name: "Typed", country: "us", region: "NY", locality: "New York" },
      ],
    });
    expect(body).toMatchObject({
      dealName: "Adatum rollout",
      accountId: ADATUM,
      accountName: "Adatum Corp",
      stage: "build",
      status: "discovery",
      type: "quote",
      termMonths: 24,
      version: 1,
      totals: { termTotal: "0.00", pricedLineCount: 0, termMonths: 24 },
    });
    expect(
      body.locations.map((l: Record<string, unknown>) => [l.name, l.country, l.region, l.locality]),
    ).toEqual([
      ["HQ", "US", "MA", "Boston"],
      ["Austin", "US", "TX", "Austin"],
      ["Toronto", "CA", "ON", "Toronto"],
      ["Typed", "US", "NY", "New York"],
    ]);
    expect(body.locations[0]?.buildings.map((b: { name: string }) => b.name)).toEqual(["Main", "Warehouse"]);
    expect(body.locations[1]).toMatchObject({ taxRatePercent: "8.25", taxRateMissing: false });
    const [row] = await s.sql<{ n: number; total: string; owner: string; events: number; rates: number }>(
      `select jsonb_array_length(tax_rates) as n, totals->>'termTotal' as total, owner_user_id as owner,
         (select count(*)::int from project_events e where e.project_id = p.id and e.type = 'created') as events,
         (select count(*)::int from tax_rates) as rates
       from projects p where id = $1`,
      [body.id],
    );
    expect(row).toMatchObject({ total: "0.00", events: 1 });
    expect(row?.n).toBe(row?.rates);
    const [sales] = await s.sql<{ id: string }>("select id from users where email = 'sales@msp.demo'");
    expect(row?.owner).toBe(sales?.id);
  });

  it("numbers the quotes of a tenant one after another", async () => {
    const a = await createTestProject(s, token, { dealName: "First" });
    const b = await createTestProject(s, token, { dealName: "Second", accountId: LITWARE }, "admin@msp.demo");
    expect(b.quoteNumber).toBe(a.quoteNumber + 1);
  });

  it("refuses an account that is not a customer of the caller's MSP, writing nothing", async () => {
    const before = await projectCount();
    for (const accountId of [NORTHWIND, FABRIKAM, UNKNOWN_ID]) {
      const res = await s.api("POST", "/projects", {
        token: await token("sales@msp.demo"),
        body: { accountId, dealName: "Refused" },
      });
      expect(res.statusCode, accountId).toBe(400);
      expect(res.json().fields).toEqual({ accountId: PROJECT_MESSAGES.unknownAccount });
    }
    const other = await s.api("POST", "/projects", {
      token: await token("admin@msp2.demo"),
      body: { accountId: ADATUM, dealName: "Refused" },
    });
    expect(other.statusCode).toBe(400);
    expect(await projectCount()).toBe(before);
  });

  it("refuses another customer's address, an unknown Building Use, partner or owner, writing nothing", async () => {
    const before = await projectCount();
    const events = await countOf(s, "select 1 from project_events");
    const res = await s.api("POST", "/projects", {
      token: await token("sales@msp.demo"),
      body: {
        accountId: ADATUM,
        dealName: "Refused",
        partnerId: ADATUM,
        ownerUserId: UNKNOWN_ID,
        locations: [
          { name: "Wrong", locationId: addresses.litware },
          { name: "Fine", buildings: [{ name: "B", environmentId: UNKNOWN_ID }] },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      partnerId: PROJECT_MESSAGES.unknownPartner,
      ownerUserId: PROJECT_MESSAGES.unknownUser,
    });
    const sites = await s.api("POST", "/projects", {
      token: await token("sales@msp.demo"),
      body: {
        accountId: ADATUM,
        dealName: "Refused",
        locations: [
          { name: "Wrong", locationId: addresses.litware },
          { name: "Fine", buildings: [{ name: "B", environmentId: UNKNOWN_ID }] },
        ],
      },
    });
    expect(sites.statusCode).toBe(400);
    expect(sites.json().fields).toEqual({
      "locations.0.locationId": PROJECT_MESSAGES.unknownServiceAddress,
      "locations.1.buildings.0.environmentId": PROJECT_MESSAGES.unknownEnvironment,
    });
    expect(await projectCount()).toBe(before);
    expect(await countOf(s, "select 1 from project_events")).toBe(events);
    expect(await countOf(s, "select 1 from project_locations where name = 'Fine'")).toBe(0);
  });

  it("answers 400 to a missing deal name and a bad term, writing nothing", async () => {
    const before = await projectCount();
    const res = await s.api("POST", "/projects", {
      token: await token("sales@msp.demo"),
      body: { accountId: ADATUM, dealName: " ", termMonths: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(["dealName", "termMonths"]);
    expect(await projectCount()).toBe(before);
  });

  it("names a link partner on the quote", async () => {
    const body = await createTestProject(s, token, { partnerId: FABRIKAM });
    expect(body.partnerAccount).toEqual({ id: FABRIKAM, accountName: "Fabrikam Link" });
  });

  it("answers 403 to a role outside the quotes rule and 404 to customers and partners", async () => {
    const before = await projectCount();
    const body = { accountId: ADATUM, dealName: "Refused" };
    const as = async (email: Parameters<typeof token>[0]) =>
      (await s.api("POST", "/projects", { token: await token(email), body })).statusCode;
    expect(await as("editor@msp.demo")).toBe(403);
    expect(await as("user@customer.demo")).toBe(404);
    expect(await as("partner@link.demo")).toBe(404);
    expect(await projectCount()).toBe(before);
  });

  it("lets the platform owner create a quote in the customer's MSP tenant", async () => {
    const body = await createTestProject(s, token, { dealName: "By the owner" }, "owner@platform.demo");
    const [row] = await s.sql<{ tenant_id: string; owner_user_id: string | null }>(
      "select tenant_id, owner_user_id from projects where id = $1",
      [body.id],
    );
    expect(row).toEqual({ tenant_id: NORTHWIND, owner_user_id: null });
  });
});
