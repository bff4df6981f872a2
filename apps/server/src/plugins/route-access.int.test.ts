import { describe, expect, it } from "vitest";
import { useTestServer } from "../test/harness.ts";

// STYLE.md habit 4: every route declares its rule, and this listing makes a change of access show up in review.
// After adding or changing a route on purpose: npx vitest run --project int route-access -u
const s = useTestServer();

const describeAccess = (a: (typeof s.app.routeAccess)[number]["access"]): string => {
  if ("public" in a) return "public";
  const flags = [
    a.sen ? "SEN" : "",
    a.senMsp ? "SEN/MSP" : "",
    a.entitlement ?? "",
    a.contracts ? "contracts" : "",
  ];
  return [a.rule, ...flags].filter(Boolean).join(" ");
};

describe("route access listing", () => {
  it("lists every API route with its declared rule", async () => {
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
