import { DEMO_PROJECT_IDS } from "@q2c/db";
import type { TProject, TProjectListItem } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";

// Customers and partner members read a quote's prices, never the MSP's costs, profits or margins.

const s = useTestServer();
const token = tokensFor(() => s);
const flags = { getProjectLocationBundleProducts: "true", getLineFigures: "true" };

const linesOf = (p: TProject) =>
  (p.locations ?? []).flatMap((l) =>
    l.buildings.flatMap((b) => (b.bundleProducts ?? []).flatMap((bp) => bp.lines)),
  );

describe("costs of a quote", () => {
  it("are shown to the quote's MSP", async () => {
    const res = await s.api("GET", `/projects/${DEMO_PROJECT_IDS.adatumWifi}`, {
      token: await token("sales@msp.demo"),
      query: flags,
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as TProject;
    expect(p.totals.grossProfit).not.toBeNull();
    expect(linesOf(p).some((l) => l.cost !== null)).toBe(true);
  });

  it("are hidden from the customer at every level, while its prices and totals stay", async () => {
    const [msp, customer] = await Promise.all(
      ["sales@msp.demo", "user@customer.demo"].map(async (email) =>
        s.api("GET", `/quotes/${DEMO_PROJECT_IDS.adatumWifi}`, {
          token: await token(email as "sales@msp.demo"),
        }),
      ),
    );
    expect(customer?.statusCode, customer?.body).toBe(200);
    const mine = msp?.json() as TProject;
    const theirs = customer?.json() as TProject;
    expect(theirs.totals.termTotal).toBe(mine.totals.termTotal);
    for (const key of [
      "cost",
      "softCost",
      "totalCost",
      "grossProfit",
      "grossMargin",
      "netProfit",
      "netMargin",
    ] as const) {
      expect(theirs.totals[key], key).toBeNull();
      expect(theirs.locations?.[0]?.totals[key], key).toBeNull();
      expect(theirs.buildings?.[0]?.totals[key], key).toBeNull();
    }
    const lines = linesOf(theirs);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.cost).toBeNull();
      expect(line.softCost).toBeNull();
      expect(line.figures?.grossProfit).toBeNull();
      expect(line.figures?.totalUnitCost).toBeNull();
      expect(line.figures?.noDistributorCost).toBe(false);
    }
    expect(linesOf(mine).map((l) => l.price)).toEqual(lines.map((l) => l.price));
  });

  it("leave the customer's quote list without margins", async () => {
    const res = await s.api("GET", "/quotes", { token: await token("user@customer.demo") });
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as { data: TProjectListItem[] }).data;
    expect(data.map((q) => q.id)).toContain(DEMO_PROJECT_IDS.adatumWifi);
    expect(data.every((q) => q.grossMargin === null)).toBe(true);
  });

  it("keep versions and the distributor's live costs from the customer (404)", async () => {
    const t = await token("user@customer.demo");
    for (const path of ["versions", "realtime-costs"]) {
      const res = await s.api("GET", `/projects/${DEMO_PROJECT_IDS.adatumWifi}/${path}`, { token: t });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
