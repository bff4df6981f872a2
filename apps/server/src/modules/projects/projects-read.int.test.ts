import { uuidv7 } from "@q2c/db";
import { ZProject } from "@q2c/domain";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  createTestProject,
  LITWARE,
  NORTHWIND,
  shareTestProject,
  type TestProject,
  UNKNOWN_ID,
  versionOf,
} from "../../test/project-helpers.ts";
import { addPartnerMember, insertLine, oneSiteProject } from "./projects-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let adatum: TestProject;
let litware: TestProject;
let lineId: string;

beforeAll(async () => {
  adatum = await oneSiteProject(s, token, { dealName: "Adatum Wi-Fi" });
  const building = adatum.locations[0]?.buildings[0]?.id ?? "";
  ({ lineId } = await insertLine(s, token, adatum, building, { partNumber: "MR46-HW", quantity: "3" }));
  // Its customer reads it from here on (an unshared quote answers 404 to the customer).
  await shareTestProject(s, token, adatum.id);
  litware = await createTestProject(s, token, {
    accountId: LITWARE,
    dealName: "Litware LAN",
  });
});

const get = async (email: Parameters<typeof token>[0], id: string, query: Record<string, string> = {}) =>
  s.api("GET", `/projects/${id}`, { token: await token(email), query });

