import { DEMO_IDS } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";

const s = useTestServer();
const token = tokensFor(() => s);

const password = "Str0ng-Pass!";
const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  firstName: "New",
  lastName: "Person",
  password,
  ...extra,
});

describe("POST /users/bulk-create", () => {
  it("creates users with passwords in the caller's account; they can sign in", async () => {
    const res = await s.api("POST", "/users/bulk-create", {
      token: await token("admin@msp.demo"),
      body: { users: [newUser("One@New.demo", { role: "sales" }), newUser("two@new.demo")] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual([
      expect.objectContaining({ email: "one@new.demo", role: "sales", accountId: DEMO_IDS.northwind }),
      expect.objectContaining({ email: "two@new.demo", role: "administrator" }),
    ]);
    const login = await s.api("POST", "/auth/users", { body: { username: "one@new.demo", password } });
    expect(login.statusCode).toBe(200);
  });

  it("creates users in a customer account of the MSP", async () => {
    const res = await s.api("POST", "/users/bulk-create", {
      token: await token("owner@msp.demo"),
      body: { accountId: DEMO_IDS.adatum, users: [newUser("three@new.demo", { role: "finance" })] },
    });
    expect(res.statusCode).toBe(201);
    expect(await s.sql("select tenant_id, account_id from users where email = 'three@new.demo'")).toEqual([
      { tenant_id: DEMO_IDS.northwind, account_id: DEMO_IDS.adatum },
    ]);
  });

  it("refuses a role above the caller's own (403) and a sales user (403), writing nothing", async () => {
    const body = { users: [newUser("four@new.demo", { role: "owner" })] };
    const high = await s.api("POST", "/users/bulk-create", { token: await token("admin@msp.demo"), body });
    expect(high.statusCode).toBe(403);
    expect(high.json().fields).toHaveProperty(["users.0.role"]);
    const sales = await s.api("POST", "/users/bulk-create", {
      token: await token("sales@msp.demo"),
      body: { users: [newUser("four@new.demo")] },
    });
    expect(sales.statusCode).toBe(403);
    expect(await countOf(s, "select 1 from users where email = 'four@new.demo'")).toBe(0);
  });

  it("answers 404 for an account of another tenant", async () => {
    const res = await s.api("POST", "/users/bulk-create", {
      token: await token("admin@msp2.demo"),
      body: { accountId: DEMO_IDS.adatum, users: [newUser("five@new.demo")] },
    });
    expect(res.statusCode).toBe(404);
  });

  it("answers 400 for a weak password and 409 for a taken e-mail, writing none of the batch", async () => {
    const t = await token("admin@msp.demo");
    const weak = await s.api("POST", "/users/bulk-create", {
      token: t,
      body: { users: [newUser("six@new.demo"), newUser("seven@new.demo", { password: "short" })] },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toHaveProperty(["users.1.password"]);
    const taken = await s.api("POST", "/users/bulk-create", {
      token: t,
      body: { users: [newUser("six@new.demo"), newUser("sales@msp.demo")] },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ "users.1.email": "A user with this e-mail already exists." });
    expect(await countOf(s, "select 1 from login_identities where email = 'six@new.demo'")).toBe(0);
  });
});

describe("POST /users/:id/activate", () => {
  it("deactivates a user, which ends its sessions at once, and activates it again", async () => {
    const victim = await s.login("ops@msp.demo");
    const t = await token("admin@msp.demo");
    const off = await s.api("POST", `/users/${victim.userId}/activate`, {
      token: t,
      body: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    const me = await s.api("GET", `/users/${victim.userId}`, { token: victim.accessToken });
    expect(me.statusCode).toBe(401);
    const refresh = await s.api("POST", "/auth/refresh-token", {
      body: { refreshToken: victim.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const on = await s.api("POST", `/users/${victim.userId}/activate`, { token: t, body: { active: true } });
    expect(on.json()).toMatchObject({ active: true });
  });

  it("refuses deactivating oneself (400) and a sales user (403)", async () => {
    const admin = await userIdOf(s, "admin@msp.demo");
    const self = await s.api("POST", `/users/${admin}/activate`, {
      token: await token("admin@msp.demo"),
      body: { active: false },
    });
    expect(self.statusCode).toBe(400);
    const ops = await userIdOf(s, "ops@msp.demo");
    const sales = await s.api("POST", `/users/${ops}/activate`, {
      token: await token("sales@msp.demo"),
      body: { active: false },
    });
    expect(sales.statusCode).toBe(403);
  });

  it("answers 404 for another tenant's user and 400 without the active flag", async () => {
    const ops = await userIdOf(s, "ops@msp.demo");
    const other = await s.api("POST", `/users/${ops}/activate`, {
      token: await token("admin@msp2.demo"),
      body: { active: false },
    });
    expect(other.statusCode).toBe(404);
    const bad = await s.api("POST", `/users/${ops}/activate`, {
      token: await token("admin@msp.demo"),
      body: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("active");
    expect(await s.sql("select active from users where id = $1", [ops])).toEqual([{ active: true }]);
  });
});

describe("DELETE /users/:id", () => {
  it("deletes a user of the account and its sign-in e-mail", async () => {
    const id = await userIdOf(s, "two@new.demo");
    const res = await s.api("DELETE", `/users/${id}`, {
      token: await token("admin@msp.demo"),
      query: { accountId: DEMO_IDS.northwind },
    });
    expect(res.statusCode).toBe(200);
    expect(await countOf(s, "select 1 from users where id = $1", [id])).toBe(0);
    expect(await countOf(s, "select 1 from login_identities where email = 'two@new.demo'")).toBe(0);
  });

  it("refuses deleting oneself (400), a sales user deleting (403) and a manager deleting an administrator (403)", async () => {
    const admin = await userIdOf(s, "admin@msp.demo");
    const self = await s.api("DELETE", `/users/${admin}`, { token: await token("admin@msp.demo") });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("You cannot delete your own user.");
    const one = await userIdOf(s, "one@new.demo");
    expect(
      (await s.api("DELETE", `/users/${one}`, { token: await token("sales@msp.demo") })).statusCode,
    ).toBe(403);
    expect(
      (await s.api("DELETE", `/users/${admin}`, { token: await token("manager@msp.demo") })).statusCode,
    ).toBe(403);
    expect(await countOf(s, "select 1 from users where id in ($1, $2)", [admin, one])).toBe(2);
  });

  it("answers 404 for another tenant's user or an accountId that is not the user's", async () => {
    const one = await userIdOf(s, "one@new.demo");
    const other = await s.api("DELETE", `/users/${one}`, { token: await token("admin@msp2.demo") });
    expect(other.statusCode).toBe(404);
    const wrongAccount = await s.api("DELETE", `/users/${one}`, {
      token: await token("admin@msp.demo"),
      query: { accountId: DEMO_IDS.adatum },
    });
    expect(wrongAccount.statusCode).toBe(404);
    const bad = await s.api("DELETE", `/users/${one}`, {
      token: await token("admin@msp.demo"),
      query: { accountId: "nope" },
    });
    expect(bad.statusCode).toBe(400);
    expect(await countOf(s, "select 1 from users where id = $1", [one])).toBe(1);
  });
});
