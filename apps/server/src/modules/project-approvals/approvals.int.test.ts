import { PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { versionOf } from "../../test/project-helpers.ts";
import { insertLine, oneSiteProject } from "../projects/projects-test-helpers.ts";

// Issue #16 §5: a quote below the minimum margin or above the maximum discount moves past Review only
// with the approval of a manager (request, approve or reject with a comment, notify, log).

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];

beforeAll(async () => {
  const res = await s.api("PUT", "/quote-settings", {
    token: await token("admin@msp.demo"),
    body: { version: 1, minMarginPercent: "30", maxDiscountPercent: "15" },
  });
  expect(res.statusCode, res.body).toBe(200);
});

const move = async (id: string, stage: string) =>
  s.api("PUT", `/projects/${id}/phases`, {
    token: await token("sales@msp.demo"),
    body: { version: await versionOf(s, id), stage },
  });
const state = async (id: string, email: Email = "sales@msp.demo") =>
  s.api("GET", `/projects/${id}/approvals`, { token: await token(email) });
const request = async (id: string, comment = "Strategic account", email: Email = "sales@msp.demo") =>
  s.api("POST", `/projects/${id}/approvals`, { token: await token(email), body: { comment } });
const decide = async (
  id: string,
  approvalId: string,
  version: number,
  decision: string,
  email: Email,
  comment = "",
) =>
  s.api("POST", `/projects/${id}/approvals/${approvalId}/decision`, {
    token: await token(email),
    body: { version, decision, comment },
  });

/** At Review, with a line at 10 % margin (100 at cost 90). */
async function thinQuote() {
  const p = await oneSiteProject(s, token);
  const { lineId } = await insertLine(s, token, p, p.buildingIds[0] ?? "", {
    price: "100",
    cost: "90",
    quantity: "1",
  });
  expect((await move(p.id, "review")).statusCode).toBe(200);
  return { ...p, lineId };
}

describe("guardrails past Review", () => {
  it("names the breaches and keeps the quote at Review until a manager approves", async () => {
    const p = await thinQuote();
    const got = await state(p.id);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toMatchObject({
      needsApproval: true,
      breaches: [
        { kind: "margin", lineId: p.lineId, value: "10.00", limit: "30.00" },
        { kind: "margin", lineId: null, value: "10.00", limit: "30.00" },
      ],
      approvals: [],
    });
    const blocked = await move(p.id, "price");
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().fields.stage).toBe(PROJECT_MESSAGES.stageNeedsApproval);
    const phases = await s.api("GET", `/projects/${p.id}/phases`, { token: await token("sales@msp.demo") });
    expect(phases.json().steps[2].refusal).toBe(PROJECT_MESSAGES.stageNeedsApproval);

    const asked = await request(p.id);
    expect(asked.statusCode, asked.body).toBe(201);
    const approval = asked.json().approvals[0];
    expect(approval).toMatchObject({
      status: "pending",
      lowestMargin: "10.00",
      requestComment: "Strategic account",
    });
    const managers = await s.sql<{ user_id: string }>(
      "select user_id from notifications where data->>'projectId' = $1",
      [p.id],
    );
    const ids = managers.map((m) => m.user_id);
    expect(ids).toContain(await userIdOf(s, "manager@msp.demo"));
    expect(ids).not.toContain(await userIdOf(s, "sales@msp.demo"));
    expect((await request(p.id)).json().message).toBe(PROJECT_MESSAGES.approvalPending);

    const approved = await decide(
      p.id,
      approval.id,
      approval.version,
      "approved",
      "manager@msp.demo",
      "Fine this once",
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ needsApproval: false });
    expect(approved.json().approvals[0]).toMatchObject({
      status: "approved",
      decisionComment: "Fine this once",
    });
    expect((await move(p.id, "price")).statusCode).toBe(200);
    expect(
      await countOf(s, "select 1 from project_events where project_id = $1 and type like 'approval_%'", [
        p.id,
      ]),
    ).toBe(2);
  });

  it("needs a new approval when the quote gets worse than what was approved", async () => {
    const p = await thinQuote();
    const approval = (await request(p.id)).json().approvals[0];
    await decide(p.id, approval.id, approval.version, "approved", "manager@msp.demo");
    await s.sql("update project_lines set cost = '95' where id = $1", [p.lineId]);
    expect((await state(p.id)).json().needsApproval).toBe(true);
    expect((await move(p.id, "price")).statusCode).toBe(400);
  });

  it("keeps a rejected quote at Review; a quote within the limits needs no approval", async () => {
    const p = await thinQuote();
    const approval = (await request(p.id)).json().approvals[0];
    const rejected = await decide(
      p.id,
      approval.id,
      approval.version,
      "rejected",
      "admin@msp.demo",
      "Raise the price",
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().needsApproval).toBe(true);
    expect((await move(p.id, "price")).statusCode).toBe(400);
    const again = await decide(p.id, approval.id, approval.version + 1, "approved", "manager@msp.demo");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PROJECT_MESSAGES.approvalDecided);

    const fine = await oneSiteProject(s, token);
    await insertLine(s, token, fine, fine.buildingIds[0] ?? "", { price: "100", cost: "50", quantity: "1" });
    const none = await request(fine.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PROJECT_MESSAGES.nothingToApprove);
    expect(await countOf(s, "select 1 from project_approvals where project_id = $1", [fine.id])).toBe(0);
  });

  it("lets only another manager-level user decide; 404 outside the tenant; 409 on a stale version", async () => {
    const p = await thinQuote();
    const approval = (await request(p.id, "Please", "manager@msp.demo")).json().approvals[0];
    expect((await decide(p.id, approval.id, approval.version, "approved", "sales@msp.demo")).statusCode).toBe(
      403,
    );
    const own = await decide(p.id, approval.id, approval.version, "approved", "manager@msp.demo");
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(PROJECT_MESSAGES.ownApproval);
    expect(
      (await decide(p.id, approval.id, approval.version, "approved", "admin@msp2.demo")).statusCode,
    ).toBe(404);
    expect(
      (await decide(p.id, approval.id, approval.version + 5, "approved", "admin@msp.demo")).statusCode,
    ).toBe(409);
    expect((await decide(p.id, approval.id, approval.version, "maybe", "admin@msp.demo")).statusCode).toBe(
      400,
    );
    expect((await state(p.id, "user@customer.demo")).statusCode).toBe(404);
    expect((await state(p.id, "editor@msp.demo")).statusCode).toBe(403);
    expect(await s.sql("select status from project_approvals where id = $1", [approval.id])).toEqual([
      { status: "pending" },
    ]);
  });
});
