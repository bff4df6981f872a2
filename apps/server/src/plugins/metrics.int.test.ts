import { DEMO_PROJECT_IDS } from "@q2c/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../test/demo-helpers.ts";
import { createTestServer, type TestServer, useTestServer } from "../test/harness.ts";
import { type SmtpPeer, startSmtpPeer } from "../test/smtp-peer.ts";

// GET /metrics: closed (404) without METRICS_TOKEN; with it, the token as a bearer opens it.

const TOKEN = "a-metrics-token-for-tests";
const metrics = (s: TestServer, authorization?: string) =>
  s.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("GET /metrics without METRICS_TOKEN", () => {
  const s = useTestServer();
  const token = tokensFor(() => s);

  it("answers 404 to everyone, the platform owner's session included", async () => {
    const owner = await token("owner@platform.demo");
    for (const authorization of [undefined, `Bearer ${owner}`, "Bearer anything"]) {
      const res = await metrics(s, authorization);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("http_requests_total");
    }
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  const s = useTestServer({ METRICS_TOKEN: TOKEN });
  const token = tokensFor(() => s);

  it("answers 401 without the token or with another one", async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      `Bearer ${await token("owner@platform.demo")}`,
    ]) {
      const res = await metrics(s, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain("http_requests_total");
    }
  });

  it("counts requests by route pattern and status, with durations, in the Prometheus text format", async () => {
    const sales = await token("sales@msp.demo");
    for (const id of [DEMO_PROJECT_IDS.adatumWifi, DEMO_PROJECT_IDS.litwareNetwork]) {
      expect((await s.api("GET", `/projects/${id}`, { token: sales })).statusCode).toBe(200);
    }
    expect((await s.api("GET", `/projects/${DEMO_PROJECT_IDS.adatumWifi}`)).statusCode).toBe(401);
    await s.app.inject({ method: "GET", url: "/api/v1/no-such-thing/123" });

    const res = await metrics(s, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const route = 'method="GET",route="/api/v1/projects/:id"';
    expect(text).toMatch(new RegExp(`^http_requests_total\\{${route},status="200"\\} 2$`, "m"));
    expect(text).toMatch(new RegExp(`^http_requests_total\\{${route},status="401"\\} 1$`, "m"));
    expect(text).toMatch(
      new RegExp(`^http_request_duration_seconds_count\\{${route},status="200"\\} 2$`, "m"),
    );
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
    // Ids never become series of their own.
    expect(text).not.toContain(DEMO_PROJECT_IDS.adatumWifi);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    // The pool is PostgreSQL's; PGlite has one connection and no pool.
    if (s.deps.database.kind === "postgres")
      expect(text).toMatch(/^db_pool_connections\{state="open"\} [1-9]/m);
    else expect(text).not.toContain("db_pool_connections");
  });
});

describe("GET /metrics of the job queue", () => {
  let peer: SmtpPeer;
  let s: TestServer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    s = await createTestServer({
      METRICS_TOKEN: TOKEN,
      SMTP_URL: peer.url,
      JOB_POLL_SECONDS: "0.5",
      JOB_RETRY_DELAY_SECONDS: "1",
    });
  });
  afterAll(async () => {
    await s?.close();
    await peer?.close();
  });

  it("gives the queue's depths and failures by kind and state", async () => {
    peer.refusals.set("refused@example.com", Number.POSITIVE_INFINITY);
    await s.deps.mailer.send({ to: "delivered@example.com", subject: "Counted", text: "Once" });
    await s.deps.mailer.send({ to: "refused@example.com", subject: "Refused", text: "Never" });
    const body = async () => (await metrics(s, `Bearer ${TOKEN}`)).body;
    await expect
      .poll(body, { timeout: 15_000, interval: 200 })
      .toMatch(/^jobs\{queue="send-mail",state="completed"\} 1$/m);
    await expect
      .poll(body, { timeout: 15_000, interval: 200 })
      .toMatch(/^jobs\{queue="send-mail",state="(retry|failed)"\} 1$/m);
  });
});
