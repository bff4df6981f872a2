import { describe, expect, it } from "vitest";
import { useTestServer } from "../test/harness.ts";

const s = useTestServer();

describe("OpenAPI", () => {
  it("documents every API route at /api/openapi.json", async () => {
    const res = await s.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const missing = s.app.routeAccess
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")}`)
      .filter((r) => !documented.has(r));
    expect(missing).toEqual([]);
  });

  it("serves the browsable reference at /api/docs", async () => {
    const first = await s.app.inject({ method: "GET", url: "/api/docs" });
    const url = first.statusCode === 301 ? String(first.headers.location) : "/api/docs";
    const res = await s.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
  });
});
