import { PROJECT_MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  createTestProject,
  shareTestProject,
  snapshotOf,
  UNKNOWN_ID,
  versionOf,
} from "../../test/project-helpers.ts";
import { addPartnerMember } from "./projects-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];

const share = async (id: string, body: unknown, email: Email = "sales@msp.demo") =>
  s.api("POST", `/projects/${id}/share`, { token: await token(email), body });
const unshare = async (id: string, version: unknown, email: Email = "sales@msp.demo") =>
  s.api("DELETE", `/projects/${id}/share`, {
    token: await token(email),
    query: { version: String(version) },
  });
const read = async (id: string, email: Email) => s.api("GET", `/quotes/${id}`, { token: await token(email) });

describe("POST /projects/{id}/share", () => {
  it("shares the quote with its customer: a new version, a shared event, and the customer lists and opens it", async () => {
    const p = await createTestProject(s, token, { dealName: "Shared Wi-Fi" });
    expect((await read(p.id, "user@customer.demo")).statusCode).toBe(404);
    const listed = async () =>
      (await s.api("GET", "/quotes", { token: await token("user@customer.demo"), query: { limit: "100" } }))
        .json()
        .data.map((q: { id: string }) => q.id);
    expect(await listed()).not.toContain(p.id);

    const res = await share(p.id, { version: p.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: p.version + 1 });
    const [row] = await s.sql<{ shared_by: string; shared: boolean }>(
      "select shared_by, shared_at is not null as shared from projects where id = $1",
      [p.id],
    );
    expect(row).toEqual({ shared_by: await userIdOf(s, "sales@msp.demo"), shared: true });
    const [event] = await s.sql(
      "select type, actor_user_id from project_events where project_id = $1 and type = 'shared'",
      [p.id],
    );
    expect(event).toEqual({ type: "shared", actor_user_id: await userIdOf(s, "sales@msp.demo") });

    const customer = await read(p.id, "user@customer.demo");
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toMatchObject({ sharedBy: row?.shared_by, sharedByName: "Sam Sales" });
    expect(Date.parse(customer.json().sharedAt)).not.toBeNaN();
    expect(await listed()).toContain(p.id);
    const msp = await s.api("GET", "/quotes", {
      token: await token("admin@msp.demo"),
      query: { search: "Shared Wi-Fi" },
    });
    expect(msp.json().data[0]).toMatchObject({ id: p.id, sharedAt: customer.json().sharedAt });
  });

  it("answers 409 with the current version to a stale one, sharing nothing", async () => {
    const p = await createTestProject(s, token);
    await s.api("PUT", `/projects/${p.id}`, {
      token: await token("sales@msp.demo"),
      body: { version: p.version, dealName: "Renamed first" },
    });
    const before = await snapshotOf(s, p.id);
    const res = await share(p.id, { version: p.version });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ version: p.version + 1 });
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("answers 400 to an already shared quote and to a missing or bad version, writing nothing", async () => {
    const p = await createTestProject(s, token);
    await shareTestProject(s, token, p.id);
    const before = await snapshotOf(s, p.id);
    const again = await share(p.id, { version: await versionOf(s, p.id) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: PROJECT_MESSAGES.alreadyShared,
      fields: { sharedAt: PROJECT_MESSAGES.alreadyShared },
    });
    for (const body of [{}, { version: "one" }, { version: 0 }]) {
      const res = await share(p.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toHaveProperty("version");
    }
    const badId = await share("quote-1", { version: 1 });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty("id");
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("is the MSP's call: a role outside the quotes rule 403; another MSP, the customer, a member partner 404", async () => {
    const p = await createTestProject(s, token);
    await addPartnerMember(s, p.id);
    const before = await snapshotOf(s, p.id);
    const body = { version: p.version };
    expect((await share(p.id, body, "editor@msp.demo")).statusCode).toBe(403);
    for (const who of ["admin@msp2.demo", "user@customer.demo", "partner@link.demo"] as const) {
      expect((await share(p.id, body, who)).statusCode, who).toBe(404);
    }
    expect((await share(UNKNOWN_ID, body)).statusCode).toBe(404);
    expect(await snapshotOf(s, p.id)).toEqual(before);
    // Any role of the quotes rule may share, not only sales.
    expect((await share(p.id, body, "engineer@msp.demo")).statusCode).toBe(200);
  });
});

describe("DELETE /projects/{id}/share", () => {
  it("stops sharing: a new version, an unshared event, and the customer's 404 again", async () => {
    const p = await createTestProject(s, token);
    const version = await shareTestProject(s, token, p.id);
    expect((await read(p.id, "user@customer.demo")).statusCode).toBe(200);
    const res = await unshare(p.id, version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(version + 1);
    const [row] = await s.sql("select shared_at, shared_by from projects where id = $1", [p.id]);
    expect(row).toEqual({ shared_at: null, shared_by: null });
    const events = await s.sql<{ type: string }>(
      "select type from project_events where project_id = $1 and type in ('shared', 'unshared') order by id",
      [p.id],
    );
    expect(events.map((e) => e.type)).toEqual(["shared", "unshared"]);
    expect((await read(p.id, "user@customer.demo")).statusCode).toBe(404);
    expect((await read(p.id, "sales@msp.demo")).json()).toMatchObject({ sharedAt: null, sharedByName: null });
  });

  it("answers 400 to a quote that is not shared or a bad version, 409 to a stale one, writing nothing", async () => {
    const p = await createTestProject(s, token);
    const before = await snapshotOf(s, p.id);
    const notShared = await unshare(p.id, p.version);
    expect(notShared.statusCode).toBe(400);
    expect(notShared.json().fields).toEqual({ sharedAt: PROJECT_MESSAGES.notShared });
    const bad = await unshare(p.id, "x");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("version");
    expect(await snapshotOf(s, p.id)).toEqual(before);
    const version = await shareTestProject(s, token, p.id);
    const shared = await snapshotOf(s, p.id);
    const stale = await unshare(p.id, version - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version });
    expect(await snapshotOf(s, p.id)).toEqual(shared);
  });

  it("is the MSP's call: 403 outside the quotes rule; another MSP, the customer, a member partner 404", async () => {
    const p = await createTestProject(s, token);
    await addPartnerMember(s, p.id);
    const version = await shareTestProject(s, token, p.id);
    const before = await snapshotOf(s, p.id);
    expect((await unshare(p.id, version, "editor@msp.demo")).statusCode).toBe(403);
    for (const who of ["admin@msp2.demo", "user@customer.demo", "partner@link.demo"] as const) {
      expect((await unshare(p.id, version, who)).statusCode, who).toBe(404);
    }
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });
});
