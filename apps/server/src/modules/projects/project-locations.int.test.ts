import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  ADATUM,
  createTestProject,
  LITWARE,
  shareTestProject,
  snapshotOf,
  UNKNOWN_ID,
  versionOf,
} from "../../test/project-helpers.ts";
import { addPartnerMember, insertLine, oneSiteProject } from "./projects-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];
const address = {} as Record<"adatum" | "litware", string>;

beforeAll(async () => {
  const [a] = await s.sql<{ id: string }>("select id from locations where account_id = $1 order by id", [
    ADATUM,
  ]);
  const [l] = await s.sql<{ id: string }>("select id from locations where account_id = $1 order by id", [
    LITWARE,
  ]);
  address.adatum = a?.id ?? "";
  address.litware = l?.id ?? "";
});

const path = (id: string, locationId?: string) =>
  `/projects/${id}/locations${locationId ? `/${locationId}` : ""}`;
const call = async (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  opts: { body?: unknown; query?: Record<string, string>; email?: Email } = {},
) =>
  s.api(method, url, {
    token: await token(opts.email ?? "sales@msp.demo"),
    body: opts.body,
    query: opts.query,
  });

describe("GET /projects/{id}/locations", () => {
  it("lists the sites with their buildings and figures, without lines", async () => {
    const p = await oneSiteProject(s, token);
    await insertLine(s, token, p, p.locations[0]?.buildings[0]?.id ?? "", { quantity: "1", price: "10" });
    const res = await call("GET", path(p.id));
    expect(res.statusCode, res.body).toBe(200);
    const [site] = res.json();
    expect(site).toMatchObject({ name: "HQ", totals: { oneTimeTotal: "10.00" } });
    expect(site.buildings[0].bundleProducts).toBeUndefined();
  });

  it("shows the sites to the quote's customer and member partner only", async () => {
    const adatum = await oneSiteProject(s, token);
    const litware = await createTestProject(s, token, { accountId: LITWARE });
    expect((await call("GET", path(adatum.id), { email: "user@customer.demo" })).statusCode).toBe(404);
    await shareTestProject(s, token, adatum.id);
    expect((await call("GET", path(adatum.id), { email: "user@customer.demo" })).statusCode).toBe(200);
    expect((await call("GET", path(litware.id), { email: "user@customer.demo" })).statusCode).toBe(404);
    expect((await call("GET", path(adatum.id), { email: "admin@msp2.demo" })).statusCode).toBe(404);
    expect((await call("GET", path(adatum.id), { email: "editor@msp.demo" })).statusCode).toBe(403);
    expect((await call("GET", path(adatum.id), { email: "partner@link.demo" })).statusCode).toBe(404);
    await addPartnerMember(s, adatum.id);
    expect((await call("GET", path(adatum.id), { email: "partner@link.demo" })).statusCode).toBe(200);
  });
});

