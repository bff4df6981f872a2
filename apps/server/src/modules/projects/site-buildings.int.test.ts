import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { ADATUM, createTestProject, snapshotOf, versionOf } from "../../test/project-helpers.ts";

// Issue #16 §2: a site made from a service address brings its buildings; two buildings of one site
// never share a name (create, add location, the buildings' PUT).

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];
const call = async (
  method: "POST" | "PUT",
  url: string,
  body: unknown,
  opts: { query?: Record<string, string>; email?: Email } = {},
) => s.api(method, url, { token: await token(opts.email ?? "sales@msp.demo"), body, query: opts.query });

/** A service address of Adatum made through the API: its floors (with areas) and buildings. */
async function serviceAddress(
  name: string,
  floors: { name: string; areaSqft?: number }[],
  buildings: string[],
): Promise<string> {
  const res = await call("POST", `/accounts/${ADATUM}/locations`, {
    name,
    city: "Boston",
    state: "MA",
    floors,
    buildings: buildings.map((b) => ({ name: b })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const addresses = {} as Record<"campus" | "tower" | "empty", string>;
beforeAll(async () => {
  addresses.campus = await serviceAddress("Campus", [{ name: "Ground", areaSqft: 5000 }], ["North", "South"]);
  addresses.tower = await serviceAddress(
    "Tower",
    [
      { name: "1", areaSqft: 6000 },
      { name: "2", areaSqft: 6000 },
    ],
    [],
  );
  addresses.empty = await serviceAddress("Bare lot", [], []);
});

const buildingNames = (site: { buildings: { name: string }[] } | undefined) =>
  site?.buildings.map((b) => b.name);

describe("POST /projects with a service address", () => {
  it("brings the address's buildings in order when the site lists none", async () => {
    const p = await createTestProject(s, token, {
      locations: [
        { name: "Campus", locationId: addresses.campus },
        { name: "Tower", locationId: addresses.tower },
        { name: "Lot", locationId: addresses.empty },
      ],
    });
    expect(buildingNames(p.locations[0])).toEqual(["North", "South"]);
    // Floors and no building: the address is one building, named after it.
    expect(buildingNames(p.locations[1])).toEqual(["Tower"]);
    expect(buildingNames(p.locations[2])).toEqual([]);
  });

  it("takes the buildings the site lists instead, an empty list meaning none", async () => {
    const p = await createTestProject(s, token, {
      locations: [
        { name: "Campus", locationId: addresses.campus, buildings: [{ name: "Gym" }] },
        { name: "Campus again", locationId: addresses.campus, buildings: [] },
      ],
    });
    expect(buildingNames(p.locations[0])).toEqual(["Gym"]);
    expect(buildingNames(p.locations[1])).toEqual([]);
  });

  it("refuses two buildings of one site sharing a name (trimmed, any case), writing nothing", async () => {
    const projects = await countOf(s, "select 1 from projects");
    const buildings = await countOf(s, "select 1 from project_buildings");
    const res = await call("POST", "/projects", {
      accountId: ADATUM,
      dealName: "Twins",
      locations: [
        { name: "A", buildings: [{ name: "Main" }, { name: "Annex" }] },
        { name: "B", buildings: [{ name: "Main" }, { name: " main " }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({
      "locations.1.buildings.1.name": PROJECT_MESSAGES.duplicateBuildingName,
    });
    expect(await countOf(s, "select 1 from projects")).toBe(projects);
    expect(await countOf(s, "select 1 from project_buildings")).toBe(buildings);
  });
});

describe("POST /projects/{id}/locations with a service address", () => {
  it("brings the address's buildings into the new site", async () => {
    const p = await createTestProject(s, token);
    const res = await call(`POST`, `/projects/${p.id}/locations`, {
      version: 1,
      name: "Campus",
      locationId: addresses.campus,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [siteId, ...buildingIds] = res.json().createdIds;
    expect(buildingIds).toHaveLength(2);
    const rows = await s.sql<{ name: string }>(
      "select name from project_buildings where project_location_id = $1 order by position",
      [siteId],
    );
    expect(rows.map((r) => r.name)).toEqual(["North", "South"]);
  });

  it("refuses a repeated building name with a field message, writing nothing", async () => {
    const p = await createTestProject(s, token);
    const before = await snapshotOf(s, p.id);
    const res = await call("POST", `/projects/${p.id}/locations`, {
      version: 1,
      name: "Twins",
      buildings: [{ name: "Shed" }, { name: "SHED" }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ "buildings.1.name": PROJECT_MESSAGES.duplicateBuildingName });
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("is the quote's MSP's to do", async () => {
    const p = await createTestProject(s, token);
    const body = { version: 1, name: "Campus", locationId: addresses.campus };
    const url = `/projects/${p.id}/locations`;
    expect((await call("POST", url, body, { email: "editor@msp.demo" })).statusCode).toBe(403);
    expect((await call("POST", url, body, { email: "admin@msp2.demo" })).statusCode).toBe(404);
    expect(await versionOf(s, p.id)).toBe(1);
  });
});

describe("PUT /projects/{id}?updateBuildings=true", () => {
  const put = (id: string, body: unknown, email?: Email) =>
    call("PUT", `/projects/${id}`, body, { query: { updateBuildings: "true" }, email });

  it("refuses a new or renamed building that takes a name of its site, writing nothing", async () => {
    const p = await createTestProject(s, token, {
      locations: [{ name: "Campus", locationId: addresses.campus }],
    });
    const site = p.locations[0]!;
    const [north, south] = site.buildings;
    const before = await snapshotOf(s, p.id);
    const added = await put(p.id, {
      version: 1,
      buildings: [
        { id: north!.id, locationId: site.id, name: "North" },
        { id: south!.id, locationId: site.id, name: "South" },
        { locationId: site.id, name: "north " },
      ],
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().fields).toEqual({ "buildings.2.name": PROJECT_MESSAGES.duplicateBuildingName });
    const renamed = await put(p.id, {
      version: 1,
      buildings: [
        { id: north!.id, locationId: site.id, name: "North" },
        { id: south!.id, locationId: site.id, name: "NORTH" },
      ],
    });
    expect(renamed.json().fields).toEqual({ "buildings.1.name": PROJECT_MESSAGES.duplicateBuildingName });
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("allows one name on two sites, and leaves alone names shared before the rule", async () => {
    const p = await createTestProject(s, token, {
      locations: [
        { name: "A", buildings: [{ name: "Main" }, { name: "Old" }] },
        { name: "B", buildings: [{ name: "Main" }] },
      ],
    });
    const [a, b] = p.locations;
    // A quote written before the rule: two buildings of site A named alike.
    await s.sql("update project_buildings set name = 'main' where id = $1", [a!.buildings[1]!.id]);
    const res = await put(p.id, {
      version: 1,
      buildings: [
        { id: a!.buildings[0]!.id, locationId: a!.id, name: "Main", occupancy: 40 },
        { id: a!.buildings[1]!.id, locationId: a!.id, name: "main" },
        { id: b!.buildings[0]!.id, locationId: b!.id, name: "Main" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
