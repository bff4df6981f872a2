import { DOCUMENT_MESSAGES, QUOTE_DOCUMENT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { shareTestProject, versionOf } from "../../test/project-helpers.ts";
import {
  adatumCopy,
  bareQuote,
  documentRow,
  type Fixtures,
  generate,
  insertFixtures,
  moveTo,
  UNKNOWN_ID,
} from "./quote-documents-test-helpers.ts";

// Issue #17 §2 and domain §4: reading and editing a quote's draft documents. Every saved HTML through the
// allowlist, unknown merge fields refused, the acceptance section kept, stale versions 409, no edit in
// acceptance or completed, and a sent document refused with document_sent until it is reset.

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];
let f: Fixtures;

beforeAll(async () => {
  f = await insertFixtures(s);
});

const put = async (path: string, body: unknown, email: Email = "sales@msp.demo") =>
  s.api("PUT", path, { token: await token(email), body });
const get = async (path: string, email: Email = "sales@msp.demo") =>
  s.api("GET", path, { token: await token(email) });

async function proposalOf(quote?: string) {
  const id = quote ?? (await bareQuote(s, token));
  const doc = await generate(s, token, id, { documentType: "proposal", templateId: f.platformProposal });
  return { quote: id, doc };
}

describe("GET /quotes/{quoteId}/documents and /agreements", () => {
  it("answers the MSP every document, drafts included; the customer only those sent to it", async () => {
    const quote = await adatumCopy(s, token);
    await shareTestProject(s, token, quote);
    const { doc } = await proposalOf(quote);
    const agreement = await generate(s, token, quote, {
      documentType: "agreement",
      templateId: f.platformAgreement,
    });
    const mine = await get(`/quotes/${quote}/documents`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().map((d: { id: string }) => d.id)).toEqual([doc.id, agreement.id]);
    const agreements = await get(`/quotes/${quote}/agreements`);
    expect(agreements.json().map((d: { id: string }) => d.id)).toEqual([agreement.id]);
    expect((await get(`/quotes/${quote}/documents`, "user@customer.demo")).json()).toEqual([]);
    await s.sql("update quote_documents set status = 'sent' where id = $1", [doc.id]);
    const customer = await get(`/quotes/${quote}/documents`, "user@customer.demo");
    expect(customer.statusCode).toBe(200);
    expect(customer.json().map((d: { id: string }) => d.id)).toEqual([doc.id]);
    // The hidden terms section is the MSP's draft material: the customer does not read it.
    expect(customer.json()[0].sections.map((x: { key: string }) => x.key)).not.toContain("termCondition");
    expect((await get(`/quotes/${quote}/agreements`, "user@customer.demo")).json()).toEqual([]);
  });

  it("answers 403 to a role outside the quotes rule, 404 to another MSP, an unshared customer and an unknown quote", async () => {
    const { quote } = await proposalOf();
    expect((await get(`/quotes/${quote}/documents`, "editor@msp.demo")).statusCode).toBe(403);
    expect((await get(`/quotes/${quote}/documents`, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await get(`/quotes/${quote}/documents`, "user@customer.demo")).statusCode).toBe(404);
    expect((await get(`/quotes/${quote}/agreements`, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await get(`/quotes/${UNKNOWN_ID}/documents`)).statusCode).toBe(404);
    expect((await get(`/quotes/not-a-uuid/documents`)).statusCode).toBe(400);
  });
});

describe("PUT /quotes/{quoteId}/documents/{documentType}", () => {
  it("saves title, header and footer, the HTML through the allowlist", async () => {
    const { quote, doc } = await proposalOf();
    const res = await put(`/quotes/${quote}/documents/proposal`, {
      version: doc.version,
      title: "Wi-Fi proposal",
      headerHtml: '<p onclick="x()">{{dealName}}<img src="https://evil.example/x.png"></p>',
      footerHtml: "<p>{{spPhone}}</p><style>p{}</style>",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: "Wi-Fi proposal",
      headerHtml: "<p>{{dealName}}</p>",
      footerHtml: "<p>{{spPhone}}</p>",
      version: doc.version + 1,
    });
  });

  it("refuses an unknown merge field naming it, a stale version with 409, writing nothing", async () => {
    const { quote, doc } = await proposalOf();
    const before = await documentRow(s, quote, "proposal");
    const unknown = await put(`/quotes/${quote}/documents/proposal`, {
      version: doc.version,
      headerHtml: "<p>{{customerName}}</p>",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.headerHtml).toBe(DOCUMENT_MESSAGES.unknownMergeField("customerName"));
    const stale = await put(`/quotes/${quote}/documents/proposal`, { version: doc.version + 5, title: "x" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "conflict", version: doc.version });
    const missingVersion = await put(`/quotes/${quote}/documents/proposal`, { title: "x" });
    expect(missingVersion.statusCode).toBe(400);
    expect(missingVersion.json().fields.version).toBeTruthy();
    expect(await documentRow(s, quote, "proposal")).toEqual(before);
  });

  it("answers 404 before the document is generated, 403 to the editor, 404 to another MSP and the customer", async () => {
    const { quote, doc } = await proposalOf();
    const body = { version: doc.version, title: "x" };
    const none = await put(`/quotes/${quote}/documents/agreement`, body);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(DOCUMENT_MESSAGES.notGenerated);
    expect((await put(`/quotes/${quote}/documents/proposal`, body, "editor@msp.demo")).statusCode).toBe(403);
    expect((await put(`/quotes/${quote}/documents/proposal`, body, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await put(`/quotes/${quote}/documents/proposal`, body, "user@customer.demo")).statusCode).toBe(
      404,
    );
    expect((await put(`/quotes/${quote}/documents/invoice`, body)).statusCode).toBe(400);
  });
});

describe("PUT .../sections/{key}", () => {
  it("fills a section through the allowlist and keeps the rest", async () => {
    const { quote, doc } = await proposalOf();
    const res = await put(`/quotes/${quote}/documents/proposal/sections/scopeOfServices`, {
      version: doc.version,
      title: "What we do",
      html: '<h2>Scope</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a><p>{{pricingTable}}</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const scope = res.json().sections.find((x: { key: string }) => x.key === "scopeOfServices");
    expect(scope).toEqual({
      key: "scopeOfServices",
      sectionType: "scopeOfServices",
      title: "What we do",
      html: '<h2>Scope</h2><a rel="noopener noreferrer nofollow">x</a><p>{{pricingTable}}</p>',
      visible: true,
    });
    expect(res.json().sections[0]).toEqual(doc.sections[0]);
  });

  it("answers 404 for an unknown key and 400 for an unknown merge field or an empty title, writing nothing", async () => {
    const { quote, doc } = await proposalOf();
    const before = await documentRow(s, quote, "proposal");
    const url = `/quotes/${quote}/documents/proposal/sections`;
    expect((await put(`${url}/nope`, { version: doc.version, html: "<p>x</p>" })).statusCode).toBe(404);
    const unknown = await put(`${url}/cover`, { version: doc.version, html: "<p>{{ secret }}</p>" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.html).toBe(DOCUMENT_MESSAGES.unknownMergeField("secret"));
    const blank = await put(`${url}/cover`, { version: doc.version, html: "<p>x</p>", title: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.title).toBe(DOCUMENT_MESSAGES.nameRequired("Section"));
    const noHtml = await put(`${url}/cover`, { version: doc.version });
    expect(noHtml.statusCode).toBe(400);
    expect((await put(`${url}/cover`, { version: 99, html: "<p>x</p>" })).statusCode).toBe(409);
    expect(await documentRow(s, quote, "proposal")).toEqual(before);
  });
});

describe("PUT .../swap-section and .../toggle-section", () => {
  it("swaps two sections; refuses the same or an unknown key", async () => {
    const { quote, doc } = await proposalOf();
    const url = `/quotes/${quote}/documents/proposal/swap-section`;
    const res = await put(url, { version: doc.version, from: "cover", to: "pricingLayout" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sections.map((x: { key: string }) => x.key)).toEqual([
      "pricingLayout",
      "scopeOfServices",
      "cover",
      "termCondition",
      "acceptance",
    ]);
    const same = await put(url, { version: res.json().version, from: "cover", to: "cover" });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields.to).toBe(QUOTE_DOCUMENT_MESSAGES.sameSection);
    const unknown = await put(url, { version: res.json().version, from: "nope", to: "cover" });
    expect(unknown.json().fields.from).toBe(QUOTE_DOCUMENT_MESSAGES.unknownSection);
    expect((await put(url, { version: doc.version, from: "cover", to: "acceptance" })).statusCode).toBe(409);
  });

  it("shows and hides sections, but never hides the acceptance section (400, nothing saved)", async () => {
    const { quote, doc } = await proposalOf();
    const url = `/quotes/${quote}/documents/proposal/toggle-section`;
    const shown = await put(url, { version: doc.version, key: "termCondition", visible: true });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().sections[3]).toMatchObject({ key: "termCondition", visible: true });
    const before = await documentRow(s, quote, "proposal");
    const hide = await put(url, { version: shown.json().version, key: "acceptance", visible: false });
    expect(hide.statusCode).toBe(400);
    expect(hide.json()).toMatchObject({
      message: DOCUMENT_MESSAGES.acceptanceRequired,
      fields: { visible: DOCUMENT_MESSAGES.acceptanceRequired },
    });
    expect(await documentRow(s, quote, "proposal")).toEqual(before);
    const agreement = await generate(s, token, quote, {
      documentType: "agreement",
      templateId: f.platformAgreement,
    });
    const body = await put(`/quotes/${quote}/documents/agreement/toggle-section`, {
      version: agreement.version,
      key: "body",
      visible: false,
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().fields.visible).toBe(QUOTE_DOCUMENT_MESSAGES.bodyRequired);
  });
});

describe("PUT .../config", () => {
  it("merges the given options and refuses unknown ones", async () => {
    const { quote, doc } = await proposalOf();
    const url = `/quotes/${quote}/documents/proposal/config`;
    const res = await put(url, { version: doc.version, config: { showLinePrices: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().config).toEqual({
      showLinePrices: false,
      showTermTotal: true,
      sectionPageBreaks: false,
    });
    const next = await put(url, { version: res.json().version, config: { sectionPageBreaks: true } });
    expect(next.json().config).toEqual({
      showLinePrices: false,
      showTermTotal: true,
      sectionPageBreaks: true,
    });
    const bad = await put(url, { version: next.json().version, config: { theme: "dark" } });
    expect(bad.statusCode).toBe(400);
    const wrongType = await put(url, { version: next.json().version, config: { showTermTotal: "no" } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields["config.showTermTotal"]).toBeTruthy();
  });
});

describe("documents that no longer change", () => {
  it("a sent document answers 409 document_sent with the question the web asks", async () => {
    const { quote, doc } = await proposalOf();
    await s.sql("update quote_documents set status = 'sent' where id = $1", [doc.id]);
    const before = await documentRow(s, quote, "proposal");
    for (const [path, body] of [
      ["", { version: doc.version, title: "x" }],
      ["/sections/cover", { version: doc.version, html: "<p>x</p>" }],
      ["/swap-section", { version: doc.version, from: "cover", to: "acceptance" }],
      ["/toggle-section", { version: doc.version, key: "termCondition", visible: true }],
      ["/config", { version: doc.version, config: {} }],
    ] as const) {
      const res = await put(`/quotes/${quote}/documents/proposal${path}`, body);
      expect(res.statusCode, path).toBe(409);
      expect(res.json()).toMatchObject({ code: "document_sent", message: DOCUMENT_MESSAGES.needToEdit });
    }
    const regenerate = await s.api("POST", `/quotes/${quote}/proposal-reset`, {
      token: await token("sales@msp.demo"),
    });
    expect(regenerate.json().code).toBe("document_sent");
    expect(await documentRow(s, quote, "proposal")).toEqual(before);
  });

  it("a quote in acceptance or completed answers 409 document_locked", async () => {
    const quote = await adatumCopy(s, token);
    const { doc } = await proposalOf(quote);
    await moveTo(s, token, quote, ["review", "price", "proposal"]);
    const accepted = await s.api("POST", `/projects/${quote}/accept`, {
      token: await token("sales@msp.demo"),
      body: { version: await versionOf(s, quote), reason: "Signed PO" },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const res = await put(`/quotes/${quote}/documents/proposal/sections/cover`, {
      version: doc.version,
      html: "<p>x</p>",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "document_locked", message: DOCUMENT_MESSAGES.lockedStage });
    await moveTo(s, token, quote, ["completed"]);
    const completed = await put(`/quotes/${quote}/documents/proposal`, { version: doc.version, title: "x" });
    expect(completed.json().code).toBe("document_locked");
  });
});
