import { DEMO_CATALOGUE_IDS, uuidv7 } from "@q2c/db";
import { PROJECT_MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { ADATUM, FABRIKAM, snapshotOf, UNKNOWN_ID, versionOf } from "../../test/project-helpers.ts";
import { insertLine, oneSiteProject } from "./projects-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);

const put = async (
  id: string,
  body: Record<string, unknown>,
  query: Record<string, string> = {},
  email: Parameters<typeof token>[0] = "sales@msp.demo",
) => s.api("PUT", `/projects/${id}`, { token: await token(email), body, query });
const eventsOf = async (id: string) =>
  (
    await s.sql<{ type: string }>("select type from project_events where project_id = $1 order by id", [id])
  ).map((e) => e.type);

describe("PUT /projects/{id}", () => {
  it("changes the quote's fields, reprices on a new term and records the change", async () => {
    const p = await oneSiteProject(s, token);
    const building = p.locations[0]?.buildings[0]?.id ?? "";
    const { version } = await insertLine(s, token, p, building, {
      pricingModel: "recurring",
      billingFrequency: "monthly",
      quantity: "1",
      price: "10",
    });
    const res = await put(p.id, { version, dealName: "Renamed", termMonths: 12, partnerId: FABRIKAM });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: version + 1,
      totals: { termTotal: "120.00", termMonths: 12 },
    });
    const [row] = await s.sql(
      "select deal_name, term_months, partner_id, totals->>'termTotal' as t from projects where id = $1",
      [p.id],
    );
    expect(row).toEqual({ deal_name: "Renamed", term_months: 12, partner_id: FABRIKAM, t: "120.00" });
    const [event] = await s.sql<{ data: unknown }>(
      "select data from project_events where project_id = $1 order by id desc limit 1",
      [p.id],
    );
    expect(event?.data).toEqual({ fields: ["dealName", "termMonths", "partnerId"] });
    const cleared = await put(p.id, { version: version + 1, nullFields: ["partnerId"] });
    expect(cleared.statusCode).toBe(200);
    expect(await s.sql("select partner_id from projects where id = $1", [p.id])).toEqual([
      { partner_id: null },
    ]);
  });

  it("answers 409 with the current version to a stale write, writing nothing", async () => {
    const p = await oneSiteProject(s, token);
    await put(p.id, { version: 1, dealName: "First" });
    const before = await snapshotOf(s, p.id);
    const res = await put(p.id, { version: 1, dealName: "Lost update" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ version: 2 });
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("answers 400 to an unknown partner, owner or bad field, writing nothing", async () => {
    const p = await oneSiteProject(s, token);
    const before = await snapshotOf(s, p.id);
    const refs = await put(p.id, {
      version: 1,
      partnerId: ADATUM,
      ownerUserId: UNKNOWN_ID,
      financialPartnerId: FABRIKAM,
    });
    expect(refs.statusCode).toBe(400);
    expect(refs.json().fields).toEqual({
      partnerId: PROJECT_MESSAGES.unknownPartner,
      financialPartnerId: PROJECT_MESSAGES.financialPartnerRequired,
      ownerUserId: PROJECT_MESSAGES.unknownUser,
    });
    const shape = await put(p.id, { version: 1, dealName: "", termMonths: 5 });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().fields).sort()).toEqual(["dealName", "termMonths"]);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("replaces the buildings: updates, adds, and removes a missing one with its lines", async () => {
    const p = await oneSiteProject(s, token);
    const site = p.locations[0]?.id ?? "";
    const main = p.locations[0]?.buildings[0]?.id ?? "";
    const second = await put(
      p.id,
      {
        version: 1,
        buildings: [
          { id: main, locationId: site, name: "Main" },
          { locationId: site, name: "Annex" },
        ],
      },
      { updateBuildings: "true" },
    );
    expect(second.statusCode, second.body).toBe(200);
    const annex = second.json().createdIds[0];
    const { version } = await insertLine(s, token, p, annex);
    const res = await put(
      p.id,
      {
        version,
        buildings: [
          {
            id: main,
            locationId: site,
            name: "Main hall",
            environmentId: DEMO_CATALOGUE_IDS.officeEnvironment,
            requirements: [DEMO_CATALOGUE_IDS.wifiCoverageRequirement],
            occupancy: 40,
          },
          { locationId: site, name: "Garage" },
        ],
      },
      { updateBuildings: "true" },
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await s.sql<{
      name: string;
      environment_id: string | null;
      occupancy: number | null;
      position: number;
    }>(
      "select name, environment_id, occupancy, position from project_buildings where project_id = $1 order by position",
      [p.id],
    );
    expect(rows).toEqual([
      { name: "Main hall", environment_id: DEMO_CATALOGUE_IDS.officeEnvironment, occupancy: 40, position: 0 },
      { name: "Garage", environment_id: null, occupancy: null, position: 1 },
    ]);
    expect(await countOf(s, "select 1 from project_lines where project_id = $1", [p.id])).toBe(0);
    expect(res.json().totals.pricedLineCount).toBe(0);
    expect((await eventsOf(p.id)).at(-1)).toBe("buildings_changed");
  });

  it("refuses buildings of another quote, unknown sites, uses and requirements, writing nothing", async () => {
    const p = await oneSiteProject(s, token);
    const other = await oneSiteProject(s, token);
    const site = p.locations[0]?.id ?? "";
    const before = await snapshotOf(s, p.id);
    const res = await put(
      p.id,
      {
        version: 1,
        buildings: [
          { id: other.locations[0]?.buildings[0]?.id, locationId: site, name: "Stolen" },
          { locationId: other.locations[0]?.id, name: "Elsewhere" },
          { locationId: site, name: "Odd", environmentId: UNKNOWN_ID, requirements: [UNKNOWN_ID] },
        ],
      },
      { updateBuildings: "true" },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      "buildings.0.id": PROJECT_MESSAGES.unknownBuilding,
      "buildings.1.locationId": PROJECT_MESSAGES.unknownLocation,
      "buildings.2.environmentId": PROJECT_MESSAGES.unknownEnvironment,
      "buildings.2.requirements": PROJECT_MESSAGES.unknownRequirement,
    });
    const missing = await put(p.id, { version: 1 }, { updateBuildings: "true" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty("buildings");
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("copies current tax rates, clears agreements and locks prices on request", async () => {
    const p = await oneSiteProject(s, token);
    await s.sql(
      "insert into tax_rates (id, country, region, locality, rate_percent) values ($1, 'US', 'VT', '', 6)",
      [uuidv7()],
    );
    await s.sql(`update projects set agreements = '{"proposal":{"signedBy":"Ada"}}' where id = $1`, [p.id]);
    const res = await put(
      p.id,
      { version: 1 },
      { updateTaxRates: "true", clearAgreements: "true", lockPrices: "true" },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await s.sql<{ vt: boolean; agreements: unknown; prices_locked: boolean }>(
      `select tax_rates @> '[{"region":"VT"}]'::jsonb as vt, agreements, prices_locked from projects where id = $1`,
      [p.id],
    );
    expect(row).toEqual({ vt: true, agreements: {}, prices_locked: true });
    // One change, three events: ids made in the same millisecond carry no order among themselves.
    expect((await eventsOf(p.id)).sort()).toEqual([
      "agreements_cleared",
      "created",
      "taxes_refreshed",
      "updated",
    ]);
    const unlock = await put(p.id, { version: 2, pricesLocked: false }, { lockPrices: "true" });
    expect(unlock.statusCode).toBe(200);
    expect(await s.sql("select prices_locked from projects where id = $1", [p.id])).toEqual([
      { prices_locked: false },
    ]);
  });

  it("archives and restores a quote, each with its event", async () => {
    const p = await oneSiteProject(s, token);
    const archived = await put(p.id, { version: 1, archived: true });
    expect(archived.statusCode).toBe(200);
    const [row] = await s.sql<{ archived_at: Date | null }>(
      "select archived_at from projects where id = $1",
      [p.id],
    );
    expect(row?.archived_at).not.toBeNull();
    const restored = await put(p.id, { version: 2, archived: false });
    expect(restored.statusCode).toBe(200);
    expect(await s.sql("select archived_at from projects where id = $1", [p.id])).toEqual([
      { archived_at: null },
    ]);
    expect(await eventsOf(p.id)).toEqual(["created", "archived", "restored"]);
  });

  it("answers 403 to a role outside the quotes rule, 404 to another MSP, a customer and a partner", async () => {
    const p = await oneSiteProject(s, token);
    const before = await snapshotOf(s, p.id);
    const body = { version: 1, dealName: "Taken over" };
    expect((await put(p.id, body, {}, "editor@msp.demo")).statusCode).toBe(403);
    expect((await put(p.id, body, {}, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await put(p.id, body, {}, "user@customer.demo")).statusCode).toBe(404);
    expect((await put(p.id, body, {}, "partner@link.demo")).statusCode).toBe(404);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });
});

describe("DELETE /projects/{id}", () => {
  const del = async (
    id: string,
    version: string | undefined,
    email: Parameters<typeof token>[0] = "sales@msp.demo",
  ) => s.api("DELETE", `/projects/${id}`, { token: await token(email), query: version ? { version } : {} });

  it("deletes the quote with its sites, buildings, lines and events", async () => {
    const p = await oneSiteProject(s, token);
    const { version } = await insertLine(s, token, p, p.locations[0]?.buildings[0]?.id ?? "");
    const res = await del(p.id, String(version));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: p.id });
    for (const table of [
      "projects",
      "project_locations",
      "project_buildings",
      "project_lines",
      "project_events",
    ]) {
      const column = table === "projects" ? "id" : "project_id";
      expect(await countOf(s, `select 1 from ${table} where ${column} = $1`, [p.id]), table).toBe(0);
    }
  });

  it("answers 409 to a stale version and 400 without one, deleting nothing", async () => {
    const p = await oneSiteProject(s, token);
    await put(p.id, { version: 1, dealName: "Moved on" });
    const stale = await del(p.id, "1");
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: 2 });
    expect((await del(p.id, undefined)).statusCode).toBe(400);
    expect(await versionOf(s, p.id)).toBe(2);
  });

  it("answers 403 outside the sales rule, 404 to another MSP and a customer", async () => {
    const p = await oneSiteProject(s, token);
    expect((await del(p.id, "1", "engineer@msp.demo")).statusCode).toBe(403);
    expect((await del(p.id, "1", "editor@msp.demo")).statusCode).toBe(403);
    expect((await del(p.id, "1", "admin@msp2.demo")).statusCode).toBe(404);
    expect((await del(p.id, "1", "user@customer.demo")).statusCode).toBe(404);
    expect(await versionOf(s, p.id)).toBe(1);
  });
});
