import { DEMO_PROJECT_IDS } from "@q2c/db";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpPeer, startSmtpPeer } from "./test/smtp-peer.ts";
import {
  call,
  openSocket,
  signIn,
  startTwoProcesses,
  type TwoProcesses,
} from "./test/two-server-processes.ts";

// Issue 15 §2: two server processes (main.ts each) on one PostgreSQL database and one Redis, as behind a
// load balancer. PGlite is one process's database (its folder is locked), so this runs in the PostgreSQL
// suite, where scripts/with-postgres.mjs starts a throwaway redis-server beside the cluster.
// Both send mail through jobs to one SMTP peer, which counts what it receives: a job enqueued through A
// runs once, in either process.
// The last test stops A, so new tests go before it.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const QUOTE = DEMO_PROJECT_IDS.adatumWifi;
const METRICS_TOKEN = "metrics-token-of-the-test";
let two: TwoProcesses;
const sockets: Socket[] = [];
let peer: SmtpPeer | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  peer = await startSmtpPeer();
  two = await startTwoProcesses({ METRICS_TOKEN, SMTP_URL: peer.url, JOB_POLL_SECONDS: "0.5" });
}, 180_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await two?.close();
  await peer?.close();
});

const socketOn = async (server: TwoProcesses["a"], token: string) => {
  const socket = await openSocket(server, token);
  sockets.push(socket);
  return socket;
};

describe.runIf(onPostgres)("two server processes on one database and one Redis", () => {
  it("deliver a comment posted through A live to a socket connected to B", async () => {
    const viewer = await signIn(two.b, "sales@msp.demo");
    const onB = await socketOn(two.b, viewer.accessToken);
    expect(await onB.timeout(5000).emitWithAck("project:join", { projectId: QUOTE })).toEqual({ ok: true });
    const heard = new Promise((resolve) => onB.once("project:activity", resolve));

    const author = await signIn(two.a, "manager@msp.demo");
    const posted = await call(two.a, "POST", `/projects/${QUOTE}/comments`, {
      token: author.accessToken,
      body: { body: "Posted on A, read on B" },
    });
    expect(posted.status).toBe(201);
    await expect(heard).resolves.toEqual({ projectId: QUOTE, kind: "comment", id: posted.body.id });
  });

  it("refuse on B, at once, a session signed out through A: its token, its refresh and its socket", async () => {
    const session = await signIn(two.a, "engineer@msp.demo");
    const onB = await socketOn(two.b, session.accessToken);
    const closed = new Promise((resolve) => onB.once("disconnect", resolve));
    expect((await call(two.b, "GET", "/dashboard/summary", { token: session.accessToken })).status).toBe(200);

    expect((await call(two.a, "POST", "/auth/logout", { token: session.accessToken })).status).toBe(200);

    expect((await call(two.b, "GET", "/dashboard/summary", { token: session.accessToken })).status).toBe(401);
    const refresh = await call(two.b, "POST", "/auth/refresh-token", {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
    // The server closed it ("io server disconnect"), through Redis from A, not the client.
    await expect(closed).resolves.toBe("io server disconnect");
  });

  it("run a job enqueued through A once: each password-reset mail requested on A reaches the peer exactly once", async () => {
    const emails = ["finance@msp.demo", "sales@msp.demo", "engineer@msp.demo", "manager@msp.demo"];
    for (const email of emails) {
      const res = await fetch(`${two.a.url}/auth/users/reset?email=${encodeURIComponent(email)}`);
      expect(res.status).toBe(200);
    }
    const delivered = () => emails.filter((to) => peer?.receivedBy(to)).length;
    await expect.poll(delivered, { timeout: 30_000, interval: 100 }).toBe(emails.length);
    // B polls the same queue: give a second run, had there been one, time to arrive.
    await new Promise((r) => setTimeout(r, 1500));
    expect(emails.map((to) => peer?.receivedBy(to))).toEqual(emails.map(() => 1));
  });

  it("each answer GET /api/health with Redis up, and count their own requests in GET /metrics", async () => {
    for (const server of [two.a, two.b]) {
      const origin = new URL(server.url).origin;
      const health = await fetch(`${origin}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({
        status: "up",
        dependencies: {
          database: { status: "up" },
          queue: { status: "up" },
          redis: { status: "up" },
          mail: { status: "up", transport: "smtp" },
        },
        pdf: "ok",
        signing: "ok",
      });
      const metrics = await fetch(`${origin}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/m);
      expect(text).toMatch(/^db_pool_connections\{state="max"\} 15$/m);
    }
  });

  it("stopping A (SIGTERM) closes its own sockets only: a socket connected to B stays connected and served", async () => {
    const viewer = await signIn(two.b, "finance@msp.demo");
    const onB = await socketOn(two.b, viewer.accessToken);
    const onA = await socketOn(two.a, (await signIn(two.a, "finance@msp.demo")).accessToken);
    const aClosed = new Promise((resolve) => onA.once("disconnect", resolve));
    await two.stop(two.a);
    await expect(aClosed).resolves.toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(onB.connected).toBe(true);
    expect(await onB.timeout(5000).emitWithAck("project:join", { projectId: QUOTE })).toEqual({ ok: true });
  });
});
