import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/harness.ts";

/** A message as the SMTP peer received it: the envelope, and the parsed message. */
interface Received {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

let peer: SMTPServer;
let port: number;
const inbox: Received[] = [];
let s: TestServer;

beforeAll(async () => {
  // A real SMTP server on a free local port. It advertises STARTTLS with a self-signed certificate, so
  // the client must be told (ignoreTLS in SMTP_URL) to stay in plain text on this trusted loopback.
  peer = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((m) => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: m.subject ?? "",
            text: m.text ?? "",
            html: typeof m.html === "string" ? m.html : "",
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => peer.listen(0, "127.0.0.1", () => resolve()));
  port = (peer.server.address() as AddressInfo).port;
  s = await createTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    MAIL_FROM: "Quote-to-Cash <no-reply@q2c.test>",
    PUBLIC_URL: "https://app.q2c.test",
  });
});
afterAll(async () => {
  await s?.close();
  await new Promise<void>((resolve) => peer.close(() => resolve()));
});

async function receivedBy(address: string, timeoutMs = 5000): Promise<Received> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const found = inbox.find((m) => m.to.includes(address));
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

  it("when the peer is gone, an invitation says it was not mailed and the outbox keeps the error", async () => {
    await new Promise<void>((resolve) => peer.close(() => resolve()));
    const admin = await s.login("admin@msp.demo");
    const res = await s.api("POST", "/users/bulk-invite", {
      token: admin.accessToken,
      body: { users: [{ email: "unlucky@new.demo", role: "sales" }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].mailed).toBe(false);
    const [copy] = await s.sql<{ error: string | null }>(
      "select error from mail_outbox where \"to\" = 'unlucky@new.demo'",
    );
    expect(copy!.error).toBeTruthy();
    // Mailing a sign-in code fails visibly.
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
    expect(resend.statusCode).toBe(502);
    expect(resend.json().message).toBe("Failed to send verification code");
  });
});
