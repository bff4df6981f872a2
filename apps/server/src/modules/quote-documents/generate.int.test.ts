import { DEMO_TEMPLATE_IDS } from "@q2c/db";
import { DOCUMENT_MESSAGES, QUOTE_DOCUMENT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { versionOf } from "../../test/project-helpers.ts";
import {
  adatumCopy,
  auditTypes,
  bareQuote,
  documentRow,
  type Fixtures,
  generate,
  insertFixtures,
  insertTemplate,
  moveTo,
  NORTHWIND,
  restoreDemoDefault,
  setDefaultTemplate,
  UNKNOWN_ID,
} from "./quote-documents-test-helpers.ts";

// Issue #17 §2: generating a quote's proposal and agreement from templates, regenerating them, and the
// proposal reset. Templates are written by SQL (the templates API is another module's).

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];
let f: Fixtures;

const post = async (path: string, body: unknown, email: Email = "sales@msp.demo") =>
  s.api("POST", path, { token: await token(email), body });

describe("POST /quotes/{quoteId}/documents/generate without any template", () => {
  it("answers 400 saying no template is set up, writing nothing", async () => {
    await s.sql("delete from document_templates where document_type = 'agreement'");
    const quote = await adatumCopy(s, token);
    const res = await post(`/quotes/${quote}/documents/generate`, { documentType: "agreement" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.templateId).toBe(QUOTE_DOCUMENT_MESSAGES.noDefaultTemplate("Agreement"));
    expect(await countOf(s, "select 1 from quote_documents where project_id = $1", [quote])).toBe(0);
  });
});

describe("POST /quotes/{quoteId}/documents/generate", () => {
  beforeAll(async () => {
    f = await insertFixtures(s);
  });

  it("copies a dynamic template's sections in order with their visibility, and logs `created`", async () => {
    const quote = await bareQuote(s, token, "Adatum Wi-Fi copy");
    const doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
    expect(doc).toMatchObject({
      quoteId: quote,
      documentType: "proposal",
      templateId: f.platformProposal,
      title: "Proposal: Adatum Wi-Fi copy",
      status: "draft",
      sealStatus: "none",
      version: 1,
      signers: [],
      headerHtml: "<p>{{spCompany}} · Quote {{quoteNumber}}</p>",
      config: { showLinePrices: true, showTermTotal: true, sectionPageBreaks: false },
    });
    expect(doc.sections.map((x: { key: string; visible: boolean }) => [x.key, x.visible])).toEqual([
      ["cover", true],
      ["scopeOfServices", true],
      ["pricingLayout", true],
      ["termCondition", false],
      ["acceptance", true],
    ]);
    expect(doc.sections[0].html).toBe("<h1>{{dealName}}</h1><p>Prepared for {{customerCompany}}</p>");
    expect(await auditTypes(s, doc.id)).toEqual(["created"]);
  });

  it("puts each quoted item's own text in its section under the item's name, escaped", async () => {
    const quote = await adatumCopy(s, token);
    // The site survey (an optional line of the demo quote) is a platform service with plain-text templates.
    const [survey] = await s.sql<{ product_id: string; name: string }>(
      `select l.product_id, l.name from project_lines l where l.project_id = $1 and l.optional`,
      [quote],
    );
    expect(survey?.product_id).toBeTruthy();
    await s.sql(`update products set templates = $2::jsonb where id = $1`, [
      survey?.product_id,
      JSON.stringify({ scopeOfWork: "Walk every floor.\n\n<b>Map</b> the coverage", exclusions: "Cabling" }),
    ]);
    // Another quoted product carries a rich-text section for proposals (its script goes).
    const [other] = await s.sql<{ product_id: string; name: string }>(
      `select product_id, name from project_lines where project_id = $1 and product_id is not null
         and not optional order by position, id limit 1`,
      [quote],
    );
    await s.sql(
      `insert into product_document_sections (tenant_id, id, product_id, document_type, section_type, html)
       values ($1, gen_random_uuid(), $2, 'proposal', 'solutionsDetails', '<p>Rich text</p><script>x()</script>')`,
      [NORTHWIND, other?.product_id],
    );
    const doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
    const byKey = Object.fromEntries(doc.sections.map((x: { key: string; html: string }) => [x.key, x.html]));
    expect(byKey.scopeOfServices).toContain(
      `<h3>${survey?.name}</h3><h4>Scope of work</h4><p>Walk every floor.</p><p>&lt;b&gt;Map&lt;/b&gt; the coverage</p>`,
    );
    expect(byKey.assumptionResponsibility).toContain("<h4>Exclusions</h4><p>Cabling</p>");
    // No solution-details section in the template: one is added in the default section order.
    expect(doc.sections.map((x: { key: string }) => x.key)).toEqual([
      "cover",
      "solutionsDetails",
      "scopeOfServices",
      "assumptionResponsibility",
      "pricingLayout",
      "termCondition",
      "acceptance",
    ]);
    expect(byKey.solutionsDetails).toBe(
      `<div class="q2c-item-text"><h3>${other?.name}</h3><p>Rich text</p></div>`,
    );
  });

  it("makes a static template one body section, sanitised, and adds an acceptance section a dynamic one lacks", async () => {
    // The demo quote's services carry texts: a static body takes none (it has no sections for them).
    const quote = await adatumCopy(s, token);
    const agreement = await generate(s, token, quote, {
      documentType: "agreement",
      templateId: f.platformAgreement,
    });
    expect(agreement.sections).toEqual([
      {
        key: "body",
        sectionType: "body",
        title: "Platform agreement",
        html: "<h1>Master services agreement</h1><p>Between {{spCompany}} and {{customerCompany}}.</p>",
        visible: true,
      },
    ]);
    const bare = await bareQuote(s, token);
    const proposal = await generate(s, token, bare, {
      documentType: "proposal",
      templateId: f.northwindProposal,
    });
    expect(proposal.sections.map((x: { key: string; visible: boolean }) => [x.key, x.visible])).toEqual([
      ["cover", true],
      ["pricingLayout", true],
      ["acceptance", true],
    ]);
  });

  it("uses the MSP's default template when none is named, else the platform's", async () => {
    const a = await adatumCopy(s, token);
    expect((await generate(s, token, a, { documentType: "proposal" })).templateId).toBe(
      DEMO_TEMPLATE_IDS.northwindProposal,
    );
    await setDefaultTemplate(s, NORTHWIND, "proposal", f.northwindProposal);
    try {
      const b = await adatumCopy(s, token);
      expect((await generate(s, token, b, { documentType: "proposal" })).templateId).toBe(
        f.northwindProposal,
      );
      await s.sql("delete from document_settings where tenant_id = $1 and document_type = 'proposal'", [
        NORTHWIND,
      ]);
      const c = await adatumCopy(s, token);
      expect((await generate(s, token, c, { documentType: "proposal" })).templateId).toBe(
        DEMO_TEMPLATE_IDS.platformProposal,
      );
    } finally {
      await restoreDemoDefault(s);
    }
  });

  it("answers 404 for another MSP's template or an unknown one, 400 for a template of the other type, writing nothing", async () => {
    const quote = await adatumCopy(s, token);
    const url = `/quotes/${quote}/documents/generate`;
    expect((await post(url, { documentType: "proposal", templateId: f.contosoProposal })).statusCode).toBe(
      404,
    );
    expect((await post(url, { documentType: "proposal", templateId: UNKNOWN_ID })).statusCode).toBe(404);
    const wrong = await post(url, { documentType: "proposal", templateId: f.platformAgreement });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.templateId).toBe(QUOTE_DOCUMENT_MESSAGES.templateWrongType("Proposal"));
    const bad = await post(url, { documentType: "invoice" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.documentType).toBeTruthy();
    expect(await countOf(s, "select 1 from quote_documents where project_id = $1", [quote])).toBe(0);
  });

  it("answers 409 when the document exists, 403 to the catalogue editor, 404 to another MSP and the customer", async () => {
    const quote = await adatumCopy(s, token);
    const doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
    const url = `/quotes/${quote}/documents/generate`;
    const again = await post(url, { documentType: "proposal" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ documentId: doc.id, version: 1 });
    const body = { documentType: "agreement", templateId: f.platformAgreement };
    expect((await post(url, body, "editor@msp.demo")).statusCode).toBe(403);
    expect((await post(url, body, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await post(url, body, "user@customer.demo")).statusCode).toBe(404);
    expect((await post(`/quotes/${UNKNOWN_ID}/documents/generate`, body)).statusCode).toBe(404);
    expect(await countOf(s, "select 1 from quote_documents where project_id = $1", [quote])).toBe(1);
  });

  it("answers 409 document_locked once the quote is in acceptance", async () => {
    const quote = await adatumCopy(s, token);
    await moveTo(s, token, quote, ["review", "price", "proposal"]);
    const accepted = await post(`/projects/${quote}/accept`, {
      version: await versionOf(s, quote),
      reason: "PO",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const res = await post(`/quotes/${quote}/documents/generate`, { documentType: "proposal" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "document_locked", message: DOCUMENT_MESSAGES.lockedStage });
  });
});

describe("regenerating and resetting", () => {
  it("regenerate-agreements makes the agreement (again) from agreementTemplateId, dropping edits", async () => {
    const quote = await adatumCopy(s, token);
    const url = `/quotes/${quote}/regenerate-agreements`;
    const made = await post(url, { agreementTemplateId: f.platformAgreement });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toHaveLength(1);
    const agreement = made.json()[0];
    const edited = await s.api("PUT", `/quotes/${quote}/documents/agreement`, {
      token: await token("sales@msp.demo"),
      body: { version: agreement.version, title: "Edited" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await post(url, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()[0]).toMatchObject({
      id: agreement.id,
      title: "Agreement: Adatum Wi-Fi copy",
      version: 3,
    });
    expect(await auditTypes(s, agreement.id)).toEqual(["created", "created"]);
    const wrong = await post(url, { agreementTemplateId: f.platformProposal });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.agreementTemplateId).toBeTruthy();
    expect((await post(url, {}, "editor@msp.demo")).statusCode).toBe(403);
    expect((await post(url, {}, "admin@msp2.demo")).statusCode).toBe(404);
  });

  it("regenerate-document swaps the template, and answers 409 when the document is no longer from oldTemplateId", async () => {
    const quote = await bareQuote(s, token);
    const doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
    const url = `/quotes/${quote}/regenerate-document`;
    const stale = await post(url, {
      type: "proposal",
      oldTemplateId: f.northwindProposal,
      newTemplateId: f.northwindProposal,
    });
    expect(stale.statusCode).toBe(409);
    expect(await documentRow(s, quote, "proposal")).toMatchObject({
      template_id: f.platformProposal,
      version: 1,
    });
    const res = await post(url, {
      type: "proposal",
      oldTemplateId: f.platformProposal,
      newTemplateId: f.northwindProposal,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: doc.id, templateId: f.northwindProposal, version: 2 });
    expect(res.json().sections.map((x: { key: string }) => x.key)).toEqual([
      "cover",
      "pricingLayout",
      "acceptance",
    ]);
    const foreign = await post(url, {
      type: "proposal",
      oldTemplateId: f.northwindProposal,
      newTemplateId: f.contosoProposal,
    });
    expect(foreign.statusCode).toBe(404);
    const missing = await post(url, {
      type: "agreement",
      oldTemplateId: f.platformAgreement,
      newTemplateId: f.platformAgreement,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(DOCUMENT_MESSAGES.notGenerated);
  });

  it("proposal-reset takes the proposal back to its template with no body, every edit dropped", async () => {
    const quote = await adatumCopy(s, token);
    const doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
    const put = await s.api("PUT", `/quotes/${quote}/documents/proposal/sections/cover`, {
      token: await token("sales@msp.demo"),
      body: { version: doc.version, html: "<p>Changed</p>" },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await s.api("POST", `/quotes/${quote}/proposal-reset`, {
      token: await token("sales@msp.demo"),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sections[0].html).toBe("<h1>{{dealName}}</h1><p>Prepared for {{customerCompany}}</p>");
    expect(res.json().version).toBe(3);
    const extra = await post(`/quotes/${quote}/proposal-reset`, { reason: "x" });
    expect(extra.statusCode).toBe(400);
    expect((await post(`/quotes/${quote}/proposal-reset`, {}, "editor@msp.demo")).statusCode).toBe(403);
    expect((await post(`/quotes/${quote}/proposal-reset`, {}, "admin@msp2.demo")).statusCode).toBe(404);
    const none = await adatumCopy(s, token);
    expect((await post(`/quotes/${none}/proposal-reset`, {})).statusCode).toBe(404);
  });

  it("a template deleted since generation: proposal-reset falls back to the default template", async () => {
    const quote = await adatumCopy(s, token);
    const temp = await insertTemplate(s, {
      tenantId: NORTHWIND,
      templateType: "static",
      documentType: "proposal",
      title: "Short-lived",
      html: "<p>Soon gone</p>",
    });
    await generate(s, token, quote, { documentType: "proposal", templateId: temp });
    await s.sql("delete from document_templates where id = $1", [temp]);
    const res = await s.api("POST", `/quotes/${quote}/proposal-reset`, {
      token: await token("sales@msp.demo"),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().templateId).not.toBe(temp);
  });
});
