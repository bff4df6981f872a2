import { DEMO_IDS } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { countOf, multipartFile, TINY_PNG, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";

const s = useTestServer();
const token = tokensFor(() => s);

const brandingOf = async (id: string) =>
  (await s.sql<{ branding: Record<string, string> }>("select branding from accounts where id = $1", [id]))[0]
    ?.branding;

describe("PUT /accounts/:id/branding", () => {
  it("sets colours and a logo of a brandable MSP; an empty colour means the default", async () => {
    const t = await token("admin@msp.demo");
    const logo = (
      await s.api("POST", "/files/upload", { token: t, ...multipartFile("l.png", TINY_PNG) })
    ).json();
    const res = await s.api("PUT", `/accounts/${DEMO_IDS.northwind}/branding`, {
      token: t,
      body: { primaryColor: "#112233", secondaryColor: "", logoFileId: logo.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      primaryColor: "#112233",
      secondaryColor: "",
      logoFileId: logo.id,
      logoUrl: `/api/v1/files/${logo.id}`,
    });
  });

  it("answers 403 for an account that is not brandable and for a sales user", async () => {
    const contoso = await s.api("PUT", `/accounts/${DEMO_IDS.contoso}/branding`, {
      token: await token("admin@msp2.demo"),
      body: { primaryColor: "#000000" },
    });
    expect(contoso.statusCode).toBe(403);
    expect(contoso.json().message).toBe("Branding is not available for this account.");
    const sales = await s.api("PUT", `/accounts/${DEMO_IDS.northwind}/branding`, {
      token: await token("sales@msp.demo"),
      body: { primaryColor: "#000000" },
    });
    expect(sales.statusCode).toBe(403);
  });

  it("answers 404 for another tenant's account", async () => {
    const res = await s.api("PUT", `/accounts/${DEMO_IDS.northwind}/branding`, {
      token: await token("admin@msp2.demo"),
      body: { primaryColor: "#000000" },
    });
    expect(res.statusCode).toBe(404);
  });

  it("answers 400 for a bad colour or a logo of another account, writing nothing", async () => {
    const before = await brandingOf(DEMO_IDS.adatum);
    const t = await token("admin@msp.demo");
    const colour = await s.api("PUT", `/accounts/${DEMO_IDS.adatum}/branding`, {
      token: t,
      body: { primaryColor: "red" },
    });
    expect(colour.statusCode).toBe(400);
    expect(colour.json().fields).toEqual({
      primaryColor: "Use a colour like #1D1D1F, or leave it empty for the default.",
    });
    const mspLogo = (
      await s.api("POST", "/files/upload", { token: t, ...multipartFile("m.png", TINY_PNG) })
    ).json();
    const foreign = await s.api("PUT", `/accounts/${DEMO_IDS.adatum}/branding`, {
      token: t,
      body: { logoFileId: mspLogo.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty("logoFileId");
    expect(await brandingOf(DEMO_IDS.adatum)).toEqual(before);
  });
});

describe("GET /fetch-branding-details (public)", () => {
  it("answers only the name, colours and logo URL of a brandable account, without signing in", async () => {
    const res = await s.api("GET", "/fetch-branding-details", { query: { accountId: DEMO_IDS.northwind } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      "accountName",
      "logoUrl",
      "primaryColor",
      "secondaryColor",
    ]);
    expect(res.json()).toMatchObject({ accountName: "Northwind IT", primaryColor: "#112233" });
  });

  it("shows a customer without branding of its own its MSP's colours and logo (also by POST)", async () => {
    const res = await s.api("POST", "/fetch-branding-details", { body: { accountId: DEMO_IDS.litware } });
    expect(res.statusCode).toBe(200);
    const msp = (
      await s.api("GET", "/fetch-branding-details", { query: { accountId: DEMO_IDS.northwind } })
    ).json();
    expect(res.json()).toEqual({ ...msp, accountName: "Litware Inc" });
  });

  it("answers 403 for an account that is not brandable, 404 for an unknown one, 400 for a bad id", async () => {
    expect(
      (await s.api("GET", "/fetch-branding-details", { query: { accountId: DEMO_IDS.contoso } })).statusCode,
    ).toBe(403);
    const unknown = "0190a000-0000-7000-8000-0000000009ff";
    expect(
      (await s.api("GET", "/fetch-branding-details", { query: { accountId: unknown } })).statusCode,
    ).toBe(404);
    const bad = await s.api("GET", "/fetch-branding-details", { query: { accountId: "x" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("accountId");
  });
});

describe("certifications", () => {
  it("adds, lists and removes a company certification", async () => {
    const t = await token("admin@msp.demo");
    const add = await s.api("POST", `/accounts/${DEMO_IDS.northwind}/certifications`, {
      token: t,
      body: { name: "Cisco Gold Partner", issuer: "Cisco", validUntil: "2027-12-31" },
    });
    expect(add.statusCode).toBe(201);
    const list = await s.api("GET", `/accounts/${DEMO_IDS.northwind}/certifications`, {
      token: await token("sales@msp.demo"),
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({ name: "Cisco Gold Partner", validUntil: "2027-12-31" }),
    ]);
    const del = await s.api("DELETE", `/accounts/${DEMO_IDS.northwind}/certifications/${add.json().id}`, {
      token: t,
    });
    expect(del.statusCode).toBe(200);
    expect(await countOf(s, "select 1 from certifications")).toBe(0);
  });

  it("refuses a sales user adding (403) and another tenant reading, adding or removing (404)", async () => {
    const path = `/accounts/${DEMO_IDS.northwind}/certifications`;
    const body = { name: "ISO 27001" };
    expect((await s.api("POST", path, { token: await token("sales@msp.demo"), body })).statusCode).toBe(403);
    const other = await token("admin@msp2.demo");
    expect((await s.api("GET", path, { token: other })).statusCode).toBe(404);
    expect((await s.api("POST", path, { token: other, body })).statusCode).toBe(404);
    const own = await s.api("POST", path, { token: await token("admin@msp.demo"), body });
    expect((await s.api("DELETE", `${path}/${own.json().id}`, { token: other })).statusCode).toBe(404);
  });

  it("answers 400 for a missing name or a bad date, writing nothing", async () => {
    const before = await countOf(s, "select 1 from certifications");
    const res = await s.api("POST", `/accounts/${DEMO_IDS.northwind}/certifications`, {
      token: await token("admin@msp.demo"),
      body: { validUntil: "someday" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: "Name is required" });
    expect(res.json().fields).toHaveProperty("validUntil");
    expect(await countOf(s, "select 1 from certifications")).toBe(before);
  });
});

describe("PUT /accounts/:id/onboarding-step", () => {
  it("moves the onboarding MSP forward, back and to finished", async () => {
    const t = await token("new@msp3.demo");
    const path = `/accounts/${DEMO_IDS.freshStart}/onboarding-step`;
    expect((await s.api("PUT", path, { token: t, body: { step: 3 } })).json()).toEqual({
      accountId: DEMO_IDS.freshStart,
      onboardingStep: 3,
    });
    expect((await s.api("PUT", path, { token: t, body: { step: 2 } })).json().onboardingStep).toBe(2);
    expect((await s.api("PUT", path, { token: t, body: { step: -1 } })).json().onboardingStep).toBe(-1);
    const me = await s.login("new@msp3.demo");
    const info = await s.api("GET", `/users/${me.userId}`, { token: me.accessToken });
    expect(info.json().accountOnboardingStep).toBe(-1);
  });

  it("refuses a manager (403), a customer account (403) and another tenant (404)", async () => {
    const path = `/accounts/${DEMO_IDS.northwind}/onboarding-step`;
    expect(
      (await s.api("PUT", path, { token: await token("manager@msp.demo"), body: { step: 1 } })).statusCode,
    ).toBe(403);
    const customer = await s.api("PUT", `/accounts/${DEMO_IDS.adatum}/onboarding-step`, {
      token: await token("user@customer.demo"),
      body: { step: 1 },
    });
    expect(customer.statusCode).toBe(403);
    expect(
      (await s.api("PUT", path, { token: await token("admin@msp2.demo"), body: { step: 1 } })).statusCode,
    ).toBe(404);
  });

  it("answers 400 for a step outside -1..6, writing nothing", async () => {
    const res = await s.api("PUT", `/accounts/${DEMO_IDS.northwind}/onboarding-step`, {
      token: await token("owner@msp.demo"),
      body: { step: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("step");
    expect(await s.sql("select onboarding_step from accounts where id = $1", [DEMO_IDS.northwind])).toEqual([
      { onboarding_step: -1 },
    ]);
  });
});
