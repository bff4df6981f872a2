import { PROJECT_MESSAGES, QUOTE_STAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  createTestProject,
  LITWARE,
  shareTestProject,
  snapshotOf,
  versionOf,
} from "../../test/project-helpers.ts";
import { addPartnerMember, insertLine, oneSiteProject } from "./projects-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);

const move = async (
  id: string,
  stage: string,
  version?: number,
  email: Parameters<typeof token>[0] = "sales@msp.demo",
) =>
  s.api("PUT", `/projects/${id}/phases`, {
    token: await token(email),
    body: { version: version ?? (await versionOf(s, id)), stage },
  });
const phases = async (id: string, email: Parameters<typeof token>[0] = "sales@msp.demo") =>
  s.api("GET", `/projects/${id}/phases`, { token: await token(email) });

/** Moves a quote stage by stage; acceptance through Mark as accepted, as the stage rules ask. */
async function advance(id: string, stages: readonly string[]) {
  for (const stage of stages) {
    const res =
      stage === "acceptance"
        ? await s.api("POST", `/projects/${id}/accept`, {
            token: await token("sales@msp.demo"),
            body: { version: await versionOf(s, id), reason: "Signed purchase order" },
          })
        : await move(id, stage);
    expect(res.statusCode, `${stage}: ${res.body}`).toBe(200);
  }
}

/** A quote with one priced line, ready to move on. */
async function pricedProject() {
  const p = await oneSiteProject(s, token);
  await insertLine(s, token, p, p.locations[0]?.buildings[0]?.id ?? "");
  return p;
}

describe("GET /projects/{id}/phases", () => {
  it("lists every stage with why the quote may not move there yet", async () => {
    const p = await oneSiteProject(s, token);
    const res = await phases(p.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.stage).toBe("build");
    expect(body.steps.map((st: { stage: string }) => st.stage)).toEqual([...QUOTE_STAGES]);
    expect(body.steps[0]).toMatchObject({ state: "current", refusal: null });
    expect(body.steps[1]).toMatchObject({ label: "Review", refusal: PROJECT_MESSAGES.stageNothingPriced });
    expect(body.steps[2]).toMatchObject({ label: "Configuration", state: "upcoming" });
    await insertLine(s, token, p, p.locations[0]?.buildings[0]?.id ?? "");
    expect((await phases(p.id)).json().steps[1].refusal).toBeNull();
  });

  it("shows the stages to the quote's customer and member partner, to nobody else", async () => {
    const adatum = await oneSiteProject(s, token);
    const litware = await createTestProject(s, token, { accountId: LITWARE });
    expect((await phases(adatum.id, "user@customer.demo")).statusCode).toBe(404);
    await shareTestProject(s, token, adatum.id);
    expect((await phases(adatum.id, "user@customer.demo")).statusCode).toBe(200);
    expect((await phases(litware.id, "user@customer.demo")).statusCode).toBe(404);
    expect((await phases(adatum.id, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await phases(adatum.id, "editor@msp.demo")).statusCode).toBe(403);
    expect((await phases(litware.id, "partner@link.demo")).statusCode).toBe(404);
    await addPartnerMember(s, litware.id);
    expect((await phases(litware.id, "partner@link.demo")).statusCode).toBe(200);
  });
});

describe("PUT /projects/{id}/phases", () => {
  it("refuses review while nothing is priced, writing nothing", async () => {
    const p = await oneSiteProject(s, token);
    const before = await snapshotOf(s, p.id);
    const res = await move(p.id, "review");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: PROJECT_MESSAGES.stageNothingPriced,
      fields: { stage: PROJECT_MESSAGES.stageNothingPriced },
    });
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("moves forward one stage at a time once a line is priced, recording the move", async () => {
    const p = await pricedProject();
    const res = await move(p.id, "review");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals.pricedLineCount).toBe(1);
    const [event] = await s.sql<{ type: string; data: unknown }>(
      "select type, data from project_events where project_id = $1 order by id desc limit 1",
      [p.id],
    );
    expect(event).toEqual({ type: "stage_changed", data: { from: "build", to: "review" } });
    const skip = await move(p.id, "finance");
    expect(skip.statusCode).toBe(400);
    expect(skip.json().fields.stage).toBe(PROJECT_MESSAGES.stageOneAtATime("Configuration"));
  });

  it("goes back to an earlier stage until acceptance, then no longer", async () => {
    const p = await pricedProject();
    for (const stage of ["review", "price", "proposal"])
      expect((await move(p.id, stage)).statusCode).toBe(200);
    expect((await move(p.id, "build")).statusCode).toBe(200);
    await advance(p.id, ["review", "price", "proposal", "finance", "agreement", "acceptance"]);
    const back = await move(p.id, "agreement");
    expect(back.statusCode).toBe(400);
    expect(back.json().fields.stage).toBe(PROJECT_MESSAGES.stageNoBackFromAcceptance);
  });

  it("makes a completed quote a project, final, still archivable but no longer editable", async () => {
    const p = await pricedProject();
    await advance(p.id, QUOTE_STAGES.slice(1));
    expect(await s.sql("select stage, type from projects where id = $1", [p.id])).toEqual([
      { stage: "completed", type: "project" },
    ]);
    const again = await move(p.id, "acceptance");
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.stage).toBe(PROJECT_MESSAGES.stageCompletedFinal);
    const sales = await token("sales@msp.demo");
    const edit = await s.api("PUT", `/projects/${p.id}`, {
      token: sales,
      body: { version: await versionOf(s, p.id), dealName: "Changed after the fact" },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields.stage).toBe(PROJECT_MESSAGES.readOnlyStage);
    const archive = await s.api("PUT", `/projects/${p.id}`, {
      token: sales,
      body: { version: await versionOf(s, p.id), archived: true },
    });
    expect(archive.statusCode, archive.body).toBe(200);
  });

  it("refuses moves of an archived quote and of a declined deal", async () => {
    const archived = await pricedProject();
    const sales = await token("sales@msp.demo");
    await s.api("PUT", `/projects/${archived.id}`, {
      token: sales,
      body: { version: await versionOf(s, archived.id), archived: true },
    });
    expect((await move(archived.id, "review")).json().fields.stage).toBe(PROJECT_MESSAGES.stageArchived);
    const declined = await pricedProject();
    await s.api("POST", `/projects/${declined.id}/decline-deal`, {
      token: sales,
      body: { version: await versionOf(s, declined.id), reason: "Budget cut" },
    });
    expect((await move(declined.id, "review")).json().fields.stage).toBe(PROJECT_MESSAGES.stageDeclined);
  });

  it("answers 400 to an unknown stage and 409 to a stale version, writing nothing", async () => {
    const p = await pricedProject();
    const before = await snapshotOf(s, p.id);
    const unknown = await move(p.id, "won");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.stage).toBe(PROJECT_MESSAGES.unknownStage);
    const stale = await move(p.id, "review", 1);
    expect(stale.statusCode).toBe(409);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("answers 403 to a role outside the quotes rule and 404 to another MSP, a customer, a partner", async () => {
    const p = await pricedProject();
    await addPartnerMember(s, p.id);
    const before = await snapshotOf(s, p.id);
    expect((await move(p.id, "review", undefined, "editor@msp.demo")).statusCode).toBe(403);
    expect((await move(p.id, "review", undefined, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await move(p.id, "review", undefined, "user@customer.demo")).statusCode).toBe(404);
    expect((await move(p.id, "review", undefined, "partner@link.demo")).statusCode).toBe(404);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });
});
