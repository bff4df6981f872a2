import { DEMO_IDS } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";

const s = useTestServer();
const token = tokensFor(() => s);

const namesOf = (res: { json(): { data: { accountName: string }[] } }) =>
  res
    .json()
    .data.map((a) => a.accountName)
    .sort();

describe("GET /accounts", () => {
  it("lists the MSP and its customers for an MSP user, and filters customers and names", async () => {
    const t = await token("sales@msp.demo");
    expect(namesOf(await s.api("GET", "/accounts", { token: t }))).toEqual([
      "Adatum Corp",
      "Litware Inc",
      "Northwind IT",
    ]);
    expect(namesOf(await s.api("GET", "/accounts", { token: t, query: { type: "customer" } }))).toEqual([
      "Adatum Corp",
      "Litware Inc",
    ]);
    expect(namesOf(await s.api("GET", "/accounts", { token: t, query: { q: "lit" } }))).toEqual([
      "Litware Inc",
    ]);
  });

  it("lists every account for the platform owner, filtered by kind and parent", async () => {
    const t = await token("owner@platform.demo");
    expect(namesOf(await s.api("GET", "/accounts", { token: t, query: { type: "msp" } }))).toEqual([
      "Contoso Managed",
      "Fresh Start IT",
      "Northwind IT",
    ]);
    expect(namesOf(await s.api("GET", "/accounts", { token: t, query: { type: "distributor" } }))).toEqual([
      "Tailspin Distribution",
    ]);
    const children = await s.api("GET", "/accounts", { token: t, query: { parentId: DEMO_IDS.northwind } });
    expect(namesOf(children)).toEqual(["Adatum Corp", "Litware Inc"]);
  });

  it("shows a customer only itself and another tenant none of Northwind's", async () => {
    expect(namesOf(await s.api("GET", "/accounts", { token: await token("user@customer.demo") }))).toEqual([
      "Adatum Corp",
    ]);
    const other = await s.api("GET", "/accounts", { token: await token("admin@msp2.demo") });
    expect(namesOf(other)).toEqual(["Contoso Managed"]);
  });

  it("answers 400 for an unknown type", async () => {
    const res = await s.api("GET", "/accounts", {
      token: await token("sales@msp.demo"),
      query: { type: "pirate" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("type");
  });
});

describe("GET /accounts/:id", () => {
  it("answers the account with settings and entitlements on request", async () => {
    const res = await s.api("GET", `/accounts/${DEMO_IDS.northwind}`, {
      token: await token("finance@msp.demo"),
      query: { getSettings: "true", getEntitlements: "true" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      accountName: "Northwind IT",
      isMSP: "yes",
      kind: "msp_expert",
      brandable: true,
      companyDetails: { legalName: "Northwind IT LLC" },
      branding: { primaryColor: "#1D4ED8" },
      entitlements: { hasContracts: true },
    });
    const plain = await s.api("GET", `/accounts/${DEMO_IDS.northwind}`, {
      token: await token("finance@msp.demo"),
    });
    expect(plain.json()).not.toHaveProperty("companyDetails");
  });

  it("answers 404 for an account of another tenant and to a customer for its MSP", async () => {
    expect(
      (await s.api("GET", `/accounts/${DEMO_IDS.northwind}`, { token: await token("admin@msp2.demo") }))
        .statusCode,
    ).toBe(404);
    expect(
      (await s.api("GET", `/accounts/${DEMO_IDS.northwind}`, { token: await token("user@customer.demo") }))
        .statusCode,
    ).toBe(404);
  });
});

describe("POST /accounts", () => {
  it("lets an MSP create a customer beneath itself, in its tenant", async () => {
    const res = await s.api("POST", "/accounts", {
      token: await token("admin@msp.demo"),
      body: { accountName: "Wingtip Toys", companyDetails: { legalName: "Wingtip Toys Inc" } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      accountName: "Wingtip Toys",
      tenantId: DEMO_IDS.northwind,
      parentId: DEMO_IDS.northwind,
      kind: "customer",
      companyType: "customer",
    });
  });

  it("lets the platform owner create an MSP as a new tenant that starts onboarding", async () => {
    const res = await s.api("POST", "/accounts", {
      token: await token("owner@platform.demo"),
      body: { accountName: "Blue Yonder IT", companyType: "service_provider" },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      isMSP: "yes",
      kind: "msp_expert",
      onboardingStep: 0,
      parentId: s.config.platformAccountId,
    });
    expect(body.tenantId).toBe(body.id);
    const distributor = await s.api("POST", "/accounts", {
      token: await token("owner@platform.demo"),
      body: { accountName: "Graphic Design Distribution", companyType: "distributor" },
    });
    expect(distributor.json()).toMatchObject({ isDistributor: "yes", isMSP: "no" });
  });

  it("refuses an MSP creating a partner, a customer creating accounts and a sales user (403)", async () => {
    const partner = await s.api("POST", "/accounts", {
      token: await token("admin@msp.demo"),
      body: { accountName: "Sneaky", companyType: "service_provider" },
    });
    expect(partner.statusCode).toBe(403);
    const customer = await s.api("POST", "/accounts", {
      token: await token("user@customer.demo"),
      body: { accountName: "Sub-customer" },
    });
    expect(customer.statusCode).toBe(403);
    const sales = await s.api("POST", "/accounts", {
      token: await token("sales@msp.demo"),
      body: { accountName: "X" },
    });
    expect(sales.statusCode).toBe(403);
    expect(
      await countOf(s, "select 1 from accounts where account_name in ('Sneaky', 'Sub-customer', 'X')"),
    ).toBe(0);
  });

  it("answers 404 for a parent of another tenant and 400 for a missing name, writing nothing", async () => {
    const other = await s.api("POST", "/accounts", {
      token: await token("admin@msp2.demo"),
      body: { accountName: "Stolen", parentId: DEMO_IDS.northwind },
    });
    expect(other.statusCode).toBe(404);
    const bad = await s.api("POST", "/accounts", {
      token: await token("admin@msp.demo"),
      body: { companyDetails: { businessPhone: "nope" } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      accountName: "Account name is required",
      "companyDetails.businessPhone": "The phone is not valid!",
    });
    expect(await countOf(s, "select 1 from accounts where account_name = 'Stolen'")).toBe(0);
  });
});

describe("PUT /accounts/:id", () => {
  it("merges company info, clears fields named in nullFields and bumps the version", async () => {
    const res = await s.api("PUT", `/accounts/${DEMO_IDS.adatum}`, {
      token: await token("user@customer.demo"),
      body: {
        version: 1,
        accountName: "Adatum Corporation",
        companyDetails: { dba: "Adatum", trustedDomains: ["adatum.com"], creditLimit: "5000.50" },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      accountName: "Adatum Corporation",
      version: 2,
      companyDetails: { dba: "Adatum", trustedDomains: ["adatum.com"], creditLimit: "5000.50" },
    });
    const cleared = await s.api("PUT", `/accounts/${DEMO_IDS.adatum}`, {
      token: await token("admin@msp.demo"),
      body: { version: 2, nullFields: ["companyDetails.dba"] },
    });
    expect(cleared.json().companyDetails).toMatchObject({ dba: null, trustedDomains: ["adatum.com"] });
  });

  it("answers 409 with the current version for a stale one and writes nothing", async () => {
    const res = await s.api("PUT", `/accounts/${DEMO_IDS.adatum}`, {
      token: await token("admin@msp.demo"),
      body: { version: 1, accountName: "Stale" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().version).toBe(3);
    expect(await countOf(s, "select 1 from accounts where account_name = 'Stale'")).toBe(0);
  });

  it("keeps the owner's flags for the platform owner (403 for an MSP) and refuses a sales user (403)", async () => {
    const flag = await s.api("PUT", `/accounts/${DEMO_IDS.northwind}`, {
      token: await token("owner@msp.demo"),
      body: { version: 1, brandFlag: "no" },
    });
    expect(flag.statusCode).toBe(403);
    const sales = await s.api("PUT", `/accounts/${DEMO_IDS.northwind}`, {
      token: await token("sales@msp.demo"),
      body: { version: 1, accountName: "Mine" },
    });
    expect(sales.statusCode).toBe(403);
    const owner = await s.api("PUT", `/accounts/${DEMO_IDS.litware}`, {
      token: await token("owner@platform.demo"),
      body: { version: 1, teamPlan: "yes" },
    });
    expect(owner.json()).toMatchObject({ teamPlan: "yes", brandable: false });
  });

  it("answers 404 for another tenant's account and 400 for a bad domain, writing nothing", async () => {
    const other = await s.api("PUT", `/accounts/${DEMO_IDS.northwind}`, {
      token: await token("admin@msp2.demo"),
      body: { version: 1, accountName: "Taken over" },
    });
    expect(other.statusCode).toBe(404);
    const bad = await s.api("PUT", `/accounts/${DEMO_IDS.northwind}`, {
      token: await token("admin@msp.demo"),
      body: { version: 1, companyDetails: { trustedDomains: ["not a domain"] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(["companyDetails.trustedDomains.0"]);
    expect(await s.sql("select version from accounts where id = $1", [DEMO_IDS.northwind])).toEqual([
      { version: 1 },
    ]);
  });
});
