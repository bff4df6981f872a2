import { DEMO_IDS } from "@q2c/db";
import { MESSAGES, PASSWORD_MAX_LENGTH } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { linkToken, mailsTo, waitForMail } from "../../test/outbox.ts";

// One bound on a password's length on every path that takes one: whatever a user can set, they can sign
// in with, and nothing longer is hashed. Over it is 400 with the password rule's message.

const s = useTestServer();
const token = tokensFor(() => s);

/** A password that passes the rule, `length` characters long. */
const passwordOf = (length: number) => `Aa1!${"x".repeat(length - 4)}`;
const LONGEST = passwordOf(PASSWORD_MAX_LENGTH);
const TOO_LONG = passwordOf(PASSWORD_MAX_LENGTH + 1);

const expectRuleRefusal = (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(400);
  expect((res.json() as { fields: unknown }).fields).toEqual({ password: MESSAGES.passwordRule });
};

async function inviteToken(email: string): Promise<string> {
  const res = await s.api("POST", "/users/bulk-invite", {
    token: await token("admin@msp.demo"),
    body: { users: [{ email, role: "sales" }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return linkToken((await waitForMail(s, email)).text, s.config.publicUrl, "register");
}

async function resetToken(email: string): Promise<{ userId: string; token: string }> {
  const before = (await mailsTo(s, email)).length;
  await s.api("GET", "/auth/users/reset", { query: { email } });
  const t = linkToken((await waitForMail(s, email, before + 1)).text, s.config.publicUrl, "new-password");
  const [user] = await s.sql<{ id: string }>("select id from users where email = $1", [email]);
  return { userId: user!.id, token: t };
}

describe(`a password of more than ${PASSWORD_MAX_LENGTH} characters`, () => {
  it("is refused at sign-in with the rule's message; one of the longest length is checked as usual", async () => {
    expectRuleRefusal(
      await s.api("POST", "/auth/users", { body: { username: "sales@msp.demo", password: TOO_LONG } }),
    );
    const longest = await s.api("POST", "/auth/users", {
      body: { username: "sales@msp.demo", password: LONGEST },
    });
    expect(longest.statusCode).toBe(401);
  });

  it("is refused when registering with an invitation, and the longest allowed one signs in", async () => {
    const inviteToken1 = await inviteToken("long-pass@new.demo");
    const body = { firstName: "Long", lastName: "Pass", inviteToken: inviteToken1 };
    expectRuleRefusal(await s.api("POST", "/auth/users/register", { body: { ...body, password: TOO_LONG } }));
    const [user] = await s.sql<{ password_hash: string | null }>(
      "select password_hash from users where email = 'long-pass@new.demo'",
    );
    expect(user?.password_hash).toBeNull();
    const ok = await s.api("POST", "/auth/users/register", { body: { ...body, password: LONGEST } });
    expect(ok.statusCode, ok.body).toBe(200);
    const signIn = await s.api("POST", "/auth/users", {
      body: { username: "long-pass@new.demo", password: LONGEST },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it("is refused when setting a new password with a reset link, which stays usable", async () => {
    const { userId, token: reset } = await resetToken("engineer@msp.demo");
    const path = `/auth/users/update/${userId}`;
    expectRuleRefusal(await s.api("POST", path, { body: { password: TOO_LONG, token: reset } }));
    expect((await s.api("GET", `/auth/users/reset/${reset}`)).json()).toMatchObject({ valid: true });
  });

  it("is refused when an administrator creates users with passwords, creating none", async () => {
    const res = await s.api("POST", "/users/bulk-create", {
      token: await token("admin@msp.demo"),
      body: {
        accountId: DEMO_IDS.northwind,
        users: [{ email: "too-long@new.demo", firstName: "Too", lastName: "Long", password: TOO_LONG }],
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ "users.0.password": MESSAGES.passwordRule });
    expect(await s.sql("select 1 from users where email = 'too-long@new.demo'")).toEqual([]);
  });
});
