import { PROJECT_MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { ADATUM } from "../../test/project-helpers.ts";

// Two buildings of one customer location never share a name (trimmed, any case): issue #16 §2.

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];
const call = async (method: "POST" | "PUT", url: string, body: unknown, email: Email = "sales@msp.demo") =>
  s.api(method, url, { token: await token(email), body });

const locationRows = () => countOf(s, "select 1 from locations");
const buildingRows = () => countOf(s, "select 1 from buildings");

async function location(buildings: string[]) {
  const res = await call("POST", `/accounts/${ADATUM}/locations`, {
    name: "Site",
    buildings: buildings.map((name) => ({ name })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; version: number; buildings: { id: string; name: string }[] };
}

describe("a customer location's buildings", () => {
  it("are created with distinct names; a repeat answers 400 on its name and writes nothing", async () => {
    const ok = await location(["Main", "Annex"]);
    expect(ok.buildings.map((b) => b.name)).toEqual(["Main", "Annex"]);
    const [locations, buildings] = [await locationRows(), await buildingRows()];
    for (const url of [`/accounts/${ADATUM}/locations`, "/locations"]) {
      const res = await call("POST", url, {
        ...(url === "/locations" ? { accountId: ADATUM } : {}),
        name: "Twins",
        buildings: [{ name: "Main" }, { name: "Annex" }, { name: " MAIN" }],
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields).toEqual({ "buildings.2.name": PROJECT_MESSAGES.duplicateBuildingName });
    }
    expect([await locationRows(), await buildingRows()]).toEqual([locations, buildings]);
  });

  it("refuses an update adding or renaming to a taken name, keeping the version and rows", async () => {
    const loc = await location(["Main", "Annex"]);
    const [main, annex] = loc.buildings;
    for (const list of [
      [{ id: main!.id, name: "Main" }, { id: annex!.id, name: "Annex" }, { name: "annex" }],
      [
        { id: main!.id, name: "Main" },
        { id: annex!.id, name: "main " },
      ],
    ]) {
      const res = await call("PUT", `/locations/${loc.id}`, {
        version: loc.version,
        name: "Site",
        buildings: list,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().fields)).toEqual([PROJECT_MESSAGES.duplicateBuildingName]);
    }
    const rows = await s.sql<{ name: string; version: number }>(
      `select b.name, l.version from buildings b join locations l on l.id = b.location_id
       where l.id = $1 order by b.position`,
      [loc.id],
    );
    expect(rows).toEqual([
      { name: "Main", version: loc.version },
      { name: "Annex", version: loc.version },
    ]);
  });

  it("keeps names two buildings shared before the rule while the rest of the location changes", async () => {
    const loc = await location(["Main", "Annex"]);
    await s.sql("update buildings set name = 'MAIN' where id = $1", [loc.buildings[1]!.id]);
    const res = await call("PUT", `/locations/${loc.id}`, {
      version: loc.version,
      name: "Renamed site",
      buildings: [
        { id: loc.buildings[0]!.id, name: "Main" },
        { id: loc.buildings[1]!.id, name: "MAIN" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("are written by the quotes roles of the location's MSP only", async () => {
    const loc = await location(["Main"]);
    const body = { version: loc.version, name: "Site", buildings: [{ name: "Main" }, { name: "New" }] };
    expect((await call("PUT", `/locations/${loc.id}`, body, "editor@msp.demo")).statusCode).toBe(403);
    expect((await call("PUT", `/locations/${loc.id}`, body, "admin@msp2.demo")).statusCode).toBe(404);
    expect(await countOf(s, "select 1 from buildings where location_id = $1", [loc.id])).toBe(1);
  });
});
