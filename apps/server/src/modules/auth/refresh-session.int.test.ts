import { describe, expect, it } from "vitest";
import { useTestServer } from "../../test/harness.ts";

const s = useTestServer();

const refresh = (refreshToken: string) => s.api("POST", "/auth/refresh-token", { body: { refreshToken } });
const sessionOf = (accessToken: string): string =>
  JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString()).sid;

/** Moves the spent sessions of a user past the grace window, as if 31 seconds had gone by. */
const afterGraceWindow = (userId: string) =>
  s.sql(
    "update sessions set rotated_at = rotated_at - interval '31 seconds' where user_id = $1 and rotated_at is not null",
    [userId],
  );

describe("POST /auth/refresh-token: concurrent refreshes of one token", () => {
  it("answers 10 concurrent refreshes with one and the same new pair, which keeps working", async () => {
    const t = await s.login("sales@msp.demo");
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(t.refreshToken)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const pairs = answers.map((a) => a.json() as { accessToken: string; refreshToken: string });
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
    expect(pairs[0]!.refreshToken).not.toBe(t.refreshToken);
    expect(new Set(pairs.map((p) => sessionOf(p.accessToken))).size).toBe(1);
    expect(answers[0]!.json().user).toMatchObject({ email: "sales@msp.demo" });

    const live = await s.sql<{ n: number }>(
      "select count(*)::int as n from sessions where user_id = $1 and revoked_at is null",
      [t.userId],
    );
    expect(live[0]!.n).toBe(1);
    for (const pair of pairs) {
      expect((await s.api("GET", `/users/${t.userId}`, { token: pair.accessToken })).statusCode).toBe(200);
    }
    expect((await refresh(pairs[0]!.refreshToken)).statusCode).toBe(200);
  });

  it("answers a retry of a spent token within the window with the same pair", async () => {
    const t = await s.login("engineer@msp.demo");
    const first = await refresh(t.refreshToken);
    const retry = await refresh(t.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().refreshToken).toBe(first.json().refreshToken);
    expect(sessionOf(retry.json().accessToken)).toBe(sessionOf(first.json().accessToken));
  });

  it("revokes the whole family when a spent token comes back after the 30-second window", async () => {
    const t = await s.login("finance@msp.demo");
    const next = (await refresh(t.refreshToken)).json();
    await afterGraceWindow(t.userId);
    const replay = await refresh(t.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await s.api("GET", `/users/${t.userId}`, { token: next.accessToken })).statusCode).toBe(401);
  });

  it("treats a spent token as a replay once its successor is spent or signed out, even within the window", async () => {
    const a = await s.login("ops@msp.demo");
    const next = (await refresh(a.refreshToken)).json();
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    const family = await s.sql<{ n: number }>(
      "select count(*)::int as n from sessions where user_id = $1 and revoked_at is null",
      [a.userId],
    );
    expect(family[0]!.n).toBe(0);

    const b = await s.login("manager@msp.demo");
    const after = (await refresh(b.refreshToken)).json();
    expect((await s.api("POST", "/auth/logout", { token: after.accessToken })).statusCode).toBe(200);
    expect((await refresh(b.refreshToken)).statusCode).toBe(401);
  });
});
