import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestServer, type TestServer } from "../test/harness.ts";

// The built SPA and the API on one server (npm start): history routing for pages, JSON for the API.
let s: TestServer;
let dist: string;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  s = await createTestServer();
  dist = mkdtempSync(join(tmpdir(), "q2c-dist-"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(join(dist, "app.js"), "console.log(1)");
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "assets", "index-Bx3kQ9aZ.js"), "console.log(2)");
  app = await buildApp(s.deps, { webDist: dist });
});
afterAll(async () => {
  await app.close();
  await s.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("answers index.html for any page path, so the router can take over", async () => {
    for (const url of ["/", "/login", "/customers/abc/view/locations"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>app</title>");
    }
  });

  it("serves built files as they are", async () => {
    const res = await app.inject({ method: "GET", url: "/app.js" });
    expect(res.body).toBe("console.log(1)");
  });

  it("lets browsers keep hashed assets for good and re-check everything else", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/index-Bx3kQ9aZ.js" });
    expect(asset.body).toBe("console.log(2)");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await app.inject({ method: "GET", url: "/app.js" });
    expect(plain.headers["cache-control"]).toBe("no-cache");
    const page = await app.inject({ method: "GET", url: "/quotes" });
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v1/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found", code: "not_found" });
  });

  it("refuses to start when the web app is not built", async () => {
    await expect(buildApp(s.deps, { webDist: join(dist, "missing") })).rejects.toThrow(/not built/);
  });
});
