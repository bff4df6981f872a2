import { DEMO_PROJECT_IDS } from "@q2c/db";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  addTestLine,
  createTestProject,
  type TestProject,
  TWO_SITES,
  versionOf,
} from "../../test/project-helpers.ts";
import { quoteState, setLinePrice } from "./versions-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const VERSIONS_QUOTE = { dealName: "Versions test", locations: TWO_SITES };
const ADATUM_QUOTE = DEMO_PROJECT_IDS.adatumWifi;
const FIRST_DRAFT = DEMO_PROJECT_IDS.adatumFirstDraft;

const restore = async (
  projectId: string,
  versionId: string,
  body: unknown,
  email: Parameters<typeof token>[0] = "sales@msp.demo",
) =>
  s.api("POST", `/projects/${projectId}/versions/${versionId}/restore`, { token: await token(email), body });

describe("POST /projects/:id/versions/:versionId/restore", () => {
  let quote: TestProject;
  let line: string;
  let saved: { id: string; totals: { termTotal: string } };
  let lineRowsAtSave: unknown[];
  beforeAll(async () => {
    quote = await createTestProject(s, token, VERSIONS_QUOTE);
    line = (await addTestLine(s, token, quote.id, quote.buildingIds[0]!, { price: "100", quantity: "3" }))
      .lineId;
    await addTestLine(s, token, quote.id, quote.buildingIds[2]!, {
      name: "Survey",
      price: "900",
      quantity: "1",
    });
    saved = (
      await s.api("POST", `/projects/${quote.id}/versions`, {
        token: await token("sales@msp.demo"),
        body: { name: "Before the discount talk" },
      })
    ).json();
    lineRowsAtSave = await s.sql("select * from project_lines where project_id = $1 order by id", [quote.id]);
    await setLinePrice(s, token, quote.id, line, "80");
    await addTestLine(s, token, quote.id, quote.buildingIds[1]!, { name: "Extra", price: "5" });
  });

  it("answers 409 to a stale version and writes nothing", async () => {
    const before = await quoteState(s, quote.id);
    const res = await restore(quote.id, saved.id, { version: before.version - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().version).toBe(before.version);
    expect(await quoteState(s, quote.id)).toEqual(before);
  });

  it("answers 400 without a version and writes nothing", async () => {
    const before = await quoteState(s, quote.id);
    const res = await restore(quote.id, saved.id, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("version");
    expect(await quoteState(s, quote.id)).toEqual(before);
  });

  it("answers 403 to the editor and 404 to another MSP, a customer, a partner and an unknown version", async () => {
    const before = await quoteState(s, quote.id);
    const body = { version: before.version };
    expect((await restore(quote.id, saved.id, body, "editor@msp.demo")).statusCode).toBe(403);
    expect((await restore(quote.id, saved.id, body, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await restore(quote.id, saved.id, body, "user@customer.demo")).statusCode).toBe(404);
    expect((await restore(quote.id, saved.id, body, "partner@link.demo")).statusCode).toBe(404);
    expect((await restore(quote.id, FIRST_DRAFT, body)).statusCode).toBe(404);
    expect(await quoteState(s, quote.id)).toEqual(before);
  });

  it("puts the version's rows back with their ids, reprices, bumps the version and records it", async () => {
    const version = await versionOf(s, quote.id);
    const res = await restore(quote.id, saved.id, { version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(version + 1);
    expect(await s.sql("select * from project_lines where project_id = $1 order by id", [quote.id])).toEqual(
      lineRowsAtSave,
    );
    expect(res.json().totals.termTotal).toBe(saved.totals.termTotal);
    expect(res.json().totals.oneTimeTotal).toBe("1200.00");
    const [event] = await s.sql<{ data: { versionId: string; name: string } }>(
      "select data from project_events where project_id = $1 and type = 'version_restored'",
      [quote.id],
    );
    expect(event?.data).toMatchObject({ versionId: saved.id, name: "Before the discount talk" });
    const diff = await s.api("GET", `/projects/${quote.id}/versions/compare`, {
      token: await token("sales@msp.demo"),
      query: { from: saved.id, to: "current" },
    });
    expect([diff.json().added, diff.json().removed, diff.json().changed]).toEqual([[], [], []]);
  });

  it("restores the demo quote's first draft to the totals stored with it", async () => {
    const version = await versionOf(s, ADATUM_QUOTE);
    const res = await restore(ADATUM_QUOTE, FIRST_DRAFT, { version });
    expect(res.statusCode, res.body).toBe(200);
    // The seed priced the draft with priceProject; the server reprices the restored rows the same way.
    expect(res.json().totals.termTotal).toBe("16081.00");
    expect(
      await s.sql("select count(*)::int as n from project_lines where project_id = $1", [ADATUM_QUOTE]),
    ).toEqual([{ n: 20 }]);
    expect(
      await s.sql("select count(*)::int as n from project_buildings where project_id = $1", [ADATUM_QUOTE]),
    ).toEqual([{ n: 3 }]);
  });
});
