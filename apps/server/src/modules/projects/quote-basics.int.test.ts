import { addDays, PROJECT_MESSAGES, utcDay } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor, userIdOf } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { createTestProject, snapshotOf, versionOf } from "../../test/project-helpers.ts";

// Issue #16 §4: the quote's header (owner, customer contact, quote date, valid until, payment terms,
// notes to the customer), the tenant's defaults, expiry and renewal.

const s = useTestServer();
const token = tokensFor(() => s);

const settings = async (email: Parameters<typeof token>[0] = "admin@msp.demo") =>
  s.api("GET", "/quote-settings", { token: await token(email) });
const putSettings = async (
  body: Record<string, unknown>,
  email: Parameters<typeof token>[0] = "admin@msp.demo",
) => s.api("PUT", "/quote-settings", { token: await token(email), body });

describe("GET and PUT /quote-settings", () => {
  it("reads the defaults until saved, then what was saved, with a version", async () => {
    const first = await settings("sales@msp.demo");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      validDays: 30,
      paymentTerms: "",
      minMarginPercent: null,
      maxDiscountPercent: null,
      orderAtAcceptance: true,
      version: 1,
    });
    const saved = await putSettings({
      version: 1,
      validDays: 45,
      paymentTerms: "Net 30",
      minMarginPercent: "22.5",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      validDays: 45,
      paymentTerms: "Net 30",
      minMarginPercent: "22.5",
      version: 2,
    });
    const stale = await putSettings({ version: 1, validDays: 10 });
    expect(stale.statusCode).toBe(409);
    // Another MSP keeps its own defaults.
    expect((await settings("admin@msp2.demo")).json().validDays).toBe(30);
    const back = await putSettings({ version: 2, validDays: 30, paymentTerms: "", minMarginPercent: null });
    expect(back.statusCode, back.body).toBe(200);
  });

  it("clears a limit named in nullFields, as the web client sends it", async () => {
    const before = (await settings()).json();
    const set = await putSettings({
      version: before.version,
      minMarginPercent: "25",
      maxDiscountPercent: "10",
    });
    expect(set.json()).toMatchObject({ minMarginPercent: "25", maxDiscountPercent: "10" });
    const cleared = await putSettings({
      version: set.json().version,
      maxDiscountPercent: "12",
      nullFields: ["minMarginPercent"],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ minMarginPercent: null, maxDiscountPercent: "12" });
    const [row] = await s.sql<{ min: string | null }>(
      "select min_margin_percent as min from quote_settings where tenant_id = (select tenant_id from users where email = 'admin@msp.demo')",
    );
    expect(row?.min).toBeNull();
    const bad = await putSettings({ version: cleared.json().version, nullFields: ["validDays"] });
    expect(bad.statusCode).toBe(400);
    const restored = await putSettings({
      version: cleared.json().version,
      nullFields: ["minMarginPercent", "maxDiscountPercent"],
    });
    expect(restored.json()).toMatchObject({ minMarginPercent: null, maxDiscountPercent: null });
  });

  it("answers 400 to a bad value and 403 to a role without the rule, writing nothing", async () => {
    const before = (await settings()).json();
    for (const body of [
      { version: before.version, validDays: 0 },
      { version: before.version, minMarginPercent: "120" },
      { version: before.version, maxDiscountPercent: "-1" },
    ]) {
      const res = await putSettings(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).not.toHaveLength(0);
    }
    expect((await putSettings({ version: before.version, validDays: 10 }, "sales@msp.demo")).statusCode).toBe(
      403,
    );
    expect((await settings("user@customer.demo")).statusCode).toBe(404);
    expect((await settings()).json()).toEqual(before);
  });
});

