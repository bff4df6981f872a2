import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Started, startServer } from "../../bootstrap.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import { linkToken, mailsTo, waitForMail } from "../../test/outbox.ts";

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ PUBLIC_URL: "https://q2c.example/" });
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
});
afterAll(async () => {
  vi.useRealTimers();
  await s.close();
});
const PUBLIC = "https://q2c.example";
const NEW_PASSWORD = "New-Pass-2027!";

/** Asks for a reset link and reads the token from the mail. */
async function resetToken(email: string): Promise<string> {
  const before = (await mailsTo(s, email)).length;
  const res = await s.api("GET", "/auth/users/reset", { query: { email } });
  expect(res.statusCode).toBe(200);
  return linkToken((await waitForMail(s, email, before + 1)).text, PUBLIC, "new-password");
}
const userId = async (email: string) =>
  (await s.sql<{ id: string }>("select id from users where email = $1", [email]))[0]!.id;
const signIn = (username: string, password: string) =>
  s.api("POST", "/auth/users", { body: { username, password } });

describe("GET /auth/users/reset?email=", () => {
  it("answers the same message for a known and an unknown e-mail, and mails only the known one", async () => {
    const known = await s.api("GET", "/auth/users/reset", { query: { email: "Finance@MSP.demo" } });
    const unknown = await s.api("GET", "/auth/users/reset", { query: { email: "nobody@nowhere.demo" } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toMatch(/If an account exists/);
    const mail = await waitForMail(s, "finance@msp.demo");
    expect(mail.subject).toMatch(/new password/i);
    const token = linkToken(mail.text, PUBLIC, "new-password");
    expect(mail.html).toContain(`${PUBLIC}/new-password/${token}`);
    expect(await mailsTo(s, "nobody@nowhere.demo")).toHaveLength(0);
    // Only a hash of the token is stored, as a reset challenge valid for an hour.
    const rows = await s.sql<{ token_hash: string; expires_at: Date; created_at: Date }>(
      "select token_hash, expires_at, created_at from auth_challenges where purpose = 'reset' and user_id = $1",
      [await userId("finance@msp.demo")],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime()).toBe(3_600_000);
  });

  it("answers 400 with a field error for something that is not an e-mail", async () => {
    const res = await s.api("GET", "/auth/users/reset", { query: { email: "not-an-email" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("email");
  });

  it("sends at most 3 mails per user and hour; further requests get the same answer", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await s.api("GET", "/auth/users/reset", { query: { email: "ops@msp.demo" } });
      expect(res.statusCode).toBe(200);
    }
    await waitForMail(s, "ops@msp.demo", 3);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo(s, "ops@msp.demo")).toHaveLength(3);
  });
});

describe("GET /auth/users/reset/:token", () => {
  it("tells whether a link works, and for whom", async () => {
    const token = await resetToken("engineer@msp.demo");
    expect((await s.api("GET", `/auth/users/reset/${token}`)).json()).toEqual({
      valid: true,
      email: "engineer@msp.demo",
      userId: await userId("engineer@msp.demo"),
    });
    expect((await s.api("GET", "/auth/users/reset/not-a-token")).json()).toEqual({ valid: false });
  });
});

describe("POST /auth/users/update/:id", () => {
  it("sets the password, uses the link up and signs the user out everywhere", async () => {
    const before = await s.login("sales@msp.demo");
    const token = await resetToken("sales@msp.demo");
    const res = await s.api("POST", `/auth/users/update/${before.userId}`, {
      body: { password: NEW_PASSWORD, token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password has been changed/);
    expect((await signIn("sales@msp.demo", s.config.demoPassword)).statusCode).toBe(401);
    expect((await signIn("sales@msp.demo", NEW_PASSWORD)).statusCode).toBe(200);
    // Sessions opened with the old password are gone.
    expect((await s.api("GET", `/users/${before.userId}`, { token: before.accessToken })).statusCode).toBe(
      401,
    );
    const refresh = await s.api("POST", "/auth/refresh-token", {
      body: { refreshToken: before.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // The link works once.
    const again = await s.api("POST", `/auth/users/update/${before.userId}`, {
      body: { password: "Other-Pass-2027!", token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("reset_token_invalid");
    expect((await s.api("GET", `/auth/users/reset/${token}`)).json()).toEqual({ valid: false });
  });

  it("enforces the password rule with a field error and keeps the link usable", async () => {
    const id = await userId("manager@msp.demo");
    const token = await resetToken("manager@msp.demo");
    for (const password of ["short1!", "nouppercase1!", "NoDigits!!", "NoSpecial123"]) {
      const res = await s.api("POST", `/auth/users/update/${id}`, { body: { password, token } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ password: expect.stringMatching(/at least 8 characters/) });
    }
    expect((await signIn("manager@msp.demo", s.config.demoPassword)).statusCode).toBe(200);
    expect((await s.api("GET", `/auth/users/reset/${token}`)).json().valid).toBe(true);
  });

  it("refuses a link used for another user's id, and an unknown link", async () => {
    const token = await resetToken("admin@msp.demo");
    const other = await userId("owner@msp.demo");
    const res = await s.api("POST", `/auth/users/update/${other}`, {
      body: { password: NEW_PASSWORD, token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("reset_token_invalid");
    const unknown = await s.api("POST", `/auth/users/update/${other}`, {
      body: { password: NEW_PASSWORD, token: "made-up" },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await signIn("owner@msp.demo", s.config.demoPassword)).statusCode).toBe(200);
    expect((await signIn("admin@msp.demo", s.config.demoPassword)).statusCode).toBe(200);
  });

  it("refuses a link older than an hour", async () => {
    const id = await userId("user@customer.demo");
    const token = await resetToken("user@customer.demo");
    vi.setSystemTime(Date.now() + 60 * 60_000 + 1000);
    const res = await s.api("POST", `/auth/users/update/${id}`, { body: { password: NEW_PASSWORD, token } });
    expect(res.statusCode).toBe(400);
    expect((await signIn("user@customer.demo", s.config.demoPassword)).statusCode).toBe(200);
  });

  it("answers 400 with field errors for a missing token or a malformed id", async () => {
    const res = await s.api("POST", "/auth/users/update/not-an-id", { body: { password: NEW_PASSWORD } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(["id"]));
    const id = await userId("partner@link.demo");
    const noToken = await s.api("POST", `/auth/users/update/${id}`, { body: { password: NEW_PASSWORD } });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().fields).toHaveProperty("token");
  });
});

// Two servers on one PostgreSQL database, as two processes behind a load balancer: the hourly limit is
// counted in the database under a lock, so a burst spread over both still sends exactly three.
describe.runIf(process.env.TEST_DATABASE_URL)("the reset limit across two server processes", () => {
  let second: Started;
  beforeAll(async () => {
    second = await startServer(s.config);
  });
  afterAll(async () => second?.close());

  it("sends at most 3 mails per user and hour when requests land on both at once", async () => {
    const ask = (app: Started["app"]) =>
      app.inject({ method: "GET", url: "/api/v1/auth/users/reset", query: { email: "admin@msp2.demo" } });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(i % 2 ? second.app : s.app)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    await waitForMail(s, "admin@msp2.demo", 3);
    await new Promise((r) => setTimeout(r, 500));
    expect(await mailsTo(s, "admin@msp2.demo")).toHaveLength(3);
  });
});
