import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Started, startServer } from "../bootstrap.ts";
import { createTestServer, type TestServer } from "../test/harness.ts";
import { type SmtpPeer, startSmtpPeer } from "../test/smtp-peer.ts";

// Two servers on one PostgreSQL database, each with its own pool and its own pg-boss workers, as two
// processes behind a load balancer are: every job is run by exactly one of them. Mail is the witness,
// because an SMTP peer counts what it receives and delivery has no idempotence of its own. PGlite is one
// process's database (its folder is locked), so this runs in the PostgreSQL suite only.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const MAILS = 40;
let peer: SmtpPeer;
let a: TestServer;
let b: Started;

beforeAll(async () => {
  if (!onPostgres) return;
  peer = await startSmtpPeer();
  a = await createTestServer({
    SMTP_URL: peer.url,
    JOB_POLL_SECONDS: "0.5",
  });
  b = await startServer(a.config);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await peer?.close();
});

describe.runIf(onPostgres)("two server processes sharing the queue", () => {
  it("run each job once: every mail queued by one of them reaches the peer exactly once", async () => {
    const addresses = Array.from({ length: MAILS }, (_, i) => `shared${i}@example.com`);
    // Queued through both processes, half each, as requests landing on either would.
    await Promise.all(
      addresses.map((to, i) => (i % 2 ? a : b).deps.mailer.send({ to, subject: `Mail ${i}`, text: "Once" })),
    );
    const delivered = () => addresses.filter((to) => peer.receivedBy(to)).length;
    await expect.poll(delivered, { timeout: 30_000, interval: 100 }).toBe(MAILS);
    // Give a second run, had there been one, time to arrive.
    await new Promise((r) => setTimeout(r, 1500));
    expect(addresses.map((to) => peer.receivedBy(to))).toEqual(addresses.map(() => 1));
    const [jobs] = await a.sql<{ completed: number; total: number }>(
      "select count(*) filter (where state = 'completed')::int as completed, count(*)::int as total from pgboss.job where name = 'send-mail'",
    );
    expect(jobs).toEqual({ completed: MAILS, total: MAILS });
  });
});
