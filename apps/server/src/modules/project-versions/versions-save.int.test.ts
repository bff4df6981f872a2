import { DEMO_PROJECT_IDS } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { addTestLine, createTestProject, TWO_SITES, versionOf } from "../../test/project-helpers.ts";
import { quoteState } from "./versions-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const VERSIONS_QUOTE = { dealName: "Versions test", locations: TWO_SITES };
const ADATUM_QUOTE = DEMO_PROJECT_IDS.adatumWifi;
const LITWARE_QUOTE = DEMO_PROJECT_IDS.litwareNetwork;
const FIRST_DRAFT = DEMO_PROJECT_IDS.adatumFirstDraft;
const UNKNOWN = "0190a000-0000-7000-8000-00000000dead";

const versionsOf = async (id: string, email: Parameters<typeof token>[0] = "sales@msp.demo") =>
  s.api("GET", `/projects/${id}/versions`, { token: await token(email) });

describe("GET /projects/:id/versions", () => {
  it("lists the versions newest first with their totals, line count and author", async () => {
    const res = await versionsOf(ADATUM_QUOTE, "engineer@msp.demo");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: FIRST_DRAFT,
        number: 1,
        name: "First draft",
        lineCount: 20,
        createdByName: "Sam Sales",
        version: 1,
        totals: expect.objectContaining({ termTotal: "16081.00", termMonths: 36 }),
      }),
    ]);
  });

  it("keeps versions (the MSP's working revisions, with costs) from customers, even of their own quotes", async () => {
    expect((await versionsOf(ADATUM_QUOTE, "user@customer.demo")).statusCode).toBe(404);
    expect((await versionsOf(LITWARE_QUOTE, "user@customer.demo")).statusCode).toBe(404);
  });

  it("refuses the editor role (403), another MSP (404) and a bad id (400)", async () => {
    expect((await versionsOf(ADATUM_QUOTE, "editor@msp.demo")).statusCode).toBe(403);
    expect((await versionsOf(ADATUM_QUOTE, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await versionsOf(UNKNOWN)).statusCode).toBe(404);
    const bad = await s.api("GET", "/projects/not-a-uuid/versions", { token: await token("sales@msp.demo") });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("id");
  });
});

describe("POST /projects/:id/versions", () => {
  it("saves numbered snapshots without changing the quote's version, and records the event", async () => {
    const quote = await createTestProject(s, token, VERSIONS_QUOTE);
    const { version } = await addTestLine(s, token, quote.id, quote.buildingIds[0]!, {
      price: "100",
      quantity: "2",
    });
    const first = await s.api("POST", `/projects/${quote.id}/versions`, {
      token: await token("sales@msp.demo"),
      body: { name: "  Proposal A  " },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ number: 1, name: "Proposal A", lineCount: 1, version: 1 });
    expect(first.json().totals.oneTimeTotal).toBe("200.00");
    const second = await s.api("POST", `/projects/${quote.id}/versions`, {
      token: await token("admin@msp.demo"),
      body: { name: "Proposal B" },
    });
    expect(second.json()).toMatchObject({ number: 2, createdByName: "Adam Admin" });
    expect(await versionOf(s, quote.id)).toBe(version);

    const [snapshot] = await s.sql<{
      snapshot: { lines: { id: string; price: string }[]; locations: unknown[] };
    }>("select snapshot from project_versions where id = $1", [first.json().id]);
    expect(snapshot?.snapshot.locations).toHaveLength(2);
    expect(snapshot?.snapshot.lines.map((l) => Number(l.price))).toEqual([100]);
    const events = await s.sql<{ type: string; data: { name: string } }>(
      "select type, data from project_events where project_id = $1 and type = 'version_saved' order by id",
      [quote.id],
    );
    expect(events.map((e) => e.data.name)).toEqual(["Proposal A", "Proposal B"]);
    expect((await versionsOf(quote.id)).json().map((v: { number: number }) => v.number)).toEqual([2, 1]);
  });

  it("numbers after the highest version there is", async () => {
    const res = await s.api("POST", `/projects/${ADATUM_QUOTE}/versions`, {
      token: await token("sales@msp.demo"),
      body: { name: "Second pass" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ number: 2, lineCount: 21 });
  });

  it("answers 400 for a missing or blank name and writes nothing", async () => {
    const before = await quoteState(s, LITWARE_QUOTE);
    for (const body of [{}, { name: "   " }, { name: "x".repeat(101) }]) {
      const res = await s.api("POST", `/projects/${LITWARE_QUOTE}/versions`, {
        token: await token("sales@msp.demo"),
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty("name");
    }
    expect(await quoteState(s, LITWARE_QUOTE)).toEqual(before);
  });

  it("is refused to the editor role (403), another MSP, customers and partners (404), writing nothing", async () => {
    const before = await quoteState(s, LITWARE_QUOTE);
    const save = async (email: Parameters<typeof token>[0], id: string = LITWARE_QUOTE) =>
      (await s.api("POST", `/projects/${id}/versions`, { token: await token(email), body: { name: "Nope" } }))
        .statusCode;
    expect(await save("editor@msp.demo")).toBe(403);
    expect(await save("admin@msp2.demo")).toBe(404);
    expect(await save("partner@link.demo")).toBe(404);
    expect(await save("user@customer.demo", ADATUM_QUOTE)).toBe(404);
    expect(await quoteState(s, LITWARE_QUOTE)).toEqual(before);
  });
});

describe("PUT /projects/:id/versions/:versionId", () => {
  const rename = async (
    body: unknown,
    email: Parameters<typeof token>[0] = "sales@msp.demo",
    id: string = FIRST_DRAFT,
  ) => s.api("PUT", `/projects/${ADATUM_QUOTE}/versions/${id}`, { token: await token(email), body });

  it("renames a version and bumps the version's own version", async () => {
    const res = await rename({ version: 1, name: "Draft for Ada" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: FIRST_DRAFT, name: "Draft for Ada", version: 2 });
  });

  it("answers 409 with the current version to a stale one and writes nothing", async () => {
    const before = await quoteState(s, ADATUM_QUOTE);
    const res = await rename({ version: 1, name: "Overwritten" });
    expect(res.statusCode).toBe(409);
    expect(res.json().version).toBe(2);
    expect(await quoteState(s, ADATUM_QUOTE)).toEqual(before);
  });

  it("answers 400 for a blank name or a missing version and writes nothing", async () => {
    const before = await quoteState(s, ADATUM_QUOTE);
    const blank = await rename({ version: 2, name: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toHaveProperty("name");
    const noVersion = await rename({ name: "No version" });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fields).toHaveProperty("version");
    expect(await quoteState(s, ADATUM_QUOTE)).toEqual(before);
  });

  it("answers 403 to the editor, 404 to others and to a version of another quote", async () => {
    const before = await quoteState(s, ADATUM_QUOTE);
    const body = { version: 2, name: "Nope" };
    expect((await rename(body, "editor@msp.demo")).statusCode).toBe(403);
    expect((await rename(body, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await rename(body, "user@customer.demo")).statusCode).toBe(404);
    expect((await rename(body, "sales@msp.demo", UNKNOWN)).statusCode).toBe(404);
    const other = await s.api("PUT", `/projects/${LITWARE_QUOTE}/versions/${FIRST_DRAFT}`, {
      token: await token("sales@msp.demo"),
      body,
    });
    expect(other.statusCode).toBe(404);
    expect(await quoteState(s, ADATUM_QUOTE)).toEqual(before);
  });
});
