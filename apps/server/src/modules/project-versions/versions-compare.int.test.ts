import { DEMO_PROJECT_IDS } from "@q2c/db";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { addTestLine, createTestProject, type TestProject, TWO_SITES } from "../../test/project-helpers.ts";
import { setLinePrice } from "./versions-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const VERSIONS_QUOTE = { dealName: "Versions test", locations: TWO_SITES };
const ADATUM_QUOTE = DEMO_PROJECT_IDS.adatumWifi;
const LITWARE_QUOTE = DEMO_PROJECT_IDS.litwareNetwork;
const FIRST_DRAFT = DEMO_PROJECT_IDS.adatumFirstDraft;

const compare = async (
  projectId: string,
  query: Record<string, string>,
  email: Parameters<typeof token>[0] = "sales@msp.demo",
) => s.api("GET", `/projects/${projectId}/versions/compare`, { token: await token(email), query });

describe("GET /projects/:id/versions/compare on the demo quote", () => {
  it("shows what changed since the first draft: bigger Wi-Fi bundle, the survey offered", async () => {
    const res = await compare(ADATUM_QUOTE, { from: FIRST_DRAFT, to: "current" });
    expect(res.statusCode, res.body).toBe(200);
    const diff = res.json();
    expect(diff.from).toEqual({ id: FIRST_DRAFT, name: "First draft" });
    expect(diff.to).toEqual({ id: "current", name: "Current" });
    expect(diff.removed).toEqual([]);
    expect(diff.added).toEqual([
      expect.objectContaining({
        partNumber: "SVC-SURVEY-SITE",
        place: "Adatum HQ / Main building / Site survey",
        quantity: "1",
        price: "1200",
        termTotal: "1200.00",
      }),
    ]);
    // Five items of the office Wi-Fi bundle went from 3 to 4 units.
    expect(diff.changed).toHaveLength(5);
    for (const c of diff.changed) {
      expect(c.place).toBe("Adatum HQ / Main building / Office Wi-Fi (per 2,500 sq ft)");
      expect(c.fields).toEqual({ quantity: ["3", "4"] });
    }
    expect(diff.totals.from.termTotal).toBe("16081.00");
    expect(diff.totals.to.termTotal).toBe("18100.00");
    expect(diff.totals.change.termTotal).toBe("2019.00");
    const sum = (a: string, b: string) => (Number(a) + Number(b)).toFixed(2);
    expect(sum(diff.totals.from.grossProfit, diff.totals.change.grossProfit)).toBe(
      diff.totals.to.grossProfit,
    );
    expect(sum(diff.totals.from.oneTimeTotal, diff.totals.change.oneTimeTotal)).toBe(
      diff.totals.to.oneTimeTotal,
    );
  });

  it("reads the other way round and compares a side with itself as empty", async () => {
    const back = (await compare(ADATUM_QUOTE, { from: "current", to: FIRST_DRAFT })).json();
    expect(back.removed.map((l: { partNumber: string }) => l.partNumber)).toEqual(["SVC-SURVEY-SITE"]);
    expect(back.totals.change.termTotal).toBe("-2019.00");
    const same = (await compare(ADATUM_QUOTE, { from: "current", to: "current" })).json();
    expect([same.added, same.removed, same.changed]).toEqual([[], [], []]);
    expect(same.totals.change).toEqual({
      oneTimeTotal: "0.00",
      termTotal: "0.00",
      grossProfit: "0.00",
      netProfit: "0.00",
    });
  });

  it("is the MSP's only: 404 to customers (even on their own quote) and another MSP, 403 to the editor", async () => {
    const query = { from: FIRST_DRAFT, to: "current" };
    expect((await compare(ADATUM_QUOTE, query, "user@customer.demo")).statusCode).toBe(404);
    expect(
      (await compare(LITWARE_QUOTE, { from: "current", to: "current" }, "user@customer.demo")).statusCode,
    ).toBe(404);
    expect((await compare(ADATUM_QUOTE, query, "editor@msp.demo")).statusCode).toBe(403);
    expect((await compare(ADATUM_QUOTE, query, "admin@msp2.demo")).statusCode).toBe(404);
  });

  it("answers 400 naming the side for an unknown version, a version of another quote or a bad value", async () => {
    const unknown = await compare(ADATUM_QUOTE, {
      from: "0190a000-0000-7000-8000-00000000dead",
      to: "current",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ from: "This version is not part of the quote." });
    const elsewhere = await compare(LITWARE_QUOTE, { from: "current", to: FIRST_DRAFT });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields).toHaveProperty("to");
    const bad = await compare(ADATUM_QUOTE, { from: "yesterday", to: "current" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("from");
    const missing = await compare(ADATUM_QUOTE, { from: "current" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty("to");
  });
});

describe("GET /projects/:id/versions/compare after edits", () => {
  let quote: TestProject;
  let kept: string;
  let repriced: string;
  let saved: string;
  beforeAll(async () => {
    quote = await createTestProject(s, token, VERSIONS_QUOTE);
    kept = (
      await addTestLine(s, token, quote.id, quote.buildingIds[0]!, {
        name: "Switch",
        price: "500",
        quantity: "1",
      })
    ).lineId;
    repriced = (
      await addTestLine(s, token, quote.id, quote.buildingIds[2]!, {
        name: "AP",
        price: "100",
        quantity: "2",
      })
    ).lineId;
    const res = await s.api("POST", `/projects/${quote.id}/versions`, {
      token: await token("sales@msp.demo"),
      body: { name: "Sent to customer" },
    });
    saved = res.json().id;
    await setLinePrice(s, token, quote.id, repriced, "120");
    await addTestLine(s, token, quote.id, quote.buildingIds[1]!, {
      name: "Cable",
      partNumber: "C6",
      price: "10",
    });
  });

  it("matches lines by id: a new price is a change, a new line an addition, the totals move with them", async () => {
    const diff = (await compare(quote.id, { from: saved, to: "current" })).json();
    expect(diff.changed).toEqual([
      { lineId: repriced, name: "AP", place: "Depot / Store / AP", fields: { price: ["100", "120"] } },
    ]);
    expect(diff.added).toEqual([
      {
        lineId: expect.any(String),
        name: "Cable",
        partNumber: "C6",
        place: "HQ / Annex / Cable",
        quantity: "2",
        price: "10",
        termTotal: "20.00",
      },
    ]);
    expect(diff.removed).toEqual([]);
    expect(diff.changed.map((c: { lineId: string }) => c.lineId)).not.toContain(kept);
    // 500 + 2 × 100 = 700 saved; now 500 + 2 × 120 + 2 × 10 = 760.
    expect(diff.totals.from.oneTimeTotal).toBe("700.00");
    expect(diff.totals.to.oneTimeTotal).toBe("760.00");
    expect(diff.totals.change).toMatchObject({ oneTimeTotal: "60.00", termTotal: "60.00" });
  });
});
