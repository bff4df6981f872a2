import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.ts";
import { type ReceivedMail, type SmtpPeer, startSmtpPeer } from "../../test/smtp-peer.ts";

let peer: SmtpPeer;
let s: TestServer;

beforeAll(async () => {
  peer = await startSmtpPeer();
  s = await createTestServer({
    SMTP_URL: peer.url,
    MAIL_FROM: "Quote-to-Cash <no-reply@q2c.test>",
    PUBLIC_URL: "https://app.q2c.test",
    JOB_POLL_SECONDS: "0.5",
    JOB_RETRY_DELAY_SECONDS: "1",
  });
});
afterAll(async () => {
  await s?.close();
  await peer?.close();
});

async function receivedBy(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const found = peer.inbox.find((m) => m.to.includes(address));
    if (found) return found;
    if (performance.now() > until) throw new Error(`the SMTP peer got no mail for ${address}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("mail over SMTP to a real peer", () => {
  it("delivers the password-reset mail with its link", async () => {
    const res = await s.api("GET", "/auth/users/reset", { query: { email: "finance@msp.demo" } });
    expect(res.statusCode).toBe(200);
    const mail = await receivedBy("finance@msp.demo");
    expect(mail.from).toBe("no-reply@q2c.test");
    expect(mail.subject).toBe("Set a new password for Quote-to-Cash");
    const link = /https:\/\/app\.q2c\.test\/new-password\/([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`href="${link![0]}"`);
    // The link in the mail works.
    const token = link![1]!;
    expect((await s.api("GET", `/auth/users/reset/${token}`)).json()).toEqual({
      valid: true,
      email: "finance@msp.demo",
      userId: expect.any(String),
    });
    // The copy is written once the SMTP peer has answered, which can be just after it has the mail.
    const copy = async () =>
      (
        await s.sql<{ transport: string; error: string | null }>(
          "select transport, error from mail_outbox where \"to\" = 'finance@msp.demo'",
        )
      )[0];
    await expect.poll(copy, { timeout: 5000 }).toEqual({ transport: "smtp", error: null });
  });

  it("delivers the invitation mail with its register link", async () => {
    const admin = await s.login("admin@msp.demo");
    const res = await s.api("POST", "/users/bulk-invite", {
      token: admin.accessToken,
      body: { users: [{ email: "smtp-invitee@new.demo", role: "sales", firstName: "Ivy" }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].mailed).toBe(true);
    const mail = await receivedBy("smtp-invitee@new.demo");
    expect(mail.subject).toBe("You are invited to Northwind IT on Quote-to-Cash");
    expect(mail.text).toContain("Adam Admin invited you to join Northwind IT");
    const link = /https:\/\/app\.q2c\.test\/register\/([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(mail.html).toContain(`href="${link![0]}"`);
    const token = link![1]!;
    const invite = await s.api("GET", `/auth/users/invite/${token}`);
    expect(invite.json()).toEqual({
      email: "smtp-invitee@new.demo",
      firstName: "Ivy",
      lastName: "",
      accountName: "Northwind IT",
    });
  });

  it("delivers a mail's attachments byte for byte, with their names and types", async () => {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37) % 256));
    await s.deps.mailer.send({
      to: "attached@new.demo",
      subject: "With a file",
      text: "See the attachment.",
      attachments: [
        { filename: "sealed.pdf", contentType: "application/pdf", contentBase64: bytes.toString("base64") },
      ],
    });
    const mail = await receivedBy("attached@new.demo");
    expect(mail.text).toContain("See the attachment.");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "sealed.pdf", contentType: "application/pdf" });
    expect(mail.attachments[0]?.content.equals(bytes)).toBe(true);
  });

  it("retries a refused mail with backoff: a peer that refuses the first two tries receives it on the third", async () => {
    peer.refusals.set("sales@msp.demo", 2);
    const started = performance.now();
    const res = await s.api("GET", "/auth/users/reset", { query: { email: "sales@msp.demo" } });
    // The request does not wait for SMTP: it answers before the peer has taken the mail.
    expect(res.statusCode).toBe(200);
    expect(peer.inbox.some((m) => m.to.includes("sales@msp.demo"))).toBe(false);
    const mail = await receivedBy("sales@msp.demo", 30_000);
    expect(mail.subject).toBe("Set a new password for Quote-to-Cash");
    expect(peer.attempts.get("sales@msp.demo")).toBe(3);
    // Two waits of the backoff: at least 1 s and 2 s (retry delay 1 s here, doubling).
    expect(performance.now() - started).toBeGreaterThan(3000);
    const copy = async () =>
      (
        await s.sql<{ transport: string; error: string | null }>(
          "select transport, error from mail_outbox where \"to\" = 'sales@msp.demo'",
        )
      )[0];
    await expect.poll(copy, { timeout: 5000 }).toEqual({ transport: "smtp", error: null });
    const job = async () =>
      (
        await s.sql<{ state: string; retry_count: number }>(
          "select state, retry_count from pgboss.job where name = 'send-mail' and data->'mail'->>'to' = 'sales@msp.demo'",
        )
      )[0];
    // The job completes once the peer has answered, which can be just after it has the mail.
    await expect.poll(job, { timeout: 5000 }).toEqual({ state: "completed", retry_count: 2 });
  });

  it("after the last try, the outbox shows the mail as failed with the peer's answer", async () => {
    // Fewer tries than the real policy, so the test does not wait through a quarter of an hour.
    await s.sql("update pgboss.queue set retry_limit = 1 where name = 'send-mail'");
    peer.refusals.set("never@new.demo", Number.POSITIVE_INFINITY);
    try {
      await s.deps.mailer.send({ to: "never@new.demo", subject: "Never", text: "Refused" });
      const failed = async () =>
        (
          await s.sql<{ transport: string; error: string | null }>(
            "select transport, error from mail_outbox where \"to\" = 'never@new.demo'",
          )
        )[0];
      await expect.poll(failed, { timeout: 20_000, interval: 200 }).toEqual({
        transport: "smtp",
        error: expect.stringContaining("Mailbox busy"),
      });
      expect(peer.attempts.get("never@new.demo")).toBe(2);
      const [job] = await s.sql<{ state: string }>(
        "select state from pgboss.job where name = 'send-mail' and data->'mail'->>'to' = 'never@new.demo'",
      );
      // The dead letter (which writes the outbox copy) is queued by the same statement that fails the job.
      expect(job?.state).toBe("failed");
    } finally {
      await s.sql("update pgboss.queue set retry_limit = 4 where name = 'send-mail'");
    }
  });

  it("when the peer is gone, requests still answer at once: the mail is queued, not lost", async () => {
    await peer.close();
    const admin = await s.login("admin@msp.demo");
    const res = await s.api("POST", "/users/bulk-invite", {
      token: admin.accessToken,
      body: { users: [{ email: "unlucky@new.demo", role: "sales" }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].mailed).toBe(true);
    const [queued] = await s.sql<{ state: string }>(
      "select state from pgboss.job where name = 'send-mail' and data->'mail'->>'to' = 'unlucky@new.demo'",
    );
    expect(["created", "active", "retry"]).toContain(queued?.state);
    // Mailing a sign-in code no longer waits for (or fails with) the SMTP peer.
    await s.sql(
      "update users set mfa_enabled = true, mfa_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' where email = 'ops@msp.demo'",
    );
    const login = (
      await s.api("POST", "/auth/users", {
        body: { username: "ops@msp.demo", password: s.config.demoPassword },
      })
    ).json();
    const resend = await s.api("POST", "/auth/users/resend-code", {
      body: { userId: login.entityId, token: login.token },
    });
    expect(resend.statusCode).toBe(200);
  });
});
