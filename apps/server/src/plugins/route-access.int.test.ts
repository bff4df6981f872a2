import { describePermission } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../test/harness.ts";
import type { RouteAccess } from "./access.ts";

// STYLE.md habit 4: every route declares its permission, and this listing makes a change of access show up in review.
// After adding or changing a route on purpose: npx vitest run --project int route-access -u
const s = useTestServer();

// A permission shows with what it expands to, so that a change in the registry shows up here too.
const describeAccess = (a: RouteAccess): string => {
  if ("public" in a) return "public";
  if ("signedIn" in a) return "signedIn";
  return `${a.permission} = ${describePermission(a.permission)}`;
};

describe("route access listing", () => {
  it("lists every API route with its declared permission", async () => {
    const lines = s.app.routeAccess
      .map((r) => `${r.method.padEnd(6)} ${r.url.padEnd(60)} ${describeAccess(r.access)}`)
      .sort();
    expect(lines.length).toBeGreaterThan(0);
    await expect(`${lines.join("\n")}\n`).toMatchFileSnapshot("./__snapshots__/route-access.txt");
  });

  it("answers 401 without a token on every route that is not public", async () => {
    const guarded = s.app.routeAccess.filter((r) => !("public" in r.access));
    for (const r of guarded) {
      const url = r.url.replace(/:(\w+)/g, "0190a000-0000-7000-8000-000000000999");
      const res = await s.app.inject({ method: r.method as "GET", url });
      expect(`${r.method} ${r.url} ${res.statusCode}`).toBe(`${r.method} ${r.url} 401`);
    }
  });
});