describe("GET /projects/{id}", () => {
  it("answers the project's own fields without locations when no flag is set", async () => {
    const res = await get("sales@msp.demo", adatum.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: adatum.id,
      accountName: "Adatum Corp",
      dealName: "Adatum Wi-Fi",
      stage: "build",
      status: "discovery",
      type: "quote",
      archived: false,
      mspAccount: { id: NORTHWIND, accountName: "Northwind IT" },
      partnerAccount: null,
      lineCount: 1,
      watching: false,
      totals: { oneTimeTotal: "300.00", pricedLineCount: 1 },
    });
    expect(body.locations).toBeUndefined();
    expect(body.events).toBeUndefined();
  });

  it("adds sites, buildings, the index by id and the customer's addresses with getLocations", async () => {
    const body = (await get("sales@msp.demo", adatum.id, { getLocations: "true" })).json();
    const [site] = body.locations;
    expect(site).toMatchObject({ name: "HQ", country: "US", region: "MA", taxRatePercent: "6.25" });
    expect(site.buildings[0]).toMatchObject({ name: "Main", totalPrice: "300", discount: "0" });
    expect(site.buildings[0].bundleProducts).toBeUndefined();
    expect(body.locationById[site.id].name).toBe("HQ");
    expect(body.buildings.map((b: { name: string }) => b.name)).toEqual(["Main"]);
    const addresses = body.addresses.map((a: { name: string }) => a.name);
    expect(addresses).toContain("Adatum HQ");
    expect(addresses).not.toContain("Litware Office");
  });

  it("adds bundle products and lines inside the sites only, each line with its figures when asked", async () => {
    const bare = (
      await get("sales@msp.demo", adatum.id, { getProjectLocationBundleProducts: "true" })
    ).json();
    const [bareLine] = bare.locations[0].buildings[0].bundleProducts[0].lines;
    expect(bareLine).toMatchObject({ id: lineId, quantity: "3", price: "100" });
    expect(bareLine.figures).toBeUndefined();
    const body = (
      await get("sales@msp.demo", adatum.id, {
        getProjectLocationBundleProducts: "true",
        getLineFigures: "true",
      })
    ).json();
    const [bp] = body.locations[0].buildings[0].bundleProducts;
    expect(bp.lines[0]).toMatchObject({
      id: lineId,
      quantity: "3",
      price: "100",
      figures: { oneTimeTotal: "300.00" },
    });
    expect(body.buildings[0].bundleProducts).toBeUndefined();
    expect(body.locationById[body.locations[0].id].buildings[0].bundleProducts).toBeUndefined();
  });

  it("adds the MSP's quote team, members, and the feed with names, likes and files", async () => {
    const sales = await userIdOf(s, "sales@msp.demo");
    const fileId = uuidv7();
    await s.sql(
      `insert into files (tenant_id, id, account_id, name, mime_type, size, data_base64) values ($1, $2, $1, 'plan.pdf', 'application/pdf', 4, 'AAAA')`,
      [NORTHWIND, fileId],
    );
    const commentId = uuidv7();
    await s.sql(
      `insert into project_comments (tenant_id, id, project_id, author_user_id, body, file_ids)
       values ($1, $2, $3, $4, 'Check the ceiling height', $5::jsonb)`,
      [NORTHWIND, commentId, adatum.id, sales, JSON.stringify([fileId])],
    );
    await s.sql(
      "insert into project_likes (tenant_id, project_id, target_id, user_id) values ($1, $2, $3, $4)",
      [NORTHWIND, adatum.id, commentId, sales],
    );
    await s.sql("insert into project_watchers (tenant_id, project_id, user_id) values ($1, $2, $3)", [
      NORTHWIND,
      adatum.id,
      sales,
    ]);
    await addPartnerMember(s, adatum.id);
    const put = await s.api("PUT", `/projects/${adatum.id}`, {
      token: await token("sales@msp.demo"),
      body: { version: await versionOf(s, adatum.id), contractSummary: "Survey first" },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await get("sales@msp.demo", adatum.id, {
      getTeam: "true",
      getMembers: "true",
      getEvents: "true",
      getComments: "true",
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const emails = body.team.map((u: { email: string }) => u.email);
    expect(emails).toContain("sales@msp.demo");
    expect(emails).toContain("admin@msp.demo");
    expect(emails).not.toContain("editor@msp.demo");
    expect(body.team.find((u: { email: string }) => u.email === "sales@msp.demo")).toMatchObject({
      displayName: "Sam Sales",
      teams: ["sales"],
    });
    expect(body.members).toEqual([
      expect.objectContaining({ accountName: "Fabrikam Link", kind: "partner" }),
    ]);
    expect(body.events).toMatchObject([
      { type: "updated", actorName: "Sam Sales", data: { fields: ["contractSummary"] } },
      { type: "shared", actorName: "Sam Sales" },
      { type: "created", actorName: "Sam Sales" },
    ]);
    expect(body.comments).toEqual([
      expect.objectContaining({
        id: commentId,
        authorName: "Sam Sales",
        likeCount: 1,
        likedByMe: true,
        files: [
          {
            id: fileId,
            name: "plan.pdf",
            mimeType: "application/pdf",
            size: 4,
            url: `/api/v1/projects/${adatum.id}/comments/${commentId}/files/${fileId}`,
          },
        ],
      }),
    ]);
    expect(body).toMatchObject({ watching: true, watcherIds: [sales] });
    const admin = (await get("admin@msp.demo", adatum.id, { getComments: "true" })).json();
    expect(admin).toMatchObject({ watching: false, comments: [{ likeCount: 1, likedByMe: false }] });
  });

  it("adds the distributor's price and stock per line with a part number", async () => {
    const body = (await get("sales@msp.demo", adatum.id, { getAvailability: "true" })).json();
    expect(body.availability).toEqual([
      expect.objectContaining({
        lineId,
        partNumber: "MR46-HW",
        error: null,
        distributor: expect.any(String),
      }),
    ]);
    expect(body.locations).toBeUndefined();
  });

  it("puts a distributor failure on the lines instead of failing the whole answer", async () => {
    const spy = vi
      .spyOn(s.deps.distributors.active, "priceAndAvailability")
      .mockRejectedValue(new Error("socket hang up"));
    try {
      const res = await get("sales@msp.demo", adatum.id, { getAvailability: "true" });
      expect(res.statusCode).toBe(200);
      expect(res.json().availability).toEqual([
        expect.objectContaining({
          lineId,
          available: null,
          cost: null,
          error: expect.stringContaining("distributor"),
        }),
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it("answers 400 to a flag that is not true or false", async () => {
    const res = await get("sales@msp.demo", adatum.id, { getLocations: "yes" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("getLocations");
  });

  it("answers 403 to a role outside the quotes rule and 404 to another MSP or an unknown id", async () => {
    expect((await get("editor@msp.demo", adatum.id)).statusCode).toBe(403);
    expect((await get("admin@msp2.demo", adatum.id)).statusCode).toBe(404);
    expect((await get("sales@msp.demo", UNKNOWN_ID)).statusCode).toBe(404);
  });

  it("shows a customer its own quotes only", async () => {
    expect((await get("user@customer.demo", adatum.id)).statusCode).toBe(200);
    expect((await get("user@customer.demo", litware.id)).statusCode).toBe(404);
  });

  it("shows a link partner a quote only once it is a member", async () => {
    expect((await get("partner@link.demo", litware.id)).statusCode).toBe(404);
    await addPartnerMember(s, litware.id);
    expect((await get("partner@link.demo", litware.id)).statusCode).toBe(200);
  });
});

describe("GET /quotes/{id}", () => {
  it("answers the quote with every part in the contract's shape, and the same refusals as the project", async () => {
    const engineer = await userIdOf(s, "engineer@msp.demo");
    await s.sql(`update project_bundle_products set tasks = $2::jsonb where project_id = $1`, [
      adatum.id,
      JSON.stringify({ items: ["Mount the APs"], users: [engineer] }),
    ]);
    const res = await s.api("GET", `/quotes/${adatum.id}`, { token: await token("sales@msp.demo") });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(ZProject.safeParse(body).error).toBeUndefined();
    expect(body.locations[0].buildings[0].bundleProducts[0].tasks).toMatchObject({ users: [engineer] });
    for (const part of ["locations", "members", "team", "events", "comments", "availability", "addresses"]) {
      expect(body, part).toHaveProperty(part);
    }
    expect(body.locations[0].buildings[0].bundleProducts[0].lines).toHaveLength(1);
    const as = async (email: Parameters<typeof token>[0], id: string) =>
      (await s.api("GET", `/quotes/${id}`, { token: await token(email) })).statusCode;
    expect(await as("editor@msp.demo", adatum.id)).toBe(403);
    expect(await as("admin@msp2.demo", adatum.id)).toBe(404);
    expect(await as("user@customer.demo", adatum.id)).toBe(200);
    expect(await as("user@customer.demo", litware.id)).toBe(404);
  });
});
