import { DEMO_IDS } from "@q2c/db";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import { linkToken, mailsTo, waitForMail } from "../../test/outbox.ts";

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
});
afterAll(async () => {
  vi.useRealTimers();
  await s.close();
});
const PASSWORD = "Joined-Pass-2027!";

const invite = async (caller: Parameters<TestServer["login"]>[0], body: unknown) => {
  const t = await s.login(caller);
  return s.api("POST", "/users/bulk-invite", { token: t.accessToken, body });
};
const inviteToken = async (email: string, nth = 1) =>
  linkToken((await waitForMail(s, email, nth)).text, s.config.publicUrl, "register");
const count = async (table: string) =>
  (await s.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe("POST /users/bulk-invite", () => {
  it("creates users without a password in the caller's account, with teams, and mails register links", async () => {
    const [salesTeam] = await s.sql<{ id: string }>(
      "select id from teams where account_id = $1 and team_type = 'sales'",
      [DEMO_IDS.northwind],
    );
    const res = await invite("admin@msp.demo", {
      users: [
        { email: "Zoe@New.demo", role: "sales", firstName: "Zoe", lastName: "Zed", teamIds: [salesTeam!.id] },
        { email: "yann@new.demo", role: "manager" },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual([
      expect.objectContaining({
        email: "zoe@new.demo",
        role: "sales",
        accountId: DEMO_IDS.northwind,
        mailed: true,
      }),
      expect.objectContaining({ email: "yann@new.demo", role: "manager", firstName: "", mailed: true }),
    ]);
    const rows = await s.sql<{
      password_hash: string | null;
      invite_token_hash: string | null;
      tenant_id: string;
    }>(
      "select password_hash, invite_token_hash, tenant_id from users where email in ('zoe@new.demo', 'yann@new.demo')",
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.password_hash).toBeNull();
      expect(r.invite_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.tenant_id).toBe(DEMO_IDS.northwind);
    }
    const identities = await s.sql(
      "select email from login_identities where email in ('zoe@new.demo', 'yann@new.demo')",
    );
    expect(identities).toHaveLength(2);
    const teams = await s.sql("select 1 from team_members where user_id = $1 and team_id = $2", [
      data[0].id,
      salesTeam!.id,
    ]);
    expect(teams).toHaveLength(1);

    const mail = await waitForMail(s, "zoe@new.demo");
    expect(mail.text).toContain("Adam Admin invited you to join Northwind IT");
    const token = linkToken(mail.text, s.config.publicUrl, "register");
    expect(rows.map((r) => r.invite_token_hash)).not.toContain(token);
    // Not signed in before registering.
    const early = await s.api("POST", "/auth/users", {
      body: { username: "zoe@new.demo", password: PASSWORD },
    });
    expect(early.statusCode).toBe(401);
  });

  it("invites into a customer account of the caller's scope", async () => {
    const res = await invite("owner@msp.demo", {
      accountId: DEMO_IDS.adatum,
      users: [{ email: "buyer@adatum.demo", role: "administrator" }],
    });
    expect(res.statusCode).toBe(200);
    const [row] = await s.sql<{ account_id: string; tenant_id: string }>(
      "select account_id, tenant_id from users where email = 'buyer@adatum.demo'",
    );
    expect(row).toEqual({ account_id: DEMO_IDS.adatum, tenant_id: DEMO_IDS.northwind });
  });

  it("answers 404 for an account outside the caller's scope and writes nothing", async () => {
    const before = await count("users");
    const res = await invite("admin@msp.demo", {
      accountId: DEMO_IDS.contoso,
      users: [{ email: "spy@contoso.demo", role: "sales" }],
    });
    expect(res.statusCode).toBe(404);
    const customer = await invite("user@customer.demo", {
      accountId: DEMO_IDS.northwind,
      users: [{ email: "spy2@contoso.demo", role: "sales" }],
    });
    expect(customer.statusCode).toBe(404);
    expect(await count("users")).toBe(before);
  });

  it("answers 403 for a role above the caller's, and for a caller below the administrator rule", async () => {
    const before = await count("users");
    const above = await invite("manager@msp.demo", {
      users: [{ email: "boss@new.demo", role: "administrator" }],
    });
    expect(above.statusCode).toBe(403);
    expect(above.json()).toMatchObject({
      message: "You cannot grant a role above your own.",
      code: "role_too_high",
    });
    const sales = await invite("sales@msp.demo", { users: [{ email: "friend@new.demo", role: "sales" }] });
    expect(sales.statusCode).toBe(403);
    expect(await count("users")).toBe(before);
    expect(await mailsTo(s, "boss@new.demo")).toHaveLength(0);
  });

  it("answers 409 with a field error for an e-mail already in use (or twice in the batch), writing nothing", async () => {
    const before = await count("users");
    const res = await invite("admin@msp.demo", {
      users: [
        { email: "fresh@new.demo", role: "sales" },
        { email: "Sales@MSP.demo", role: "sales" },
        { email: "fresh@new.demo", role: "sales" },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({
      "users.1.email": "A user with this e-mail already exists.",
      "users.2.email": "A user with this e-mail already exists.",
    });
    expect(await count("users")).toBe(before);
  });

  it("answers 400 for a team of another account and for bad input, writing nothing", async () => {
    const before = await count("users");
    const team = await invite("admin@msp.demo", {
      users: [
        { email: "teamless@new.demo", role: "sales", teamIds: ["0190a000-0000-7000-8000-000000000999"] },
      ],
    });
    expect(team.statusCode).toBe(400);
    expect(team.json().fields).toHaveProperty("users.0.teamIds");
    const bad = await invite("admin@msp.demo", { users: [{ email: "nope", role: "emperor" }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(["users.0.email", "users.0.role"]));
    const empty = await invite("admin@msp.demo", { users: [] });
    expect(empty.statusCode).toBe(400);
    expect(await count("users")).toBe(before);
  });
});

describe("GET /auth/users/invite/:inviteToken and POST /auth/users/register", () => {
  it("shows the invitation, registers with the §5 password rule, signs in and notifies live", async () => {
    await invite("admin@msp.demo", {
      users: [{ email: "reg@new.demo", role: "engineering", firstName: "Rita" }],
    });
    const token = await inviteToken("reg@new.demo");
    const info = await s.api("GET", `/auth/users/invite/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      email: "reg@new.demo",
      firstName: "Rita",
      lastName: "",
      accountName: "Northwind IT",
    });

    const weak = await s.api("POST", "/auth/users/register", {
      body: { firstName: "Rita", lastName: "Reg", password: "weakpass", inviteToken: token },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toHaveProperty("password");

    const live = vi.spyOn(s.deps.realtime, "notifyUsers");
    const res = await s.api("POST", "/auth/users/register", {
      body: { firstName: "Rita", lastName: "Reg", password: PASSWORD, inviteToken: token },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accessToken).toMatch(/^ey/);
    expect(body.user).toMatchObject({ email: "reg@new.demo", displayName: "Rita Reg", role: "engineering" });
    const [row] = await s.sql<{ invite_token_hash: string | null; registered_at: Date | null }>(
      "select invite_token_hash, registered_at from users where email = 'reg@new.demo'",
    );
    expect(row!.invite_token_hash).toBeNull();
    expect(row!.registered_at).not.toBeNull();
    expect(
      (await s.api("POST", "/auth/users", { body: { username: "reg@new.demo", password: PASSWORD } }))
        .statusCode,
    ).toBe(200);

    // The inviter and the account's owner and administrators are told.
    const notified = await s.sql<{ email: string; title: string; message: string }>(
      `select u.email, n.title, n.message from notifications n join users u on u.id = n.user_id
        where n.message = 'Rita Reg joined Northwind IT' order by u.email`,
    );
    expect(notified.map((n) => n.email)).toEqual(["admin@msp.demo", "owner@msp.demo"]);
    expect(live).toHaveBeenCalledWith(expect.arrayContaining([expect.any(String)]), "notification", {
      title: "New team member",
      message: "Rita Reg joined Northwind IT",
    });
    expect(live.mock.calls[0]![0]).toHaveLength(2);
    live.mockRestore();

    // The link is used up.
    expect((await s.api("GET", `/auth/users/invite/${token}`)).statusCode).toBe(404);
    const again = await s.api("POST", "/auth/users/register", {
      body: { firstName: "X", lastName: "Y", password: PASSWORD, inviteToken: token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("invite_token_invalid");
  });

  it("answers 404 User not found for an unknown or expired invitation", async () => {
    const unknown = await s.api("GET", "/auth/users/invite/made-up-token");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: "User not found", code: "user_not_found" });
    await invite("admin@msp.demo", { users: [{ email: "late@new.demo", role: "sales" }] });
    const token = await inviteToken("late@new.demo");
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60_000);
    expect((await s.api("GET", `/auth/users/invite/${token}`)).statusCode).toBe(404);
    const reg = await s.api("POST", "/auth/users/register", {
      body: { firstName: "L", lastName: "Ate", password: PASSWORD, inviteToken: token },
    });
    expect(reg.statusCode).toBe(400);
  });

  it("answers 400 with field errors for missing names and token", async () => {
    const res = await s.api("POST", "/auth/users/register", { body: { password: PASSWORD } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(["firstName", "lastName", "inviteToken"]),
    );
  });
});

describe("POST /users/send-reminder", () => {
  it("mails a fresh link; the previous one stops working", async () => {
    const res = await invite("admin@msp.demo", { users: [{ email: "slow@new.demo", role: "sales" }] });
    const id = res.json().data[0].id;
    const first = await inviteToken("slow@new.demo");
    // The clock is frozen; a second later keeps the outbox in sending order.
    vi.setSystemTime(Date.now() + 1000);
    const admin = await s.login("admin@msp.demo");
    const remind = await s.api("POST", "/users/send-reminder", {
      token: admin.accessToken,
      body: { userIds: [id] },
    });
    expect(remind.statusCode).toBe(200);
    expect(remind.json().data).toEqual([
      expect.objectContaining({ id, email: "slow@new.demo", mailed: true }),
    ]);
    const second = await inviteToken("slow@new.demo", 2);
    expect(second).not.toBe(first);
    expect((await s.api("GET", `/auth/users/invite/${first}`)).statusCode).toBe(404);
    expect((await s.api("GET", `/auth/users/invite/${second}`)).statusCode).toBe(200);
  });

  it("answers 409 for a registered user, 404 for another tenant's, 403 below the rule or above one's role", async () => {
    const admin = await s.login("admin@msp.demo");
    const registered = await s.login("engineer@msp.demo");
    const r1 = await s.api("POST", "/users/send-reminder", {
      token: admin.accessToken,
      body: { userIds: [registered.userId] },
    });
    expect(r1.statusCode).toBe(409);
    const contoso = await s.login("admin@msp2.demo");
    const r2 = await s.api("POST", "/users/send-reminder", {
      token: contoso.accessToken,
      body: { userIds: [registered.userId] },
    });
    expect(r2.statusCode).toBe(404);
    const invited = (
      await invite("owner@msp.demo", { users: [{ email: "adm@new.demo", role: "administrator" }] })
    ).json().data[0].id;
    const sales = await s.login("sales@msp.demo");
    const r3 = await s.api("POST", "/users/send-reminder", {
      token: sales.accessToken,
      body: { userIds: [invited] },
    });
    expect(r3.statusCode).toBe(403);
    const manager = await s.login("manager@msp.demo");
    const r4 = await s.api("POST", "/users/send-reminder", {
      token: manager.accessToken,
      body: { userIds: [invited] },
    });
    expect(r4.statusCode).toBe(403);
    expect(await mailsTo(s, "adm@new.demo")).toHaveLength(1);
    const bad = await s.api("POST", "/users/send-reminder", {
      token: admin.accessToken,
      body: { userIds: ["x"] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