describe("the quote basics", () => {
  it("dates a new quote today, valid for the tenant's days, owned by its creator, with the default terms", async () => {
    const p = await createTestProject(s, token);
    const today = utcDay();
    expect(p).toMatchObject({
      quoteDate: today,
      validUntil: addDays(today, 30),
      expired: false,
      ownerUserId: await userIdOf(s, "sales@msp.demo"),
      contactUserId: null,
      paymentTerms: "",
      customerNotes: "",
    });
    expect(typeof p.ownerName).toBe("string");
  });

  it("takes a customer contact, dates, terms and notes, on create and on update", async () => {
    const contact = await userIdOf(s, "user@customer.demo");
    const p = await createTestProject(s, token, {
      contactUserId: contact,
      quoteDate: "2026-11-01",
      validUntil: "2099-12-31",
      paymentTerms: "Net 45",
      customerNotes: "Installation after hours.",
    });
    expect(p).toMatchObject({ contactUserId: contact, quoteDate: "2026-11-01", paymentTerms: "Net 45" });
    const res = await s.api("PUT", `/projects/${p.id}`, {
      token: await token("sales@msp.demo"),
      body: { version: p.version, paymentTerms: "Net 15", customerNotes: "", nullFields: ["contactUserId"] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await s.sql(
      "select payment_terms, customer_notes, contact_user_id from projects where id = $1",
      [p.id],
    );
    expect(row).toEqual({ payment_terms: "Net 15", customer_notes: "", contact_user_id: null });
    const [event] = await s.sql<{ data: { fields: string[] } }>(
      "select data from project_events where project_id = $1 and type = 'updated' order by id desc limit 1",
      [p.id],
    );
    expect(event?.data.fields).toEqual(["paymentTerms", "customerNotes", "contactUserId"]);
  });

  it("refuses a contact outside the customer's account and a valid-until before the quote date, writing nothing", async () => {
    const p = await createTestProject(s, token);
    const before = await snapshotOf(s, p.id);
    const msp = await userIdOf(s, "sales@msp.demo");
    const wrong = await s.api("PUT", `/projects/${p.id}`, {
      token: await token("sales@msp.demo"),
      body: { version: p.version, contactUserId: msp },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.contactUserId).toBe(PROJECT_MESSAGES.unknownContact);
    const early = await s.api("PUT", `/projects/${p.id}`, {
      token: await token("sales@msp.demo"),
      body: { version: p.version, validUntil: "2000-01-01" },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields.validUntil).toBe(PROJECT_MESSAGES.validUntilBeforeQuoteDate);
    const badDay = await s.api("PUT", `/projects/${p.id}`, {
      token: await token("sales@msp.demo"),
      body: { version: p.version, quoteDate: "2026-02-30" },
    });
    expect(badDay.statusCode).toBe(400);
    expect(await snapshotOf(s, p.id)).toEqual(before);
    const create = await s.api("POST", "/projects", {
      token: await token("sales@msp.demo"),
      body: { accountId: p.accountId, dealName: "Bad contact", contactUserId: msp },
    });
    expect(create.statusCode).toBe(400);
    expect(await countOf(s, "select 1 from projects where deal_name = 'Bad contact'")).toBe(0);
  });
});

describe("expiry and POST /projects/{id}/renew", () => {
  it("shows an expired quote as expired, refuses to send it, and renews it from today", async () => {
    const p = await createTestProject(s, token, { quoteDate: "2026-01-01", validUntil: "2026-01-31" });
    expect(p.expired).toBe(true);
    const list = await s.api("GET", "/projects?search=Test%20deal", { token: await token("sales@msp.demo") });
    expect(list.json().data.find((q: { id: string }) => q.id === p.id)).toMatchObject({
      expired: true,
      validUntil: "2026-01-31",
    });
    const share = await s.api("POST", `/projects/${p.id}/share`, {
      token: await token("sales@msp.demo"),
      body: { version: p.version },
    });
    expect(share.statusCode).toBe(400);
    expect(share.json().message).toBe(PROJECT_MESSAGES.expiredCannotSend);
    const renew = await s.api("POST", `/projects/${p.id}/renew`, {
      token: await token("sales@msp.demo"),
      body: { version: p.version },
    });
    expect(renew.statusCode, renew.body).toBe(200);
    const got = (await s.api("GET", `/projects/${p.id}`, { token: await token("sales@msp.demo") })).json();
    expect(got).toMatchObject({ expired: false, quoteDate: utcDay(), validUntil: addDays(utcDay(), 30) });
    const again = await s.api("POST", `/projects/${p.id}/renew`, {
      token: await token("sales@msp.demo"),
      body: { version: await versionOf(s, p.id) },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PROJECT_MESSAGES.notExpired);
    const shared = await s.api("POST", `/projects/${p.id}/share`, {
      token: await token("sales@msp.demo"),
      body: { version: await versionOf(s, p.id) },
    });
    expect(shared.statusCode, shared.body).toBe(200);
  });

  it("answers 403 to the catalogue editor and 404 to another MSP and the customer", async () => {
    const p = await createTestProject(s, token, { quoteDate: "2026-01-01", validUntil: "2026-01-31" });
    for (const [email, status] of [
      ["editor@msp.demo", 403],
      ["admin@msp2.demo", 404],
      ["user@customer.demo", 404],
    ] as const) {
      const res = await s.api("POST", `/projects/${p.id}/renew`, {
        token: await token(email),
        body: { version: p.version },
      });
      expect(res.statusCode, email).toBe(status);
    }
    expect(await versionOf(s, p.id)).toBe(p.version);
  });
});
