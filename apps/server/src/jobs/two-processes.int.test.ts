import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Started, startServer } from "../bootstrap.ts";
import { createTestServer, type TestServer } from "../test/harness.ts";

// Two servers on one PostgreSQL database, each with its own pool and its own pg-boss workers, as two
// processes behind a load balancer are: every job is run by exactly one of them. Mail is the witness,
// because an SMTP peer counts what it receives and delivery has no idempotence of its own. PGlite is one
// process's database (its folder is locked), so this runs in the PostgreSQL suite only.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MAILS = 40;
const received = new Map<string, number>();
let peer: SMTPServer;
let a: TestServer;
let b: Started;

beforeAll(async () => {
  if (!onPostgres) return;
  peer = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => peer.listen(0, "127.0.0.1", () => resolve()));
  const port = (peer.server.address() as AddressInfo).port;
  a = await createTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    JOB_POLL_SECONDS: "0.5",
  });
  b = await startServer(a.config);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  if (peer) await new Promise<void>((resolve) => peer.close(() => resolve()));
});

describe.runIf(onPostgres)("two server processes sharing the queue", () => {
  it("run each job once: every mail queued by one of them reaches the peer exactly once", async () => {
    const addresses = Array.from({ length: MAILS }, (_, i) => `shared${i}@example.com`);
    // Queued through both processes, half each, as requests landing on either would.
    await Promise.all(
      addresses.map((to, i) => (i % 2 ? a : b).deps.mailer.send({ to, subject: `Mail ${i}`, text: "Once" })),
    );
    const delivered = () => addresses.filter((to) => received.has(to)).length;
    await expect.poll(delivered, { timeout: 30_000, interval: 100 }).toBe(MAILS);
    // Give a second run, had there been one, time to arrive.
    await new Promise((r) => setTimeout(r, 1500));
    expect(addresses.map((to) => received.get(to))).toEqual(addresses.map(() => 1));
    const [jobs] = await a.sql<{ completed: number; total: number }>(
      "select count(*) filter (where state = 'completed')::int as completed, count(*)::int as total from pgboss.job where name = 'send-mail'",
    );
    expect(jobs).toEqual({ completed: MAILS, total: MAILS });
  });
});
