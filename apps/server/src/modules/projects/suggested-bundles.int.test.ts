import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { ADATUM, createTestProject, UNKNOWN_ID, versionOf } from "../../test/project-helpers.ts";
import { addPartnerMember } from "./projects-test-helpers.ts";

// GET /projects/{id}/buildings/{buildingId}/suggested-bundles (issue #16 §2).

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];

const get = async (
  id: string,
  buildingId: string,
  email: Email = "sales@msp.demo",
  query?: Record<string, string>,
) =>
  s.api("GET", `/projects/${id}/buildings/${buildingId}/suggested-bundles`, {
    token: await token(email),
    query,
  });

async function environmentId(name: string): Promise<string> {
  const [row] = await s.sql<{ id: string }>("select id from environments where name = $1", [name]);
  return row?.id ?? "";
}

/** A quote whose one site is a new service address of two 6,000 sq ft floors, with an Office building. */
async function officeQuote(occupancy: number | null) {
  const address = await s.api("POST", `/accounts/${ADATUM}/locations`, {
    token: await token("sales@msp.demo"),
    body: {
      name: "Two floors",
      floors: [
        { name: "1", areaSqft: 6000 },
        { name: "2", areaSqft: 6000 },
      ],
      buildings: [{ name: "Office block" }],
    },
  });
  expect(address.statusCode, address.body).toBe(201);
  const p = await createTestProject(s, token, {
    locations: [
      {
        name: "Two floors",
        locationId: address.json().id,
        buildings: [{ name: "Office block", environmentId: await environmentId("Office"), occupancy }],
      },
    ],
  });
  return { project: p, buildingId: p.buildingIds[0] ?? "" };
}

describe("GET /projects/{id}/buildings/{buildingId}/suggested-bundles", () => {
  it("sizes the Building Use's rules from occupancy and the service address's floor area", async () => {
    const { project, buildingId } = await officeQuote(45);
    const res = await get(project.id, buildingId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.environment.name).toBe("Office");
    expect(body.measures).toEqual({ occupancy: 45, floors: 2, areaSqft: 12_000, areaFrom: "serviceAddress" });
    // Office: Wi-Fi 1 per 2,500 sq ft, switching 1 per 20 occupants, cabling 1 per 24, one firewall and
    // one internet per building (demo-building-use.ts).
    expect(body.bundles.map((b: { quantity: number }) => b.quantity)).toEqual([5, 3, 1, 1, 2]);
    expect(body.bundles[0].from[0]).toMatchObject({ basis: "sqft", measure: 12_000, perUnits: "2500.00" });
    expect(body.unsized).toEqual([]);
  });

  it("takes floors and area given in the query, and says what it could not size", async () => {
    const { project, buildingId } = await officeQuote(null);
    const given = await get(project.id, buildingId, "sales@msp.demo", { areaSqft: "2000" });
    expect(given.json().measures).toMatchObject({ areaSqft: 2000, areaFrom: "given" });
    expect(given.json().bundles[0].quantity).toBe(1);
    expect(given.json().unsized.map((u: { needs: string }) => u.needs)).toEqual(["occupancy", "occupancy"]);
    const bad = await get(project.id, buildingId, "sales@msp.demo", { areaSqft: "-5" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("areaSqft");
  });

  it("suggests nothing for a building without a Building Use", async () => {
    const p = await createTestProject(s, token, {
      locations: [{ name: "HQ", buildings: [{ name: "Plain" }] }],
    });
    const res = await get(p.id, p.buildingIds[0] ?? "");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ environment: null, bundles: [], unsized: [] });
  });

  it("is the quote's MSP's to read: 403 without quotes.edit, 404 to others and for another quote's building", async () => {
    const { project, buildingId } = await officeQuote(10);
    const other = await createTestProject(s, token, {
      locations: [{ name: "X", buildings: [{ name: "Y" }] }],
    });
    await addPartnerMember(s, project.id);
    expect((await get(project.id, buildingId, "editor@msp.demo")).statusCode).toBe(403);
    expect((await get(project.id, buildingId, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await get(project.id, buildingId, "user@customer.demo")).statusCode).toBe(404);
    expect((await get(project.id, buildingId, "partner@link.demo")).statusCode).toBe(404);
    expect((await get(project.id, other.buildingIds[0] ?? "")).statusCode).toBe(404);
    expect((await get(project.id, UNKNOWN_ID)).statusCode).toBe(404);
  });

  it("feeds the bundle-product creation: the accepted suggestions become bundle products in one change", async () => {
    const { project, buildingId } = await officeQuote(45);
    const suggested = (await get(project.id, buildingId)).json().bundles.slice(0, 2);
    const res = await s.api("POST", `/projects/${project.id}/bundle-products/bulk`, {
      token: await token("sales@msp.demo"),
      body: {
        version: 1,
        buildingId,
        items: suggested.map((b: { bundleId: string; quantity: number }) => ({
          bundleId: b.bundleId,
          quantity: String(b.quantity),
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await versionOf(s, project.id)).toBe(2);
    const rows = await s.sql<{ bundle_id: string }>(
      "select bundle_id from project_bundle_products where building_id = $1 order by position",
      [buildingId],
    );
    expect(rows.map((r) => r.bundle_id)).toEqual(suggested.map((b: { bundleId: string }) => b.bundleId));
  });
});
