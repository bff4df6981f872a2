import { DEMO_IDS } from "@q2c/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";

let s: TestServer;
const token = tokensFor(() => s);
let adatumHq: string;
beforeAll(async () => {
  s = await createTestServer();
  const [row] = await s.sql<{ id: string }>("select id from locations where name = 'Adatum HQ'");
  adatumHq = row!.id;
});
afterAll(async () => {
  await s.close();
});

const names = (res: { json(): { data: { name: string }[] } }) =>
  res
    .json()
    .data.map((l) => l.name)
    .sort();

describe("GET /locations", () => {
  it("lists the MSP's and its customers' locations with floors on request", async () => {
    const res = await s.api("GET", "/locations", {
      token: await token("engineer@msp.demo"),
      query: { getFloors: "true" },
    });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(["Adatum HQ", "Litware Office", "Northwind Office"]);
    const hq = res.json().data.find((l: { name: string }) => l.name === "Adatum HQ");
    expect(hq.floors.map((f: { name: string }) => f.name)).toEqual(["Ground floor", "First floor"]);
    expect(hq).not.toHaveProperty("buildings");
  });

  it("filters by account, shows a customer only its own and another tenant's account 404", async () => {
    const byAccount = await s.api("GET", "/locations", {
      token: await token("sales@msp.demo"),
      query: { accountId: DEMO_IDS.litware },
    });
    expect(names(byAccount)).toEqual(["Litware Office"]);
    expect(names(await s.api("GET", "/locations", { token: await token("user@customer.demo") }))).toEqual([
      "Adatum HQ",
    ]);
    const other = await s.api("GET", "/locations", {
      token: await token("admin@msp2.demo"),
      query: { accountId: DEMO_IDS.adatum },
    });
    expect(other.statusCode).toBe(404);
  });

  it("answers 400 for a getFloors value that is not a boolean", async () => {
    const res = await s.api("GET", "/locations", {
      token: await token("sales@msp.demo"),
      query: { getFloors: "maybe" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("getFloors");
  });
});

describe("GET /locations/:id and /accounts/:accountId/locations", () => {
  it("answers a location with floors and buildings, and an account's list", async () => {
    const one = await s.api("GET", `/locations/${adatumHq}`, { token: await token("user@customer.demo") });
    expect(one.json().buildings.map((b: { name: string }) => b.name)).toEqual(["Main building", "Warehouse"]);
    const list = await s.api("GET", `/accounts/${DEMO_IDS.adatum}/locations`, {
      token: await token("sales@msp.demo"),
    });
    expect(names(list)).toEqual(["Adatum HQ"]);
  });

  it("answers 404 to another tenant for both", async () => {
    const t = await token("admin@msp2.demo");
    expect((await s.api("GET", `/locations/${adatumHq}`, { token: t })).statusCode).toBe(404);
    expect((await s.api("GET", `/accounts/${DEMO_IDS.adatum}/locations`, { token: t })).statusCode).toBe(404);
  });
});

describe("POST /locations and /accounts/:accountId/locations", () => {
  it("creates a location with floors and buildings; building prices are rounded up to whole units", async () => {
    const res = await s.api("POST", `/accounts/${DEMO_IDS.adatum}/locations`, {
      token: await token("engineer@msp.demo"),
      body: {
        name: "Adatum Lab",
        city: "Cambridge",
        latitude: 42.37,
        longitude: -71.1,
        floors: [{ name: "Basement" }, { name: "Lab floor", areaSqft: 1200 }],
        buildings: [{ name: "Lab", totalPrice: "1200.01", recurringPrice: 99.5, discount: "10.50" }],
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: "Adatum Lab", accountId: DEMO_IDS.adatum, version: 1 });
    expect(body.floors).toEqual([
      expect.objectContaining({ name: "Basement", position: 0, areaSqft: null }),
      expect.objectContaining({ name: "Lab floor", position: 1, areaSqft: 1200 }),
    ]);
    expect(body.buildings[0]).toMatchObject({
      totalPrice: "1201.00",
      recurringPrice: "100.00",
      discount: "10.50",
    });
  });

  it("creates in the caller's own account by default", async () => {
    const res = await s.api("POST", "/locations", {
      token: await token("user@customer.demo"),
      body: { name: "Depot" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().accountId).toBe(DEMO_IDS.adatum);
  });

  it("refuses every write to a role outside the quotes rule set (403), writing nothing", async () => {
    // No demo role falls outside the quotes rule set, so one user holds the visitor's role for a moment.
    const t = (await s.login("ops@msp.demo")).accessToken;
    const [floor] = await s.sql<{ id: string }>("select id from floors where location_id = $1 limit 1", [
      adatumHq,
    ]);
    await s.sql("update users set role = 'public' where email = 'ops@msp.demo'");
    const responses = await Promise.all([
      s.api("POST", "/locations", { token: t, body: { name: "No" } }),
      s.api("POST", `/accounts/${DEMO_IDS.adatum}/locations`, { token: t, body: { name: "No" } }),
      s.api("PUT", `/locations/${adatumHq}`, { token: t, body: { version: 1, name: "No" } }),
      s.api("PUT", `/locations/${adatumHq}/floors/${floor!.id}`, { token: t, body: { name: "No" } }),
      s.api("DELETE", `/locations/${adatumHq}`, { token: t }),
    ]);
    await s.sql("update users set role = 'operations' where email = 'ops@msp.demo'");
    expect(responses.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await countOf(s, "select 1 from locations where name = 'No'")).toBe(0);
    expect(await countOf(s, "select 1 from floors where name = 'No'")).toBe(0);
  });

  it("answers 404 for another tenant's account", async () => {
    const other = await s.api("POST", `/accounts/${DEMO_IDS.adatum}/locations`, {
      token: await token("admin@msp2.demo"),
      body: { name: "Theirs" },
    });
    expect(other.statusCode).toBe(404);
    expect(await countOf(s, "select 1 from locations where name = 'Theirs'")).toBe(0);
  });

  it("answers 400 for a missing name, a bad price and a latitude off the globe, writing nothing", async () => {
    const before = await countOf(s, "select 1 from locations");
    const res = await s.api("POST", "/locations", {
      token: await token("admin@msp.demo"),
      body: { latitude: 91, buildings: [{ name: "B", totalPrice: "lots" }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: "Name is required" });
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(["latitude", "buildings.0.totalPrice"]),
    );
    expect(await countOf(s, "select 1 from locations")).toBe(before);
  });
});

describe("PUT /locations/:id", () => {
  it("replaces floors and buildings with the lists sent, keeping ids that are listed", async () => {
    const t = await token("sales@msp.demo");
    const current = (await s.api("GET", `/locations/${adatumHq}`, { token: t })).json();
    const [ground] = current.floors;
    const res = await s.api("PUT", `/locations/${adatumHq}`, {
      token: t,
      body: {
        version: current.version,
        city: "Cambridge",
        floors: [{ id: ground.id, name: "Lobby" }, { name: "Roof" }],
        buildings: [{ id: current.buildings[0].id, name: "Main building", totalPrice: "10.2" }],
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ city: "Cambridge", version: current.version + 1 });
    expect(body.floors.map((f: { id: string; name: string }) => f.name)).toEqual(["Lobby", "Roof"]);
    expect(body.floors[0].id).toBe(ground.id);
    expect(body.buildings).toEqual([expect.objectContaining({ name: "Main building", totalPrice: "11.00" })]);
  });

  it("leaves buildings alone with noBuildingsUpdate=true", async () => {
    const t = await token("sales@msp.demo");
    const current = (await s.api("GET", `/locations/${adatumHq}`, { token: t })).json();
    const res = await s.api("PUT", `/locations/${adatumHq}`, {
      token: t,
      query: { noBuildingsUpdate: "true" },
      body: { version: current.version, name: "Adatum HQ", buildings: [] },
    });
    expect(res.json().buildings).toHaveLength(1);
  });

  it("answers 409 with the current version for a stale one and writes nothing", async () => {
    const t = await token("sales@msp.demo");
    const current = (await s.api("GET", `/locations/${adatumHq}`, { token: t })).json();
    const res = await s.api("PUT", `/locations/${adatumHq}`, {
      token: t,
      body: { version: current.version - 1, city: "Stale", floors: [] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().version).toBe(current.version);
    expect(await countOf(s, "select 1 from floors where location_id = $1", [adatumHq])).toBe(2);
  });

  it("answers 400 for a floor id of another location and 404 to another tenant, writing nothing", async () => {
    const t = await token("sales@msp.demo");
    const current = (await s.api("GET", `/locations/${adatumHq}`, { token: t })).json();
    const [foreign] = await s.sql<{ id: string }>(
      "select f.id from floors f join locations l on l.id = f.location_id where l.name = 'Litware Office'",
    );
    const bad = await s.api("PUT", `/locations/${adatumHq}`, {
      token: t,
      body: { version: current.version, floors: [{ id: foreign!.id, name: "Stolen" }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(["floors.0.id"]);
    const other = await s.api("PUT", `/locations/${adatumHq}`, {
      token: await token("admin@msp2.demo"),
      body: { version: current.version, city: "X" },
    });
    expect(other.statusCode).toBe(404);
    expect(await s.sql("select version from locations where id = $1", [adatumHq])).toEqual([
      { version: current.version },
    ]);
  });
});

describe("PUT /locations/:id/floors/:floorId", () => {
  it("changes one floor and moves the location's version on", async () => {
    const t = await token("engineer@msp.demo");
    const current = (await s.api("GET", `/locations/${adatumHq}`, { token: t })).json();
    const floor = current.floors[0];
    const res = await s.api("PUT", `/locations/${adatumHq}/floors/${floor.id}`, {
      token: t,
      body: { version: current.version, name: "Reception", areaSqft: 300 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: floor.id, name: "Reception", position: floor.position, areaSqft: 300 });
    const stale = await s.api("PUT", `/locations/${adatumHq}/floors/${floor.id}`, {
      token: t,
      body: { version: current.version, name: "Late" },
    });
    expect(stale.statusCode).toBe(409);
  });

  it("answers 404 for a floor of another location or another tenant, and 400 for a negative area", async () => {
    const t = await token("engineer@msp.demo");
    const [foreign] = await s.sql<{ id: string }>(
      "select f.id from floors f join locations l on l.id = f.location_id where l.name = 'Litware Office'",
    );
    expect(
      (await s.api("PUT", `/locations/${adatumHq}/floors/${foreign!.id}`, { token: t, body: { name: "X" } }))
        .statusCode,
    ).toBe(404);
    const [own] = await s.sql<{ id: string }>("select id from floors where location_id = $1 limit 1", [
      adatumHq,
    ]);
    const other = await s.api("PUT", `/locations/${adatumHq}/floors/${own!.id}`, {
      token: await token("admin@msp2.demo"),
      body: { name: "X" },
    });
    expect(other.statusCode).toBe(404);
    const bad = await s.api("PUT", `/locations/${adatumHq}/floors/${own!.id}`, {
      token: t,
      body: { areaSqft: -5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("areaSqft");
  });
});

describe("DELETE /locations/:id", () => {
  it("refuses another tenant (404), then deletes the location with its floors and buildings", async () => {
    const [litware] = await s.sql<{ id: string }>("select id from locations where name = 'Litware Office'");
    expect(
      (await s.api("DELETE", `/locations/${litware!.id}`, { token: await token("admin@msp2.demo") }))
        .statusCode,
    ).toBe(404);
    const res = await s.api("DELETE", `/locations/${litware!.id}`, { token: await token("admin@msp.demo") });
    expect(res.statusCode).toBe(200);
    expect(await countOf(s, "select 1 from floors where location_id = $1", [litware!.id])).toBe(0);
    expect(await countOf(s, "select 1 from buildings where location_id = $1", [litware!.id])).toBe(0);
  });
});
