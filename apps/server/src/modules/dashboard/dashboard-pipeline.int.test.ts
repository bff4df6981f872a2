import { DEMO_IDS, DEMO_PROJECT_IDS, uuidv7 } from "@q2c/db";
import { addDays, monthStart, utcDay } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { type DemoEmail, useTestServer } from "../../test/harness.ts";
import { createTestProject, shareTestProject, type TestProject } from "../../test/project-helpers.ts";
import { addPartnerMember } from "../projects/projects-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const today = utcDay();

/** Stored totals as the pricing writes them (only the fields the pipeline reads). */
const totals = (
  termTotal: string,
  oneTimeTotal: string,
  monthly = "0.00",
  quarterly = "0.00",
  annually = "0.00",
) => ({
  termTotal,
  oneTimeTotal,
  grossMargin: "25.00",
  recurringTotals: { monthly, quarterly, annually, annually_3y: "0.00" },
});

async function setQuote(id: string, fields: Record<string, unknown>): Promise<void> {
  const names = Object.keys(fields);
  await s.sql(`update projects set ${names.map((n, i) => `${n} = $${i + 2}`).join(", ")} where id = $1`, [
    id,
    ...names.map((n) => (n === "totals" ? JSON.stringify(fields[n]) : fields[n])),
  ]);
}

let proposal: TestProject; // open, expiring, shared with Adatum
let build: TestProject; // open, valid for a month, Litware's, Fabrikam a member
let expired: TestProject; // open, expired yesterday
let won: TestProject; // accepted today
let wonLastMonth: TestProject; // completed, accepted before this month
let lost: TestProject; // declined today
let archived: TestProject; // open stage, archived
let contosoId: string;

beforeAll(async () => {
  // The demo quotes leave the open pipeline, so the figures below are this file's alone.
  await s.sql("update projects set archived_at = now() where id = any($1)", [
    [DEMO_PROJECT_IDS.adatumWifi, DEMO_PROJECT_IDS.litwareNetwork],
  ]);
  const make = (dealName: string, body: Record<string, unknown> = {}) =>
    createTestProject(s, token, { dealName, ...body });
  proposal = await make("P Proposal");
  build = await make("P Build", { accountId: DEMO_IDS.litware });
  expired = await make("P Expired");
  won = await make("P Won");
  wonLastMonth = await make("P Won before");
  lost = await make("P Lost");
  archived = await make("P Archived");
  await shareTestProject(s, token, proposal.id);
  await addPartnerMember(s, build.id);
  await setQuote(proposal.id, {
    stage: "proposal",
    valid_until: addDays(today, 3),
    totals: totals("1000.00", "400.00", "10.00", "30.00", "120.00"),
  });
  await setQuote(build.id, { valid_until: addDays(today, 30), totals: totals("500.00", "500.00") });
  await setQuote(expired.id, {
    stage: "price",
    valid_until: addDays(today, -1),
    totals: totals("250.50", "0.00", "6.96"),
  });
  await setQuote(won.id, {
    stage: "acceptance",
    accepted_at: new Date(),
    totals: totals("2000.00", "800.00"),
  });
  await setQuote(wonLastMonth.id, {
    stage: "completed",
    accepted_at: new Date(`${addDays(monthStart(today), -1)}T12:00:00Z`),
    totals: totals("9999.00", "9999.00"),
  });
  await setQuote(lost.id, {
    stage: "review",
    status: "declined",
    declined_at: new Date(),
    valid_until: addDays(today, 2),
    totals: totals("300.00", "300.00"),
  });
  await setQuote(archived.id, {
    stage: "review",
    archived_at: new Date(),
    totals: totals("700.00", "700.00"),
  });
  // Another MSP's open quote, expiring tomorrow: never in Northwind's figures.
  contosoId = uuidv7();
  await s.sql(
    `insert into projects (tenant_id, id, account_id, quote_number, deal_name, stage, valid_until, totals)
     values ($1, $2, $1, 901, 'Contoso deal', 'proposal', $3, $4)`,
    [DEMO_IDS.contoso, contosoId, addDays(today, 1), JSON.stringify(totals("77777.00", "77777.00"))],
  );
});

