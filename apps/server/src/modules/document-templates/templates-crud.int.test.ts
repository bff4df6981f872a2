import { DEMO_IDS, DEMO_SECTION_IDS, DEMO_TEMPLATE_IDS } from "@q2c/db";
import { DOCUMENT_MESSAGES, TEMPLATE_MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { UNKNOWN_ID } from "../../test/project-helpers.ts";
import {
  createTestSection,
  createTestTemplate,
  documentRows,
  MINIMAL_SECTIONS,
} from "./document-test-helpers.ts";

// Issue #17 §1: document templates. The platform's are read by every MSP and written only by the platform
// owner; an MSP's own are its own (another MSP gets 404); templates.manage (the editor rule) writes.

const s = useTestServer();
const token = tokensFor(() => s);
const { platformProposal, platformAgreement, northwindProposal } = DEMO_TEMPLATE_IDS;

const titlesOf = (body: { data: { id: string }[] }) => body.data.map((t) => t.id).sort();

describe("GET /templates", () => {
  it("lists an MSP's own and the platform's templates, narrowed by ownership and document type", async () => {
    const sales = await token("sales@msp.demo");
    const all = await s.api("GET", "/templates", { token: sales, query: { limit: "100" } });
    expect(all.statusCode, all.body).toBe(200);
    expect(titlesOf(all.json())).toEqual(
      expect.arrayContaining([platformProposal, platformAgreement, northwindProposal]),
    );
    const row = all.json().data.find((t: { id: string }) => t.id === northwindProposal);
    expect(row).toMatchObject({
      editable: false,
      isDefault: true,
      type: "proposal",
      templateType: "dynamic",
    });
    expect(row).not.toHaveProperty("html");
    const editor = await s.api("GET", "/templates", {
      token: await token("editor@msp.demo"),
      query: { limit: "100" },
    });
    const mine = (id: string) => editor.json().data.find((t: { id: string }) => t.id === id);
    expect(mine(northwindProposal)).toMatchObject({ editable: true, isDefault: true });
    expect(mine(platformProposal)).toMatchObject({ editable: false, isDefault: false });
    expect(mine(platformAgreement)).toMatchObject({ editable: false, isDefault: true });

    const platformOnly = await s.api("GET", "/templates", { token: sales, query: { ownership: "platform" } });
    expect(titlesOf(platformOnly.json())).toEqual([platformProposal, platformAgreement].sort());
    const agreements = await s.api("GET", "/templates", {
      token: sales,
      query: { documentType: "agreement" },
    });
    expect(titlesOf(agreements.json())).toEqual([platformAgreement]);
  });

  it("never shows another MSP's templates, and keeps customers and partners out", async () => {
    const contoso = await s.api("GET", "/templates", { token: await token("admin@msp2.demo") });
    expect(titlesOf(contoso.json())).toEqual([platformProposal, platformAgreement].sort());
    for (const email of ["user@customer.demo", "partner@link.demo"] as const) {
      const res = await s.api("GET", "/templates", { token: await token(email) });
      expect(res.statusCode, email).toBe(404);
    }
    const bad = await s.api("GET", "/templates", {
      token: await token("sales@msp.demo"),
      query: { documentType: "memo" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("lets the platform owner list one MSP's templates", async () => {
    const res = await s.api("GET", "/templates", {
      token: await token("owner@platform.demo"),
      query: { accountId: DEMO_IDS.northwind },
    });
    expect(titlesOf(res.json())).toEqual([northwindProposal]);
  });
});

describe("GET /templates/{id}", () => {
  it("answers the HTML of an own or a platform template, and 404 for another MSP's", async () => {
    const own = await s.api("GET", `/templates/${northwindProposal}`, {
      token: await token("engineer@msp.demo"),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().headerHtml).toContain("data:image/png;base64,");
    expect(own.json().sectionTypes).toHaveLength(15);
    const platform = await s.api("GET", `/templates/${platformAgreement}`, {
      token: await token("admin@msp2.demo"),
    });
    expect(platform.json()).toMatchObject({
      editable: false,
      footerHtml: expect.stringContaining("pageNumber"),
    });
    const foreign = await s.api("GET", `/templates/${northwindProposal}`, {
      token: await token("admin@msp2.demo"),
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await s.api("GET", `/templates/${UNKNOWN_ID}`, { token: await token("sales@msp.demo") });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("POST /templates", () => {
  it("adds a sanitised template to the caller's company", async () => {
    const created = await createTestTemplate(s, token, {
      title: "  Short proposal ",
      html: '<p onclick="x()">Dear {{ customerCompany }}</p><script>alert(1)</script>',
      headerHtml: "<p>{{spCompany}}</p>",
    });
    expect(created).toMatchObject({
      accountId: DEMO_IDS.northwind,
      title: "Short proposal",
      html: "<p>Dear {{ customerCompany }}</p>",
      editable: true,
      isDefault: false,
      imagePreviewPath: null,
      version: 1,
    });
    const [row] = await s.sql<{ tenant_id: string; created_by: string }>(
      "select tenant_id, created_by from document_templates where id = $1",
      [created.id],
    );
    expect(row?.tenant_id).toBe(DEMO_IDS.northwind);
  });

  it("refuses a sales user (403), a customer (404) and a custom template from an MSP (403), writing nothing", async () => {
    const before = await documentRows(s);
    const body = { templateType: "static", type: "proposal", title: "No", html: "" };
    const sales = await s.api("POST", "/templates", { token: await token("sales@msp.demo"), body });
    expect(sales.statusCode).toBe(403);
    const customer = await s.api("POST", "/templates", { token: await token("user@customer.demo"), body });
    expect(customer.statusCode).toBe(404);
    const custom = await s.api("POST", "/templates", {
      token: await token("owner@msp.demo"),
      body: { ...body, templateType: "custom" },
    });
    expect(custom.statusCode).toBe(403);
    expect(custom.json().message).toBe(TEMPLATE_MESSAGES.customOwnerOnly);
    const other = await s.api("POST", "/templates", {
      token: await token("owner@msp.demo"),
      body: { ...body, accountId: DEMO_IDS.contoso },
    });
    expect(other.statusCode).toBe(403);
    expect(await documentRows(s)).toBe(before);
  });

  it("refuses bad input with field messages, writing nothing", async () => {
    const before = await documentRows(s);
    const editor = await token("editor@msp.demo");
    const post = (body: Record<string, unknown>) =>
      s.api("POST", "/templates", {
        token: editor,
        body: { templateType: "static", type: "proposal", title: "T", ...body },
      });
    const blank = await post({ title: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.title).toBe(DOCUMENT_MESSAGES.nameRequired("Template"));
    const unknown = await post({
      html: "<p>{{customerCompany}} {{discount}}</p>",
      footerHtml: "{{ __proto__ }}",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toMatchObject({
      discount: DOCUMENT_MESSAGES.unknownMergeField("discount"),
      html: DOCUMENT_MESSAGES.unknownMergeField("discount"),
      footerHtml: DOCUMENT_MESSAGES.unknownMergeField("__proto__"),
    });
    expect(Object.hasOwn(unknown.json().fields, "__proto__")).toBe(true);
    // Spelt with entities, the field is still a field once the text is decoded.
    const encoded = await post({ html: "<p>&#123;&#123;total&#125;&#125;</p>" });
    expect(encoded.json().fields.total).toBe(DOCUMENT_MESSAGES.unknownMergeField("total"));
    const wrongType = await post({ type: "invoice" });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toHaveProperty("type");
    const customer = await s.api("POST", "/templates", {
      token: await token("owner@platform.demo"),
      body: { templateType: "custom", type: "proposal", title: "For Adatum", accountId: DEMO_IDS.adatum },
    });
    expect(customer.json().fields.accountId).toBe(TEMPLATE_MESSAGES.accountNotMsp);
    expect(await documentRows(s)).toBe(before);
  });

  it("checks a dynamic template's sections: readable, once each, the acceptance visible", async () => {
    const before = await documentRows(s);
    const contosoSection = await createTestSection(s, token, { title: "Contoso only" }, "admin@msp2.demo");
    const afterSection = await documentRows(s);
    const editor = await token("editor@msp.demo");
    const post = (body: Record<string, unknown>) =>
      s.api("POST", "/templates", {
        token: editor,
        body: { templateType: "dynamic", type: "proposal", title: "D", ...body },
      });
    const cases: [Record<string, unknown>, string][] = [
      [
        { sectionTypes: [{ sectionId: DEMO_SECTION_IDS.proposalCover, visibility: "visible" }] },
        DOCUMENT_MESSAGES.acceptanceRequired,
      ],
      [
        {
          sectionTypes: [
            { ...MINIMAL_SECTIONS[0] },
            { sectionId: DEMO_SECTION_IDS.proposalAcceptance, visibility: "hidden" },
          ],
        },
        DOCUMENT_MESSAGES.acceptanceRequired,
      ],
      [
        { sectionTypes: [...MINIMAL_SECTIONS, { sectionId: contosoSection.id, visibility: "visible" }] },
        TEMPLATE_MESSAGES.unknownSection,
      ],
      [{ sectionTypes: [...MINIMAL_SECTIONS, MINIMAL_SECTIONS[0]] }, TEMPLATE_MESSAGES.repeatedSection],
      [{ templateType: "static", sectionTypes: MINIMAL_SECTIONS }, TEMPLATE_MESSAGES.sectionsOnlyDynamic],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().fields.sectionTypes).toBe(message);
    }
    expect(await documentRows(s)).toBe(afterSection);
    expect(afterSection).not.toBe(before);
    const ok = await post({ sectionTypes: MINIMAL_SECTIONS });
    expect(ok.statusCode, ok.body).toBe(201);
    // An order document holds sections without an acceptance section.
    const order = await post({ type: "order_send", sectionTypes: [MINIMAL_SECTIONS[0]] });
    expect(order.statusCode, order.body).toBe(201);
  });

  it("lets the platform owner make a custom template for an MSP, which the MSP reads but cannot change", async () => {
    const custom = await createTestTemplate(
      s,
      token,
      { templateType: "custom", accountId: DEMO_IDS.northwind, title: "Made for Northwind" },
      "owner@platform.demo",
    );
    expect(custom).toMatchObject({ accountId: DEMO_IDS.northwind, templateType: "custom", editable: true });
    const read = await s.api("GET", `/templates/${custom.id}`, { token: await token("owner@msp.demo") });
    expect(read.json()).toMatchObject({ editable: false });
    const put = await s.api("PUT", `/templates/${custom.id}`, {
      token: await token("owner@msp.demo"),
      body: { version: 1, title: "Changed" },
    });
    expect(put.statusCode).toBe(403);
    const contoso = await s.api("GET", `/templates/${custom.id}`, { token: await token("admin@msp2.demo") });
    expect(contoso.statusCode).toBe(404);
  });
});

describe("PUT /templates/{id}", () => {
  it("changes an own template with its version, answering 409 on a stale one", async () => {
    const t = await createTestTemplate(s, token);
    const editor = await token("editor@msp.demo");
    const res = await s.api("PUT", `/templates/${t.id}`, {
      token: editor,
      body: { version: 1, title: "Renamed", html: '<p>Hi <a href="javascript:alert(1)">x</a></p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: "Renamed", version: 2 });
    expect(res.json().html).not.toContain("javascript");
    const stale = await s.api("PUT", `/templates/${t.id}`, {
      token: editor,
      body: { version: 1, title: "Old" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
    const [row] = await s.sql<{ title: string }>("select title from document_templates where id = $1", [
      t.id,
    ]);
    expect(row?.title).toBe("Renamed");
  });

  it("answers 403 on the platform's template, 404 on another MSP's, 403 to sales, 400 on bad input", async () => {
    const t = await createTestTemplate(s, token);
    const before = await documentRows(s);
    const body = { version: 1, title: "X" };
    const cases = [
      [platformProposal, "owner@msp.demo", body, 403],
      [northwindProposal, "admin@msp2.demo", body, 404],
      [t.id, "sales@msp.demo", body, 403],
      [t.id, "editor@msp.demo", { version: 1, html: "{{nope}}" }, 400],
      [t.id, "editor@msp.demo", { version: 1, title: "" }, 400],
      [t.id, "editor@msp.demo", { title: "No version" }, 400],
      [t.id, "editor@msp.demo", { version: 1, sectionTypes: MINIMAL_SECTIONS }, 400],
    ] as const;
    for (const [id, email, payload, status] of cases) {
      const res = await s.api("PUT", `/templates/${id}`, { token: await token(email), body: payload });
      expect(res.statusCode, `${email} ${JSON.stringify(payload)}`).toBe(status);
    }
    expect(await documentRows(s)).toBe(before);
  });

  it("keeps the acceptance section of a dynamic proposal", async () => {
    const t = await createTestTemplate(s, token, {
      templateType: "dynamic",
      html: "",
      sectionTypes: MINIMAL_SECTIONS,
    });
    const res = await s.api("PUT", `/templates/${t.id}`, {
      token: await token("editor@msp.demo"),
      body: { version: 1, sectionTypes: [MINIMAL_SECTIONS[0]] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.sectionTypes).toBe(DOCUMENT_MESSAGES.acceptanceRequired);
  });

  it("lets the platform owner change the platform's templates", async () => {
    const t = await createTestTemplate(s, token, { title: "Platform draft" }, "owner@platform.demo");
    const res = await s.api("PUT", `/templates/${t.id}`, {
      token: await token("owner@platform.demo"),
      body: { version: 1, footerHtml: "<p>{{quoteNumber}}</p>" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().footerHtml).toBe("<p>{{quoteNumber}}</p>");
  });
});

describe("DELETE /templates/{id}", () => {
  it("refuses a company's default with 409 naming it, and deletes one that is no default with its item texts", async () => {
    const owner = await token("owner@msp.demo");
    const refused = await s.api("DELETE", `/templates/${northwindProposal}`, { token: owner });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TEMPLATE_MESSAGES.templateIsDefault("proposal"));
    expect(await s.sql("select 1 from document_templates where id = $1", [northwindProposal])).toHaveLength(
      1,
    );

    const t = await createTestTemplate(s, token);
    const [product] = await s.sql<{ id: string }>(
      "select id from products where tenant_id = $1 order by id limit 1",
      [DEMO_IDS.northwind],
    );
    const text = await s.api("PUT", `/products/${product?.id}/document-sections/proposal`, {
      token: await token("editor@msp.demo"),
      query: { templateId: t.id },
      body: { version: 0, html: "<p>Only in this template</p>" },
    });
    expect(text.statusCode, text.body).toBe(200);
    const res = await s.api("DELETE", `/templates/${t.id}`, { token: await token("editor@msp.demo") });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: t.id });
    expect(await s.sql("select 1 from document_templates where id = $1", [t.id])).toHaveLength(0);
    expect(
      await s.sql("select 1 from product_document_sections where template_id = $1", [t.id]),
    ).toHaveLength(0);
  });

  it("answers 403 on the platform's and to sales, 404 on another MSP's, writing nothing", async () => {
    const t = await createTestTemplate(s, token);
    const before = await documentRows(s);
    for (const [id, email, status] of [
      [platformProposal, "owner@msp.demo", 403],
      [t.id, "sales@msp.demo", 403],
      [t.id, "admin@msp2.demo", 404],
      [t.id, "user@customer.demo", 404],
    ] as const) {
      const res = await s.api("DELETE", `/templates/${id}`, { token: await token(email) });
      expect(res.statusCode, email).toBe(status);
    }
    expect(await documentRows(s)).toBe(before);
  });
});
