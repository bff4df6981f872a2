import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/harness.ts";

// A built web app as Vite writes it: an inline classic script after the charset (the early reads),
// then the module entry.
const EARLY = `(function(){window.__early=1;})();`;
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>${EARLY}</script>
    <script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let s: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "q2c-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "assets/index-AbCdEf12.js"), "console.log('app')");
  s = await createTestServer({}, { webDist: dist });
});
afterAll(async () => {
  await s.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  s.app.inject({ method: "GET", url, headers });

/** The CSP's directives by name. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name = "", ...values]) => [name, values]),
  );
}

/** The hashes a page's inline scripts need, computed from the page as served. */
const servedInlineHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`,
  );

describe("Content-Security-Policy", () => {
  it("on index.html: scripts from self and the served inline script by its hash, no eval, no inline scripts", async () => {
    for (const url of ["/", "/projects/123/edit", "/index.html"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      const csp = directives(res.headers["content-security-policy"]);
      const hashes = servedInlineHashes(res.body);
      expect(hashes).toHaveLength(1);
      expect(csp.get("script-src")).toEqual(["'self'", ...hashes]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:", "https:"]);
      expect(csp.get("connect-src")).toEqual(["'self'", "ws://localhost:3000"]);
      expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(String(res.headers["content-security-policy"])).not.toMatch(/unsafe-eval/);
    }
  });

  it("answers a repeat visit with 304 by the page's ETag", async () => {
    const first = await get("/");
    const again = await get("/", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  });

  it("on API answers and assets, the same policy", async () => {
    const page = (await get("/")).headers["content-security-policy"];
    const t = await s.login("admin@msp.demo");
    const me = await s.api("GET", `/users/${t.userId}`, { token: t.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.headers["content-security-policy"]).toBe(page);
    expect((await s.api("GET", "/no-such-thing")).headers["content-security-policy"]).toBe(page);
    expect((await get("/assets/index-AbCdEf12.js")).headers["content-security-policy"]).toBe(page);
  });

  it("on the API docs page, its own inline script by hash, and the page's script is served", async () => {
    const res = await get("/api/docs/");
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers["content-security-policy"]);
    const hashes = servedInlineHashes(res.body);
    expect(hashes.length).toBeGreaterThan(0);
    expect(csp.get("script-src")).toEqual(["'self'", ...hashes]);
    expect(res.body).not.toContain("fonts.scalar.com");
    const script = /<script src="([^"]+)"/.exec(res.body)?.[1];
    expect(script).toBe("js/scalar.js");
    expect((await get(`/api/docs/${script}`)).statusCode).toBe(200);
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent only when the request came over HTTPS", async () => {
    expect((await get("/")).headers["strict-transport-security"]).toBeUndefined();
    const proxied = await get("/", { "x-forwarded-proto": "https" });
    expect(proxied.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const publicUrl = s.config.publicUrl;
    s.config.publicUrl = "https://q2c.example";
    try {
      const res = await s.api("GET", "/no-such-thing");
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(directives(res.headers["content-security-policy"]).get("connect-src")).toEqual([
        "'self'",
        "wss://q2c.example",
      ]);
    } finally {
      s.config.publicUrl = publicUrl;
    }
  });
});
