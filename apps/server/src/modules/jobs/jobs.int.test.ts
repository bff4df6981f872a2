import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import { freePort } from "../../test/server-process.ts";
import { csvOf, postCsv, productRows, waitForImport } from "../product-import/import-test-helpers.ts";

// The platform owner's view of the queue. Mail goes to an SMTP port nobody listens on, with one try only,
// so it fails at once and can be retried from the page.

let s: TestServer;
const token = tokensFor(() => s);
beforeAll(async () => {
  s = await createTestServer({
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}?ignoreTLS=true`,
    JOB_POLL_SECONDS: "0.5",
    JOB_RETRY_DELAY_SECONDS: "1",
  });
  await s.sql("update pgboss.queue set retry_limit = 0 where name = 'send-mail'");
});
afterAll(async () => {
  await s?.close();
});

const jobOf = async (to: string) =>
  (
    await s.sql<{ id: string; state: string }>(
      "select id, state from pgboss.job where name = 'send-mail' and data->'mail'->>'to' = $1",
      [to],
    )
  )[0];

async function failedMail(to: string): Promise<string> {
  await s.deps.mailer.send({ to, subject: "Unreachable", text: "No peer" });
  await expect.poll(async () => (await jobOf(to))?.state, { timeout: 15_000, interval: 100 }).toBe("failed");
  return (await jobOf(to))!.id;
}

describe("GET /jobs", () => {
  it("lists failed jobs with their tries and error for the platform owner, newest first", async () => {
    const first = await failedMail("first@nowhere.test");
    const second = await failedMail("second@nowhere.test");
    const res = await s.api("GET", "/jobs", {
      token: await token("owner@platform.demo"),
      query: { state: "failed" },
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((j: { id: string }) => j.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(res.json().data.find((j: { id: string }) => j.id === first)).toMatchObject({
      kind: "send-mail",
      state: "failed",
      tenantId: null,
      summary: "Mail to first@nowhere.test: Unreachable",
      tries: 1,
      maxTries: 1,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
    const completed = await s.api("GET", "/jobs", {
      token: await token("owner@platform.demo"),
      query: { state: "completed" },
    });
    expect(completed.json().data.map((j: { id: string }) => j.id)).not.toContain(first);
  });

  it("shows an import's chunks with their tenant, and the MSP sees the same states on its import", async () => {
    const editor = await token("editor@msp.demo");
    const { header, rows } = productRows("Queued", 450);
    const started = await postCsv(s, editor, csvOf(header, rows));
    expect(started.statusCode).toBe(202);
    expect(started.json().chunks).toEqual({ queued: 3, active: 0, failed: 0, completed: 0 });
    const { done } = await waitForImport(s, editor, started.json().id);
    expect(done.chunks).toEqual({ queued: 0, active: 0, failed: 0, completed: 3 });
    const listed = await s.api("GET", "/jobs", {
      token: await token("owner@platform.demo"),
      query: { state: "completed", limit: "100" },
    });
    const chunks = listed
      .json()
      .data.filter((j: { kind: string; summary: string }) => j.summary.includes(started.json().id));
    expect(chunks).toHaveLength(3);
    expect(chunks[0]).toMatchObject({ kind: "product-import-chunk", tenantId: expect.any(String), tries: 1 });
  });

  it("answers 404 to an MSP administrator (SEN) and 403 to a platform user outside the administrator rule", async () => {
    expect((await s.api("GET", "/jobs", { token: await token("admin@msp.demo") })).statusCode).toBe(404);
    const password = "Str0ng-Pass!";
    await s.api("POST", "/users/bulk-create", {
      token: await token("owner@platform.demo"),
      body: {
        users: [{ email: "ops@platform.demo", firstName: "O", lastName: "P", password, role: "sales" }],
      },
    });
    const login = await s.api("POST", "/auth/users", { body: { username: "ops@platform.demo", password } });
    expect((await s.api("GET", "/jobs", { token: login.json().accessToken })).statusCode).toBe(403);
  });

  it("answers 400 for an unknown state or a limit of 0", async () => {
    const t = await token("owner@platform.demo");
    const state = await s.api("GET", "/jobs", { token: t, query: { state: "lost" } });
    expect(state.statusCode).toBe(400);
    expect(state.json().fields).toHaveProperty("state");
    expect((await s.api("GET", "/jobs", { token: t, query: { limit: "0" } })).statusCode).toBe(400);
  });
});

describe("POST /jobs/:id/retry", () => {
  it("queues a failed job for one more try, which runs again", async () => {
    const id = await failedMail("retry@nowhere.test");
    const res = await s.api("POST", `/jobs/${id}/retry`, { token: await token("owner@platform.demo") });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, maxTries: 2 });
    expect(["queued", "active", "failed"]).toContain(res.json().state);
    // The peer is still missing, so the extra try fails too: a second try was made.
    await expect
      .poll(
        async () =>
          (
            await s.sql<{ n: number }>(
              "select retry_count as n from pgboss.job where id = $1 and state = 'failed'",
              [id],
            )
          )[0]?.n,
        { timeout: 15_000, interval: 100 },
      )
      .toBe(1);
  });

  it("answers 409 for a job that is not failed, 404 for an unknown id, 400 for a bad one", async () => {
    const t = await token("owner@platform.demo");
    const editor = await token("editor@msp.demo");
    const { header, rows } = productRows("Conflict", 10);
    const { done } = await waitForImport(
      s,
      editor,
      (await postCsv(s, editor, csvOf(header, rows))).json().id,
    );
    expect(done.status).toBe("done");
    const [chunk] = await s.sql<{ id: string }>(
      "select id from pgboss.job where name = 'product-import-chunk' and data->>'importId' = $1",
      [done.id],
    );
    const conflict = await s.api("POST", `/jobs/${chunk!.id}/retry`, { token: t });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe("Only a failed job can be retried; this one is completed.");
    const [after] = await s.sql<{ state: string }>("select state from pgboss.job where id = $1", [chunk!.id]);
    expect(after?.state).toBe("completed");
    const unknown = await s.api("POST", "/jobs/0190a000-0000-7000-8000-00000000dead/retry", { token: t });
    expect(unknown.statusCode).toBe(404);
    expect((await s.api("POST", "/jobs/not-an-id/retry", { token: t })).statusCode).toBe(400);
  });

  it("answers 404 to an MSP administrator and writes nothing", async () => {
    const id = await failedMail("msp-retry@nowhere.test");
    const res = await s.api("POST", `/jobs/${id}/retry`, { token: await token("admin@msp.demo") });
    expect(res.statusCode).toBe(404);
    expect((await jobOf("msp-retry@nowhere.test"))?.state).toBe("failed");
  });
});
