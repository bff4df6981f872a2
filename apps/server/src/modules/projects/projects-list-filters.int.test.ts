import { DEMO_IDS, DEMO_PROJECT_IDS, uuidv7 } from "@q2c/db";
import { addDays, utcDay } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  createTestProject,
  shareTestProject,
  type TestProject,
  UNKNOWN_ID,
} from "../../test/project-helpers.ts";

// Issue #16 §6: the quote list's filters (owner, outcome, expiring) and sorts (value, date) with keyset paging.

const s = useTestServer();
const token = tokensFor(() => s);
const today = utcDay();

const totals = (termTotal: string, monthly = "0.00", annually = "0.00") => ({
  termTotal,
  oneTimeTotal: "100.00",
  grossMargin: "20.00",
  recurringTotals: { monthly, quarterly: "0.00", annually, annually_3y: "0.00" },
});

async function setQuote(id: string, fields: Record<string, unknown>): Promise<void> {
  const names = Object.keys(fields);
  await s.sql(`update projects set ${names.map((n, i) => `${n} = $${i + 2}`).join(", ")} where id = $1`, [
    id,
    ...names.map((n) => (n === "totals" ? JSON.stringify(fields[n]) : fields[n])),
  ]);
}

let small: TestProject;
let large: TestProject;
let tie: TestProject; // same value as `large`
let mid: TestProject; // owned by the engineer, expiring
let declined: TestProject;
let engineerId: string;
const contosoId = uuidv7();

beforeAll(async () => {
  await s.sql("update projects set archived_at = now() where id = any($1)", [
    [DEMO_PROJECT_IDS.adatumWifi, DEMO_PROJECT_IDS.litwareNetwork],
  ]);
  const [engineer] = await s.sql<{ id: string }>("select id from users where email = 'engineer@msp.demo'");
  engineerId = String(engineer?.id);
  small = await createTestProject(s, token, { dealName: "F Small" });
  large = await createTestProject(s, token, { dealName: "F Large" });
  tie = await createTestProject(s, token, { dealName: "F Tie" });
  mid = await createTestProject(s, token, { dealName: "F Mid", ownerUserId: engineerId });
  declined = await createTestProject(s, token, { dealName: "F Declined" });
  await shareTestProject(s, token, mid.id);
  await s.sql(
    `insert into projects (tenant_id, id, account_id, quote_number, deal_name, totals)
     values ($1, $2, $1, 901, 'Contoso deal', $3)`,
    [DEMO_IDS.contoso, contosoId, JSON.stringify(totals("1.00"))],
  );
  await setQuote(small.id, { totals: totals("10.00", "1.00") });
  await setQuote(large.id, { totals: totals("900.00", "0.00", "120.00") });
  await setQuote(tie.id, { totals: totals("900.00") });
  await setQuote(mid.id, {
    totals: totals("50.00", "2.50"),
    valid_until: addDays(today, 14),
    stage: "proposal",
  });
  await setQuote(declined.id, {
    totals: totals("5000.00"),
    status: "declined",
    declined_at: new Date(),
    valid_until: addDays(today, 1),
  });
});

