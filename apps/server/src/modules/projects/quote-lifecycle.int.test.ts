import { PROJECT_MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { snapshotOf, versionOf } from "../../test/project-helpers.ts";
import { insertLine, oneSiteProject } from "./projects-test-helpers.ts";

// Issue #16 §3: stages move deliberately. Acceptance only by signature or Mark as accepted; a declined
// deal is read-only until reopened; stage changes are logged and told to the watchers.

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];

const move = async (id: string, stage: string, email: Email = "sales@msp.demo") =>
  s.api("PUT", `/projects/${id}/phases`, {
    token: await token(email),
    body: { version: await versionOf(s, id), stage },
  });
const accept = async (id: string, reason: string, email: Email = "sales@msp.demo") =>
  s.api("POST", `/projects/${id}/accept`, {
    token: await token(email),
    body: { version: await versionOf(s, id), reason },
  });

async function atProposal() {
  const p = await oneSiteProject(s, token);
  await insertLine(s, token, p, p.buildingIds[0] ?? "");
  for (const stage of ["review", "price", "proposal"]) expect((await move(p.id, stage)).statusCode).toBe(200);
  return p;
}

describe("POST /projects/{id}/accept (Mark as accepted)", () => {
  it("refuses the plain stage move into acceptance and accepts with a reason, logged", async () => {
    const p = await atProposal();
    expect((await move(p.id, "finance")).statusCode).toBe(200);
    expect((await move(p.id, "agreement")).statusCode).toBe(200);
    const plain = await move(p.id, "acceptance");
    expect(plain.statusCode).toBe(400);
    expect(plain.json().fields.stage).toBe(PROJECT_MESSAGES.stageAcceptanceBySignature);
    const res = await accept(p.id, "Signed purchase order PO-4471");
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await s.sql<{ stage: string; accepted: boolean }>(
      "select stage, accepted_at is not null as accepted from projects where id = $1",
      [p.id],
    );
    expect(row).toEqual({ stage: "acceptance", accepted: true });
    const [event] = await s.sql<{ type: string; data: unknown }>(
      "select type, data from project_events where project_id = $1 order by id desc limit 1",
      [p.id],
    );
    expect(event).toEqual({
      type: "accepted",
      data: { from: "agreement", reason: "Signed purchase order PO-4471" },
    });
    expect((await move(p.id, "completed")).statusCode).toBe(200);
  });

  it("is open from Proposal on, needs a reason, and refuses twice, writing nothing", async () => {
    const early = await oneSiteProject(s, token);
    await insertLine(s, token, early, early.buildingIds[0] ?? "");
    const before = await snapshotOf(s, early.id);
    const tooSoon = await accept(early.id, "Verbal yes");
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().message).toBe(PROJECT_MESSAGES.acceptNotYet);
    expect(await snapshotOf(s, early.id)).toEqual(before);
    const p = await atProposal();
    const blank = await accept(p.id, "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.reason).toBeTruthy();
    expect((await accept(p.id, "Signed PO")).statusCode).toBe(200);
    const twice = await accept(p.id, "Again");
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(PROJECT_MESSAGES.alreadyAccepted);
  });

  it("answers 403 to the catalogue editor and 404 to another MSP, the customer and a stranger's id", async () => {
    const p = await atProposal();
    const before = await snapshotOf(s, p.id);
    expect((await accept(p.id, "x", "editor@msp.demo")).statusCode).toBe(403);
    expect((await accept(p.id, "x", "admin@msp2.demo")).statusCode).toBe(404);
    expect((await accept(p.id, "x", "user@customer.demo")).statusCode).toBe(404);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });
});

describe("a declined deal", () => {
  it("is read-only until reopened (logged) to Build, then editable again", async () => {
    const p = await atProposal();
    const sales = await token("sales@msp.demo");
    const declined = await s.api("POST", `/projects/${p.id}/decline-deal`, {
      token: sales,
      body: { version: await versionOf(s, p.id), reason: "Budget frozen" },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const list = await s.api("GET", "/projects", { token: sales });
    expect(list.json().data.find((q: { id: string }) => q.id === p.id)).toMatchObject({ status: "declined" });
    const before = await snapshotOf(s, p.id);
    const edit = await s.api("PUT", `/projects/${p.id}`, {
      token: sales,
      body: { version: await versionOf(s, p.id), dealName: "Changed while declined" },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(PROJECT_MESSAGES.declinedReadOnly);
    expect(await snapshotOf(s, p.id)).toEqual(before);
    const archive = await s.api("PUT", `/projects/${p.id}`, {
      token: sales,
      body: { version: await versionOf(s, p.id), archived: true },
    });
    expect(archive.statusCode, archive.body).toBe(200);
    await s.api("PUT", `/projects/${p.id}`, {
      token: sales,
      body: { version: await versionOf(s, p.id), archived: false },
    });
    const reopen = await s.api("POST", `/projects/${p.id}/reopen`, {
      token: sales,
      body: { version: await versionOf(s, p.id), reason: "New budget approved" },
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    const [row] = await s.sql("select status, stage, decline_reason from projects where id = $1", [p.id]);
    expect(row).toEqual({ status: "discovery", stage: "build", decline_reason: null });
    expect(
      await countOf(s, "select 1 from project_events where project_id = $1 and type = 'reopened'", [p.id]),
    ).toBe(1);
    const again = await s.api("POST", `/projects/${p.id}/reopen`, {
      token: sales,
      body: { version: await versionOf(s, p.id) },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PROJECT_MESSAGES.notDeclined);
    const edited = await s.api("PUT", `/projects/${p.id}`, {
      token: sales,
      body: { version: await versionOf(s, p.id), dealName: "Back on" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it("answers 403 and 404 to reopen outside the provider's quote roles", async () => {
    const p = await atProposal();
    await s.api("POST", `/projects/${p.id}/decline-deal`, {
      token: await token("sales@msp.demo"),
      body: { version: await versionOf(s, p.id), reason: "No" },
    });
    for (const [email, status] of [
      ["editor@msp.demo", 403],
      ["admin@msp2.demo", 404],
      ["user@customer.demo", 404],
    ] as const) {
      const res = await s.api("POST", `/projects/${p.id}/reopen`, {
        token: await token(email),
        body: { version: await versionOf(s, p.id) },
      });
      expect(res.statusCode, email).toBe(status);
    }
    expect(await s.sql("select status from projects where id = $1", [p.id])).toEqual([
      { status: "declined" },
    ]);
  });
});

describe("stage changes tell the watchers", () => {
  it("writes a notification for each watcher of the MSP but the mover", async () => {
    const p = await oneSiteProject(s, token);
    await insertLine(s, token, p, p.buildingIds[0] ?? "");
    for (const email of ["manager@msp.demo", "sales@msp.demo"] as const) {
      const res = await s.api("POST", `/projects/${p.id}/watch`, { token: await token(email) });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await move(p.id, "review")).statusCode).toBe(200);
    const manager = await userIdOf(s, "manager@msp.demo");
    const sales = await userIdOf(s, "sales@msp.demo");
    const rows = await s.sql<{ user_id: string; title: string; message: string }>(
      "select user_id, title, message from notifications where data->>'projectId' = $1",
      [p.id],
    );
    expect(rows.map((r) => r.user_id)).toEqual([manager]);
    expect(rows[0]?.title).toBe(PROJECT_MESSAGES.stageChangedTitle("Test deal"));
    expect(rows[0]?.message).toContain("from Build to Review");
    expect(rows.some((r) => r.user_id === sales)).toBe(false);
  });
});
