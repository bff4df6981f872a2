import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freshDatabaseUrl } from "@q2c/db";
import { DEMO_PASSWORD_DEFAULT } from "@q2c/domain";
import { io as connect, type Socket } from "socket.io-client";
import type { DemoEmail } from "./harness.ts";
import { fakeWebDist, freePort, killHard, type ServerProcess, startServerProcess } from "./server-process.ts";

/**
 * Two server processes (apps/server/src/main.ts each, as `npm start` runs it) on one new PostgreSQL database
 * and one Redis, as two processes behind a load balancer are. Needs TEST_DATABASE_URL and TEST_REDIS_URL,
 * which scripts/with-postgres.mjs sets. Tests of what several processes share (live events, sessions, and
 * with the job queue: jobs) call the processes over real HTTP and sockets.
 */
export interface TwoProcesses {
  a: ServerProcess;
  b: ServerProcess;
  /** The environment both were started with (secrets, database, Redis). */
  env: Record<string, string>;
  /** Stops one process as its service manager would (SIGTERM). */
  stop(server: ServerProcess): Promise<void>;
  close(): Promise<void>;
}

export async function startTwoProcesses(extraEnv: Record<string, string> = {}): Promise<TwoProcesses> {
  const redisUrl = process.env.TEST_REDIS_URL;
  const databaseUrl = await freshDatabaseUrl();
  if (!databaseUrl || !redisUrl) {
    throw new Error(
      "two server processes need TEST_DATABASE_URL and TEST_REDIS_URL: run under scripts/with-postgres.mjs",
    );
  }
  const dir = mkdtempSync(join(tmpdir(), "q2c-two-"));
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(32).toString("hex"),
    ENCRYPTION_KEY: randomBytes(32).toString("hex"),
    DEMO_DATA: "1",
    DEMO_PASSWORD: DEMO_PASSWORD_DEFAULT,
    DATA_DIR: dir,
    WEB_DIST: fakeWebDist(dir),
    ...extraEnv,
  };
  const started: ServerProcess[] = [];
  const close = async () => {
    await Promise.all(started.map((p) => stop(p)));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first seeds the demo data, the second finds it.
    for (const _ of ["a", "b"]) {
      const port = await freePort();
      started.push(await startServerProcess({ ...env, PUBLIC_URL: `http://127.0.0.1:${port}` }, port));
    }
  } catch (err) {
    await close();
    throw err;
  }
  const [a, b] = started as [ServerProcess, ServerProcess];
  return { a, b, env, stop, close };
}

/** SIGTERM, so the process closes its sockets, Redis and pool as in production; SIGKILL after 10 s. */
async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const gone = new Promise((done) => server.child.once("exit", done));
  server.child.kill("SIGTERM");
  const late = setTimeout(() => void killHard(server), 10_000);
  await gone;
  clearTimeout(late);
}

/** JSON over real HTTP to a process's API (`path` below /api/v1). */
export async function call(
  server: ServerProcess,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export async function signIn(server: ServerProcess, email: DemoEmail) {
  const res = await call(server, "POST", "/auth/users", {
    body: { username: email, password: DEMO_PASSWORD_DEFAULT },
  });
  if (res.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { accessToken: string; refreshToken: string };
}

/** A socket to the process, opened as the web app opens it (the access token in the handshake's auth). */
export async function openSocket(server: ServerProcess, token: string): Promise<Socket> {
  const socket = connect(new URL(server.url).origin, {
    path: "/socket.io",
    auth: { token },
    reconnection: false,
    transports: ["websocket"],
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}