const pipeline = async (email: DemoEmail) => {
  const res = await s.api("GET", "/dashboard/pipeline", { token: await token(email) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("GET /dashboard/pipeline", () => {
  it("counts the MSP's open quotes by stage with one-time and monthly recurring value", async () => {
    const body = await pipeline("sales@msp.demo");
    expect(body.today).toBe(today);
    expect(body.monthStart).toBe(monthStart(today));
    // Monthly recurring: 10 monthly + 30 quarterly / 3 + 120 annually / 12 = 30.00; 6.96 monthly.
    expect(body.open).toEqual({
      count: 3,
      termTotal: "1750.50",
      oneTimeTotal: "900.00",
      monthlyRecurring: "36.96",
    });
    const stages = Object.fromEntries(
      body.byStage.map((r: { stage: string; count: number; termTotal: string }) => [r.stage, r]),
    );
    expect(body.byStage.map((r: { stage: string }) => r.stage)).toEqual([
      "build",
      "review",
      "price",
      "proposal",
      "finance",
      "agreement",
    ]);
    expect(stages.build).toMatchObject({ count: 1, termTotal: "500.00" });
    expect(stages.review).toMatchObject({ count: 0, termTotal: "0.00" });
    expect(stages.price).toMatchObject({ count: 1, termTotal: "250.50", monthlyRecurring: "6.96" });
    expect(stages.proposal).toMatchObject({ count: 1, termTotal: "1000.00", monthlyRecurring: "30.00" });
  });

  it("counts quotes expiring within 14 days, and won and lost this month with the win rate", async () => {
    const body = await pipeline("sales@msp.demo");
    // Not the expired one, not the declined one, not another MSP's.
    expect(body.expiring).toMatchObject({ count: 1, termTotal: "1000.00" });
    // Accepted this month counts; accepted last month (since completed) does not.
    expect(body.won).toMatchObject({ count: 1, termTotal: "2000.00", oneTimeTotal: "800.00" });
    expect(body.lost).toMatchObject({ count: 1, termTotal: "300.00" });
    expect(body.winRate).toBe(50);
  });

  it("lists the user's own recent quotes, last changed first, with margins for the MSP", async () => {
    await setQuote(won.id, { updated_at: new Date(Date.now() + 60_000) });
    const body = await pipeline("sales@msp.demo");
    expect(body.recent).toHaveLength(5);
    expect(body.recent[0]).toMatchObject({ id: won.id, dealName: "P Won", stage: "acceptance" });
    expect(body.recent[0].grossMargin).toBe("25.00");
    // The engineer owns none of them.
    expect((await pipeline("engineer@msp.demo")).recent).toEqual([]);
  });

  it("agrees with the quote list each tile links to", async () => {
    const body = await pipeline("sales@msp.demo");
    const count = async (query: Record<string, string>) => {
      const res = await s.api("GET", "/quotes", {
        token: await token("sales@msp.demo"),
        query: { limit: "100", ...query },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.length;
    };
    expect(await count({ outcome: "open" })).toBe(body.open.count);
    expect(await count({ outcome: "open", stage: "proposal" })).toBe(1);
    expect(await count({ expiring: "true" })).toBe(body.expiring.count);
    const since = monthStart(today);
    expect(await count({ outcome: "won", decidedFrom: since, archived: "all" })).toBe(body.won.count);
    expect(await count({ outcome: "lost", decidedFrom: since, archived: "all" })).toBe(body.lost.count);
  });

  it("gives a customer only its quotes shared with it, without another tenant's", async () => {
    const body = await pipeline("user@customer.demo");
    expect(body.open).toEqual({
      count: 1,
      termTotal: "1000.00",
      oneTimeTotal: "400.00",
      monthlyRecurring: "30.00",
    });
    expect(body.expiring.count).toBe(1);
    expect(body.won.count).toBe(0);
    expect(body.lost.count).toBe(0);
    expect(body.winRate).toBeNull();
    expect(body.recent.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining([proposal.id, DEMO_PROJECT_IDS.adatumWifi]),
    );
    expect(body.recent).toHaveLength(2);
    // No margin for the customer.
    expect(body.recent.every((r: { grossMargin: unknown }) => r.grossMargin === null)).toBe(true);
  });

  it("gives a link partner the quotes it is a member of", async () => {
    const body = await pipeline("partner@link.demo");
    expect(body.open).toMatchObject({ count: 1, termTotal: "500.00" });
    expect(body.recent.map((r: { id: string; grossMargin: unknown }) => [r.id, r.grossMargin])).toEqual([
      [build.id, null],
    ]);
  });

  it("keeps each MSP to its own quotes; the platform owner sees every tenant's", async () => {
    const contoso = await pipeline("admin@msp2.demo");
    expect(contoso.open).toMatchObject({ count: 1, termTotal: "77777.00" });
    expect(contoso.expiring.count).toBe(1);
    const owner = await pipeline("owner@platform.demo");
    expect(owner.open.count).toBe(4);
    expect(owner.open.termTotal).toBe("79527.50");
    expect(owner.recent.map((r: { id: string }) => r.id)).toContain(contosoId);
  });

  it("answers 403 to a role that does not read quotes and 401 without a session", async () => {
    const res = await s.api("GET", "/dashboard/pipeline", { token: await token("editor@msp.demo") });
    expect(res.statusCode).toBe(403);
    expect((await s.api("GET", "/dashboard/pipeline")).statusCode).toBe(401);
  });
});
