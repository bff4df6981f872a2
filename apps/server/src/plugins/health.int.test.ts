import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_PROJECT_IDS } from "@q2c/db";
import forge from "node-forge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis } from "../../../../scripts/redis-server.mjs";
import { createTestServer, type TestServer } from "../test/harness.ts";
import { freePort } from "../test/server-process.ts";

// GET /api/health on both databases: each dependency's state (database, queue, Redis, mail), 200 when all are up, 503 otherwise.

const health = (s: TestServer) => s.app.inject({ method: "GET", url: "/api/health" });

describe("GET /api/health", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
    // The shared test data folder's certificate may be in the making on a fresh machine.
    await s.deps.signing.status();
  });
  afterAll(async () => s?.close());

  it("answers 200 with the database up and mail going to the outbox, without a session and without Redis", async () => {
    const res = await health(s);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      status: "up",
      dependencies: {
        database: { status: "up" },
        queue: { status: "up" },
        mail: { status: "up", transport: "outbox" },
      },
      pdf: "ok",
      signing: "ok",
    });
  });

  it("answers 503 naming the queue down once the job queue has stopped", async () => {
    await s.deps.jobs.stop(1000);
    const res = await health(s);
    expect(res.statusCode).toBe(503);
    expect(res.json().dependencies).toMatchObject({ database: { status: "up" }, queue: { status: "down" } });
  });
});

describe("GET /api/health with an SMTP server that does not answer", () => {
  let s: TestServer;
  // Accepts connections and never greets, like a mail server that hangs.
  let silent: Server;
  const held: Socket[] = [];
  beforeAll(async () => {
    const port = await freePort();
    silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", () => resolve()));
    s = await createTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
  });
  afterAll(async () => {
    await s?.close();
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it("answers 503 naming mail down (and no host or error), the database still up", async () => {
    const res = await health(s);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: "down",
      dependencies: {
        database: { status: "up" },
        queue: { status: "up" },
        mail: { status: "down", transport: "smtp" },
      },
      pdf: "ok",
      signing: "ok",
    });
    expect(res.body).not.toContain("127.0.0.1");
  });
});

describe("GET /api/health with documents degraded", () => {
  const dir = mkdtempSync(join(tmpdir(), "q2c-health-"));
  let s: TestServer;
  beforeAll(async () => {
    // A certificate whose validity ended yesterday, in a PKCS#12 file its password opens.
    const keys = forge.pki.rsa.generateKeyPair(1024);
    const cert = forge.pki.createCertificate();
    cert.publicKey = keys.publicKey;
    cert.serialNumber = "01";
    cert.validity.notBefore = new Date(Date.now() - 30 * 86_400_000);
    cert.validity.notAfter = new Date(Date.now() - 86_400_000);
    cert.setSubject([{ name: "commonName", value: "Expired sealing" }]);
    cert.setIssuer([{ name: "commonName", value: "Expired sealing" }]);
    cert.sign(keys.privateKey, forge.md.sha256.create());
    const der = forge.asn1.toDer(
      forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], "pw", { algorithm: "3des" }),
    );
    writeFileSync(join(dir, "expired.p12"), Buffer.from(der.getBytes(), "binary"));
    s = await createTestServer({
      CHROMIUM_PATH: join(dir, "no-chromium"),
      SIGNING_CERT_P12: join(dir, "expired.p12"),
      SIGNING_CERT_PASSWORD: "pw",
    });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("says pdf and signing degraded (Chromium missing, the certificate expired) and still answers 200", async () => {
    const res = await health(s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "up", pdf: "degraded", signing: "degraded" });
    expect(res.body).not.toContain("no-chromium");
  });
});

describe("REDIS_URL of a Redis that is not there", () => {
  it("keeps the server from starting, saying why", async () => {
    const port = await freePort();
    await expect(createTestServer({ REDIS_URL: `redis://127.0.0.1:${port}` })).rejects.toThrow(
      /Redis at REDIS_URL: .*ECONNREFUSED/,
    );
  });
});

// A Redis of its own, to stop under a running server; redis-server is there when the suite runs under
// scripts/with-postgres.mjs (TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)("GET /api/health when Redis goes away", () => {
  let s: TestServer;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => {
    redis = await startRedis();
    s = await createTestServer({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    redis?.stop();
    await s?.close();
  });

  it("answers 200 with Redis up, then 503 with Redis down once it stops; live events are dropped, requests still served", async () => {
    const up = await health(s);
    expect(up.statusCode).toBe(200);
    expect(up.json().dependencies.redis).toEqual({ status: "up" });
    redis.stop();
    await expect.poll(async () => (await health(s)).statusCode, { timeout: 10_000 }).toBe(503);
    expect((await health(s)).json()).toEqual({
      status: "down",
      dependencies: {
        database: { status: "up" },
        queue: { status: "up" },
        redis: { status: "down" },
        mail: { status: "up", transport: "outbox" },
      },
      pdf: "ok",
      signing: "ok",
    });
    // A comment publishes its live event through the adapter; with Redis gone the publish fails unawaited.
    const { accessToken } = await s.login("sales@msp.demo");
    const posted = await s.api("POST", `/projects/${DEMO_PROJECT_IDS.adatumWifi}/comments`, {
      token: accessToken,
      body: { body: "Written while Redis is down" },
    });
    expect(posted.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
});
