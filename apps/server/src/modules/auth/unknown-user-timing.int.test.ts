import * as argon2 from "@node-rs/argon2";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../lib/passwords.ts";
import { useTestServer } from "../../test/harness.ts";
import { waitForMail } from "../../test/outbox.ts";

// Sign-in and the password-reset request must not tell, by how long they take, whether an e-mail belongs
// to a user. A timing test would be flaky, so this asserts the behaviour that makes the times alike:
// both paths run the same statements and one argon2 verification before answering, and the reset answers
// before any work that depends on the address (lookup, token, mail) is done.

vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...real, verify: vi.fn(real.verify), hash: vi.fn(real.hash) };
});

const s = useTestServer();
type Query = (text: unknown, ...rest: unknown[]) => Promise<unknown>;
let client: { query: Query };
/** The driver's own query, taken before any spy wraps it. */
let realQuery: Query;

beforeAll(() => {
  client = (s.deps.database.db as unknown as { $client: { query: Query } }).$client;
  realQuery = client.query.bind(client);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Records the SQL of every statement while `run` runs. */
async function recording<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  const sql: string[] = [];
  const spy = vi.spyOn(client, "query").mockImplementation((text, ...rest) => {
    sql.push(typeof text === "string" ? text : String((text as { text?: string }).text));
    return realQuery(text, ...rest);
  });
  try {
    return { result: await run(), sql };
  } finally {
    spy.mockRestore();
  }
}

describe("POST /auth/users (sign-in)", () => {
  it("runs the same statements and one argon2 verification for a known and an unknown e-mail", async () => {
    const verify = vi.mocked(argon2.verify);
    const attempt = (username: string) =>
      recording(() => s.api("POST", "/auth/users", { body: { username, password: "Wrong-Pass-2027!" } }));
    verify.mockClear();
    const known = await attempt("finance@msp.demo");

    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockClear();
    const unknown = await attempt("nobody@nowhere.demo");
    expect(verify).toHaveBeenCalledTimes(1);
    expect(known.result.statusCode).toBe(401);
    expect(unknown.result.json()).toEqual(known.result.json());
    expect(unknown.sql).toEqual(known.sql);
  });

  it("verifies an unknown user against a hash made with the same argon2 parameters as real ones", async () => {
    const hash = vi.mocked(argon2.hash);
    await hashPassword("Some-Pass-2027!");
    await s.api("POST", "/auth/users", {
      body: { username: "nobody2@nowhere.demo", password: "Wrong-Pass-2027!" },
    });
    const options = hash.mock.calls.map((c) => JSON.stringify(c[1] ?? null));
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(new Set(options).size).toBe(1);
  });
});

describe("GET /auth/users/reset", () => {
  it("answers a known and an unknown e-mail alike, before any database or mail work is done", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    vi.spyOn(client, "query").mockImplementation(async (text, ...rest) => {
      await gate;
      return realQuery(text, ...rest);
    });
    const answer = async (email: string) => {
      const res = await Promise.race([
        s.api("GET", "/auth/users/reset", { query: { email } }),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`${email}: the answer waited on the database`)), 3000),
        ),
      ]);
      return { status: res.statusCode, body: res.json() };
    };
    try {
      const known = await answer("ops@msp.demo");
      const unknown = await answer("nobody@nowhere.demo");
      expect(known.status).toBe(200);
      expect(unknown).toEqual(known);
    } finally {
      open();
    }
    await waitForMail(s, "ops@msp.demo");
  });

  it("logs a mail that could not be sent instead of failing the answer", async () => {
    const error = vi.spyOn(s.app.log, "error");
    vi.spyOn(s.deps.mailer, "send").mockRejectedValue(new Error("SMTP down"));
    const res = await s.api("GET", "/auth/users/reset", { query: { email: "engineer@msp.demo" } });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 3000 });
    const [logged] = error.mock.calls[0] ?? [];
    expect((logged as { err?: Error } | undefined)?.err?.message).toBe("SMTP down");
  });
});