const list = async (query: Record<string, string>, email: Parameters<typeof token>[0] = "sales@msp.demo") => {
  const res = await s.api("GET", "/quotes", { token: await token(email), query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { id: string; dealName: string; [k: string]: unknown }[]; hasMore: boolean };
};
const names = (page: { data: { dealName: string }[] }) => page.data.map((r) => r.dealName);

describe("GET /quotes filters", () => {
  it("shows one-time and monthly recurring value on each row", async () => {
    const page = await list({});
    expect(page.data.find((r) => r.id === large.id)).toMatchObject({
      oneTimeTotal: "100.00",
      termTotal: "900.00",
      monthlyRecurring: "10.00",
    });
    expect(page.data.find((r) => r.id === mid.id)).toMatchObject({ monthlyRecurring: "2.50" });
  });

  it("filters by owner, outcome and expiring within 14 days", async () => {
    expect(names(await list({ ownerUserId: engineerId }))).toEqual(["F Mid"]);
    expect(names(await list({ outcome: "lost" }))).toEqual(["F Declined"]);
    expect(names(await list({ outcome: "open" }))).not.toContain("F Declined");
    expect(names(await list({ outcome: "won" }))).toEqual([]);
    // Valid until the 14th day from today counts; the declined one does not expire.
    expect(names(await list({ expiring: "true" }))).toEqual(["F Mid"]);
    expect(names(await list({ outcome: "lost", decidedFrom: addDays(today, 1) }))).toEqual([]);
    expect(names(await list({ outcome: "lost", decidedFrom: today }))).toEqual(["F Declined"]);
  });

  it("keeps the customer to its shared quotes under every filter", async () => {
    expect(names(await list({ expiring: "true" }, "user@customer.demo"))).toEqual(["F Mid"]);
    expect(names(await list({ sort: "value-desc" }, "user@customer.demo"))).toEqual(["F Mid"]);
    expect(names(await list({ outcome: "lost" }, "user@customer.demo"))).toEqual([]);
    expect(names(await list({ outcome: "open" }, "admin@msp2.demo"))).toEqual(["Contoso deal"]);
  });

  it("sorts by value both ways, ties by id, and pages with keyset cursors", async () => {
    const all = names(await list({ sort: "value-desc" }));
    expect(all).toEqual(["F Declined", "F Tie", "F Large", "F Mid", "F Small"]);
    expect(names(await list({ sort: "value-asc" }))).toEqual([...all].reverse());
    const first = await list({ sort: "value-desc", limit: "2" });
    expect(names(first)).toEqual(["F Declined", "F Tie"]);
    expect(first.hasMore).toBe(true);
    const second = await list({ sort: "value-desc", limit: "2", startingAfter: first.data[1]?.id ?? "" });
    expect(names(second)).toEqual(["F Large", "F Mid"]);
    const third = await list({ sort: "value-desc", limit: "2", startingAfter: second.data[1]?.id ?? "" });
    expect(names(third)).toEqual(["F Small"]);
    expect(third.hasMore).toBe(false);
    const back = await list({ sort: "value-desc", limit: "2", endingBefore: second.data[0]?.id ?? "" });
    expect(names(back)).toEqual(["F Declined", "F Tie"]);
    expect(back.hasMore).toBe(false);
  });

  it("sorts by date: oldest first, and recently changed first", async () => {
    expect(names(await list({ sort: "oldest" }))).toEqual([
      "F Small",
      "F Large",
      "F Tie",
      "F Mid",
      "F Declined",
    ]);
    await setQuote(small.id, { updated_at: new Date(Date.now() + 60_000) });
    const changed = await list({ sort: "updated", limit: "1" });
    expect(names(changed)).toEqual(["F Small"]);
    const next = await list({ sort: "updated", limit: "10", startingAfter: small.id });
    expect(names(next)).not.toContain("F Small");
    expect(next.data).toHaveLength(4);
  });

  it("answers 400 with a field message on bad filter values, and writes nothing", async () => {
    const before = await s.sql("select id, version, updated_at from projects order by id");
    const bad = async (query: Record<string, string>, field: string) => {
      const res = await s.api("GET", "/quotes", { token: await token("sales@msp.demo"), query });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    };
    await bad({ outcome: "maybe" }, "outcome");
    await bad({ sort: "price" }, "sort");
    await bad({ expiring: "soon" }, "expiring");
    await bad({ ownerUserId: "me" }, "ownerUserId");
    await bad({ stage: "done" }, "stage");
    await bad({ decidedFrom: "2026-02-30", outcome: "won" }, "decidedFrom");
    await bad({ decidedFrom: today }, "decidedFrom");
    await bad({ sort: "value-desc", startingAfter: UNKNOWN_ID }, "startingAfter");
    // Another tenant's quote is not a cursor for Northwind's list.
    await bad({ sort: "value-desc", endingBefore: contosoId }, "endingBefore");
    expect(await s.sql("select id, version, updated_at from projects order by id")).toEqual(before);
  });

  it("answers 403 to a role that does not read quotes", async () => {
    const res = await s.api("GET", "/quotes", {
      token: await token("editor@msp.demo"),
      query: { outcome: "open" },
    });
    expect(res.statusCode).toBe(403);
  });
});
