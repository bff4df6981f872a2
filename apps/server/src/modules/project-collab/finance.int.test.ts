import { DEMO_IDS, uuidv7 } from "@q2c/db";
import { AppError, PROJECT_MESSAGES } from "@q2c/domain";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  countRows,
  createTestProject,
  shareTestProject,
  type TestProject,
  versionOf,
} from "../../test/project-helpers.ts";
import { insertPartnerAccount, insertTestLine, setTermTotal } from "./collab-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let adatum: TestProject;
let litware: TestProject;
let woodgrove: string;
let contosoBank: string;
type Who = Parameters<typeof token>[0];

beforeAll(async () => {
  adatum = await createTestProject(s, token, { dealName: "Adatum finance" });
  // Its customer reads it from here on (an unshared quote answers 404 to the customer).
  await shareTestProject(s, token, adatum.id);
  litware = await createTestProject(s, token, { accountId: DEMO_IDS.litware, dealName: "Litware finance" });
  woodgrove = await insertPartnerAccount(s, "Woodgrove Bank", {
    companyType: "financial",
    flag: "is_financial",
  });
  contosoBank = await insertPartnerAccount(s, "Contoso Capital", {
    companyType: "financial",
    flag: "is_financial",
  });
  // Finance charges are the platform owner's reference data.
  const charge = (partner: string, term: number, rate: string, min: string | null, max: string | null) =>
    s.sql(
      `insert into finance_charges (tenant_id, id, partner_id, name, term_months, rate_percent, min_amount, max_amount)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [s.config.platformAccountId, uuidv7(), partner, `${term} months`, term, rate, min, max],
    );
  await charge(woodgrove, 36, "6", null, null);
  await charge(woodgrove, 12, "4.5", null, null);
  await charge(contosoBank, 36, "0", "1000", "5000");
});
afterEach(() => vi.restoreAllMocks());

describe("GET /projects/:id/finance-options", () => {
  it("is empty while nothing is priced", async () => {
    const res = await s.api("GET", `/projects/${adatum.id}/finance-options`, {
      token: await token("sales@msp.demo"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("prices the term total with each partner's charge for the quote's term and amount", async () => {
    await setTermTotal(s, adatum.id, "10000.004", 36);
    const res = await s.api("GET", `/projects/${adatum.id}/finance-options`, {
      token: await token("user@customer.demo"),
    });
    expect(res.json()).toEqual([
      {
        financialPartnerId: woodgrove,
        financialPartnerName: "Woodgrove Bank",
        termMonths: 36,
        ratePercent: "6",
        amountFinanced: "10000.00",
        monthlyPayment: "304.22",
        totalCost: "10951.92",
      },
    ]);
    await setTermTotal(s, adatum.id, "3600", 36);
    const both = await s.api("GET", `/projects/${adatum.id}/finance-options`, {
      token: await token("sales@msp.demo"),
    });
    expect(
      both
        .json()
        .map((o: { financialPartnerName: string; monthlyPayment: string }) => [
          o.financialPartnerName,
          o.monthlyPayment,
        ]),
    ).toEqual([
      ["Contoso Capital", "100.00"],
      ["Woodgrove Bank", "109.52"],
    ]);
  });

  it("answers 403 to the editor and 404 to another MSP and to customers (distributor costs are the MSP's)", async () => {
    const get = async (who: Who, id: string) =>
      (await s.api("GET", `/projects/${id}/finance-options`, { token: await token(who) })).statusCode;
    expect(await get("editor@msp.demo", adatum.id)).toBe(403);
    expect(await get("admin@msp2.demo", adatum.id)).toBe(404);
    expect(await get("user@customer.demo", litware.id)).toBe(404);
    expect(await get("partner@link.demo", adatum.id)).toBe(404);
  });
});

describe("credit applications", () => {
  it("applies to a financial partner for the stored term total, without a new version", async () => {
    await setTermTotal(s, adatum.id, "3600", 36);
    const before = await versionOf(s, adatum.id);
    const res = await s.api("POST", `/projects/${adatum.id}/credit-applications`, {
      token: await token("finance@msp.demo"),
      body: { financialPartnerId: woodgrove, notes: "Customer prefers 36 months" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      financialPartnerId: woodgrove,
      financialPartnerName: "Woodgrove Bank",
      amount: "3600.00",
      termMonths: 36,
      status: "submitted",
      notes: "Customer prefers 36 months",
    });
    expect(await versionOf(s, adatum.id)).toBe(before);
    const [event] = await s.sql<{ data: { amount: string } }>(
      "select data from project_events where project_id = $1 and type = 'credit_application'",
      [adatum.id],
    );
    expect(event?.data.amount).toBe("3600.00");
    const list = await s.api("GET", `/projects/${adatum.id}/credit-applications`, {
      token: await token("user@customer.demo"),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
  });

  it("answers 400 for a partner that is not financial, or a quote with nothing priced, writing nothing", async () => {
    const t = await token("sales@msp.demo");
    const before = await countRows(s, "project_credit_applications", adatum.id);
    for (const financialPartnerId of [DEMO_IDS.fabrikam, DEMO_IDS.adatum, litware.id]) {
      const res = await s.api("POST", `/projects/${adatum.id}/credit-applications`, {
        token: t,
        body: { financialPartnerId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ financialPartnerId: PROJECT_MESSAGES.financialPartnerRequired });
    }
    const unpriced = await s.api("POST", `/projects/${litware.id}/credit-applications`, {
      token: t,
      body: { financialPartnerId: woodgrove },
    });
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().fields).toEqual({ amount: PROJECT_MESSAGES.nothingToFinance });
    expect(await countRows(s, "project_credit_applications", adatum.id)).toBe(before);
    expect(await countRows(s, "project_credit_applications", litware.id)).toBe(0);
  });

  it("leaves applying to the quote's MSP: editor 403, customer and another MSP 404", async () => {
    const apply = async (who: Who) =>
      (
        await s.api("POST", `/projects/${adatum.id}/credit-applications`, {
          token: await token(who),
          body: { financialPartnerId: woodgrove },
        })
      ).statusCode;
    expect(await apply("editor@msp.demo")).toBe(403);
    expect(await apply("user@customer.demo")).toBe(404);
    expect(await apply("admin@msp2.demo")).toBe(404);
    const get = async (who: Who, id: string) =>
      (await s.api("GET", `/projects/${id}/credit-applications`, { token: await token(who) })).statusCode;
    expect(await get("editor@msp.demo", adatum.id)).toBe(403);
    expect(await get("admin@msp2.demo", adatum.id)).toBe(404);
    expect(await get("user@customer.demo", litware.id)).toBe(404);
    expect(await countRows(s, "project_credit_applications", adatum.id)).toBe(1);
  });
});

describe("GET /projects/:id/realtime-costs", () => {
  it("compares each line's cost with the distributor's cost now", async () => {
    const [now] = await s.deps.distributors.active.priceAndAvailability(["MS120-24P-HW"]);
    const moved = await insertTestLine(s, litware.id, { partNumber: "MR46-HW", cost: "1.00" });
    const same = await insertTestLine(s, litware.id, { partNumber: "ms120-24p-hw", cost: now!.cost });
    const unknown = await insertTestLine(s, litware.id, { partNumber: "NO-SUCH-PART", cost: "5" });
    await insertTestLine(s, litware.id, { partNumber: "", cost: "5" });
    const res = await s.api("GET", `/projects/${litware.id}/realtime-costs`, {
      token: await token("sales@msp.demo"),
    });
    expect(res.statusCode).toBe(200);
    const byLine = Object.fromEntries(res.json().map((r: { lineId: string }) => [r.lineId, r]));
    expect(res.json()).toHaveLength(3);
    expect(byLine[moved.lineId]).toMatchObject({
      partNumber: "MR46-HW",
      lineCost: "1",
      changed: true,
      error: null,
    });
    expect(byLine[moved.lineId].distributorCost).toMatch(/^\d+\.\d{2}$/);
    expect(byLine[same.lineId]).toMatchObject({ distributorCost: now!.cost, changed: false, error: null });
    expect(byLine[unknown.lineId]).toMatchObject({
      distributorCost: null,
      changed: false,
      error: PROJECT_MESSAGES.partNotListed,
    });
  });

  it("gives every line the error text when the distributor fails", async () => {
    vi.spyOn(s.deps.distributors.active, "priceAndAvailability").mockRejectedValue(
      new AppError("distributor_unavailable"),
    );
    const res = await s.api("GET", `/projects/${litware.id}/realtime-costs`, {
      token: await token("sales@msp.demo"),
    });
    expect(res.statusCode).toBe(200);
    const errors = new Set(res.json().map((r: { error: string }) => r.error));
    expect([...errors]).toEqual([new AppError("distributor_unavailable").message]);
  });

  it("answers 403 to the editor and 404 to another MSP and to customers (distributor costs are the MSP's)", async () => {
    const get = async (who: Who, id: string) =>
      (await s.api("GET", `/projects/${id}/realtime-costs`, { token: await token(who) })).statusCode;
    expect(await get("editor@msp.demo", litware.id)).toBe(403);
    expect(await get("admin@msp2.demo", litware.id)).toBe(404);
    expect(await get("user@customer.demo", litware.id)).toBe(404);
    expect(await get("user@customer.demo", adatum.id)).toBe(404);
    expect(await countOf(s, "select 1 from project_lines where project_id = $1", [litware.id])).toBe(4);
  });
});