describe("POST /projects/{id}/locations", () => {
  it("adds a site from a service address with its buildings, last in order", async () => {
    const p = await oneSiteProject(s, token);
    const res = await call("POST", path(p.id), {
      body: { version: 1, name: "Second site", locationId: address.adatum, buildings: [{ name: "Depot" }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ version: 2, createdIds: [expect.any(String), expect.any(String)] });
    const [siteId] = res.json().createdIds;
    const [row] = await s.sql(
      "select name, country, region, locality, position from project_locations where id = $1",
      [siteId],
    );
    expect(row).toEqual({
      name: "Second site",
      country: "US",
      region: "MA",
      locality: "Boston",
      position: 1,
    });
    expect(await countOf(s, "select 1 from project_buildings where project_location_id = $1", [siteId])).toBe(
      1,
    );
  });

  it("keys the address's country as the tax tables do: a name is its code, none is the US, an unknown one none", async () => {
    const p = await oneSiteProject(s, token);
    const countryOfSiteFrom = async (country: string, version: number) => {
      await s.sql("update locations set country = $2 where id = $1", [address.adatum, country]);
      const res = await call("POST", path(p.id), {
        body: { version, name: `Site ${version}`, locationId: address.adatum },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await s.sql<{ country: string }>("select country from project_locations where id = $1", [
        res.json().createdIds[0],
      ]);
      return row?.country;
    };
    try {
      expect(await countryOfSiteFrom("United States", 1)).toBe("US");
      expect(await countryOfSiteFrom("", 2)).toBe("US");
      expect(await countryOfSiteFrom("united kingdom", 3)).toBe("GB");
      // Not "AT" (Austria) from its first letters: no jurisdiction, so no rate is guessed.
      expect(await countryOfSiteFrom("Atlantis", 4)).toBe("");
    } finally {
      await s.sql("update locations set country = 'US' where id = $1", [address.adatum]);
    }
  });

  it("refuses another customer's address and an unknown Building Use, writing nothing", async () => {
    const p = await oneSiteProject(s, token);
    const before = await snapshotOf(s, p.id);
    const res = await call("POST", path(p.id), {
      body: {
        version: 1,
        name: "Wrong",
        locationId: address.litware,
        buildings: [{ name: "B", environmentId: UNKNOWN_ID }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      locationId: PROJECT_MESSAGES.unknownServiceAddress,
      "buildings.0.environmentId": PROJECT_MESSAGES.unknownEnvironment,
    });
    const shape = await call("POST", path(p.id), { body: { version: 1, name: "", country: "USA" } });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().fields).sort()).toEqual(["country", "name"]);
    const stale = await call("POST", path(p.id), { body: { version: 9, name: "Late" } });
    expect(stale.statusCode).toBe(409);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("is the quote's MSP's to do", async () => {
    const p = await oneSiteProject(s, token);
    const before = await snapshotOf(s, p.id);
    const body = { version: 1, name: "Intruder" };
    expect((await call("POST", path(p.id), { body, email: "editor@msp.demo" })).statusCode).toBe(403);
    expect((await call("POST", path(p.id), { body, email: "admin@msp2.demo" })).statusCode).toBe(404);
    expect((await call("POST", path(p.id), { body, email: "user@customer.demo" })).statusCode).toBe(404);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });
});

describe("PUT /projects/{id}/locations/{locationId}", () => {
  it("renames a site and takes a service address's jurisdiction, repricing the tax", async () => {
    const p = await createTestProject(s, token, {
      locations: [{ name: "Typed", country: "US", region: "NY", buildings: [{ name: "B" }] }],
    });
    const site = p.locations[0]?.id ?? "";
    const { version } = await insertLine(s, token, p, p.locations[0]?.buildings[0]?.id ?? "", {
      quantity: "1",
      price: "100",
    });
    const res = await call("PUT", path(p.id, site), {
      body: { version, name: "Boston", locationId: address.adatum },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals.estimatedSalesTax).toBe("6.25");
    const [row] = await s.sql(
      "select name, region, locality, location_id from project_locations where id = $1",
      [site],
    );
    expect(row).toEqual({ name: "Boston", region: "MA", locality: "Boston", location_id: address.adatum });
    expect(
      (
        await s.sql<{ type: string }>(
          "select type from project_events where project_id = $1 order by id desc limit 1",
          [p.id],
        )
      )[0]?.type,
    ).toBe("location_changed");
  });

  it("answers 404 to a site of another quote and 400 to another customer's address, writing nothing", async () => {
    const p = await oneSiteProject(s, token);
    const other = await oneSiteProject(s, token);
    const before = await snapshotOf(s, p.id);
    const foreign = await call("PUT", path(p.id, other.locations[0]?.id), {
      body: { version: 1, name: "Mine now" },
    });
    expect(foreign.statusCode).toBe(404);
    const wrong = await call("PUT", path(p.id, p.locations[0]?.id), {
      body: { version: 1, locationId: address.litware },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ locationId: PROJECT_MESSAGES.unknownServiceAddress });
    const stale = await call("PUT", path(p.id, p.locations[0]?.id), { body: { version: 4, name: "Late" } });
    expect(stale.statusCode).toBe(409);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("is the quote's MSP's to do", async () => {
    const p = await oneSiteProject(s, token);
    const url = path(p.id, p.locations[0]?.id);
    const body = { version: 1, name: "Intruder" };
    expect((await call("PUT", url, { body, email: "editor@msp.demo" })).statusCode).toBe(403);
    expect((await call("PUT", url, { body, email: "admin@msp2.demo" })).statusCode).toBe(404);
    expect((await call("PUT", url, { body, email: "user@customer.demo" })).statusCode).toBe(404);
    expect(await versionOf(s, p.id)).toBe(1);
  });
});

describe("DELETE /projects/{id}/locations/{locationId}", () => {
  it("removes the site with its buildings and lines, and reprices", async () => {
    const p = await oneSiteProject(s, token);
    const { version } = await insertLine(s, token, p, p.locations[0]?.buildings[0]?.id ?? "");
    const res = await call("DELETE", path(p.id, p.locations[0]?.id), { query: { version: String(version) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals.pricedLineCount).toBe(0);
    for (const table of [
      "project_locations",
      "project_buildings",
      "project_bundle_products",
      "project_lines",
    ]) {
      expect(await countOf(s, `select 1 from ${table} where project_id = $1`, [p.id]), table).toBe(0);
    }
  });

  it("answers 409 to a stale version, 400 without one, 404 to a foreign site, deleting nothing", async () => {
    const p = await oneSiteProject(s, token);
    const other = await oneSiteProject(s, token);
    const before = await snapshotOf(s, p.id);
    const url = path(p.id, p.locations[0]?.id);
    expect((await call("DELETE", url, { query: { version: "5" } })).statusCode).toBe(409);
    expect((await call("DELETE", url)).statusCode).toBe(400);
    expect(
      (await call("DELETE", path(p.id, other.locations[0]?.id), { query: { version: "1" } })).statusCode,
    ).toBe(404);
    expect(
      (await call("DELETE", url, { query: { version: "1" }, email: "editor@msp.demo" })).statusCode,
    ).toBe(403);
    expect(
      (await call("DELETE", url, { query: { version: "1" }, email: "admin@msp2.demo" })).statusCode,
    ).toBe(404);
    expect(
      (await call("DELETE", url, { query: { version: "1" }, email: "user@customer.demo" })).statusCode,
    ).toBe(404);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });
});
