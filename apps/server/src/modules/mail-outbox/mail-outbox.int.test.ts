import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { createTestServer, type TestServer } from "../../test/harness.ts";

let s: TestServer;
const token = tokensFor(() => s);
beforeAll(async () => {
  s = await createTestServer();
  for (const n of [1, 2, 3]) {
    await s.deps.mailer.send({ to: `person${n}@example.com`, subject: `Mail ${n}`, text: `Body ${n}` });
    // Distinct milliseconds keep the time-ordered ids in sending order.
    await new Promise((r) => setTimeout(r, 2));
  }
});
afterAll(async () => {
  await s.close();
});

const subjects = (body: { data: { subject: string }[] }) => body.data.map((m) => m.subject);

describe("GET /mail-outbox", () => {
  it("lists mail newest first for the platform owner, page by page", async () => {
    const t = await token("owner@platform.demo");
    const first = (await s.api("GET", "/mail-outbox", { token: t, query: { limit: "2" } })).json();
    expect(subjects(first)).toEqual(["Mail 3", "Mail 2"]);
    expect(first.hasMore).toBe(true);
    expect(first.data[0]).toMatchObject({ to: "person3@example.com", text: "Body 3", transport: "outbox" });
    const next = (
      await s.api("GET", "/mail-outbox", { token: t, query: { limit: "2", startingAfter: first.data[1].id } })
    ).json();
    expect(subjects(next)).toEqual(["Mail 1"]);
    expect(next.hasMore).toBe(false);
    const back = (
      await s.api("GET", "/mail-outbox", { token: t, query: { limit: "2", endingBefore: next.data[0].id } })
    ).json();
    expect(subjects(back)).toEqual(["Mail 3", "Mail 2"]);
  });

  it("answers 404 to an MSP administrator (SEN) and 403 to a platform user outside the administrator rule", async () => {
    expect((await s.api("GET", "/mail-outbox", { token: await token("admin@msp.demo") })).statusCode).toBe(
      404,
    );
    const password = "Str0ng-Pass!";
    await s.api("POST", "/users/bulk-create", {
      token: await token("owner@platform.demo"),
      body: {
        users: [{ email: "sales@platform.demo", firstName: "S", lastName: "P", password, role: "sales" }],
      },
    });
    const login = await s.api("POST", "/auth/users", { body: { username: "sales@platform.demo", password } });
    const res = await s.api("GET", "/mail-outbox", { token: login.json().accessToken });
    expect(res.statusCode).toBe(403);
  });

  it("answers 400 for a limit of 0 or both cursors at once", async () => {
    const t = await token("owner@platform.demo");
    expect((await s.api("GET", "/mail-outbox", { token: t, query: { limit: "0" } })).statusCode).toBe(400);
    const both = await s.api("GET", "/mail-outbox", {
      token: t,
      query: {
        startingAfter: "0190a000-0000-7000-8000-000000000001",
        endingBefore: "0190a000-0000-7000-8000-000000000002",
      },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toHaveProperty("endingBefore");
  });
});
