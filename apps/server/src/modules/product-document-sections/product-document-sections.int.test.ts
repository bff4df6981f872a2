import { DEMO_CATALOGUE_IDS, DEMO_TEMPLATE_IDS } from "@q2c/db";
import { DOCUMENT_MESSAGES, TEMPLATE_MESSAGES } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { UNKNOWN_ID } from "../../test/project-helpers.ts";
import { createTestTemplate, documentRows } from "../document-templates/document-test-helpers.ts";

// Issue #17 §1: a catalogue item's own section text per document type (a product or service template).
// A company writes its own texts for its own items and the platform's; the most specific text applies.

const s = useTestServer();
const token = tokensFor(() => s);
const { apInstallation, northwindCarePlus, fibre500, managedFirewall } = DEMO_CATALOGUE_IDS;
const url = (productId: string, type = "proposal") => `/products/${productId}/document-sections/${type}`;

describe("GET /products/{productId}/document-sections/{documentType}", () => {
  it("answers the platform's text to an MSP without its own, and null where none is written", async () => {
    const sales = await token("sales@msp.demo");
    const res = await s.api("GET", url(apInstallation), { token: sales });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      productId: apInstallation,
      templateId: null,
      documentType: "proposal",
      sectionType: "scopeOfServices",
      title: "Access point installation",
      editable: false,
    });
    const none = await s.api("GET", url(fibre500, "agreement"), { token: sales });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const own = await s.api("GET", url(northwindCarePlus), { token: await token("editor@msp.demo") });
    expect(own.json()).toMatchObject({ title: "Northwind Care Plus", editable: true });
  });

  it("answers 404 for another MSP's item, an unknown one, and to customers; 400 on a bad document type", async () => {
    expect(
      (await s.api("GET", url(northwindCarePlus), { token: await token("admin@msp2.demo") })).statusCode,
    ).toBe(404);
    expect((await s.api("GET", url(UNKNOWN_ID), { token: await token("sales@msp.demo") })).statusCode).toBe(
      404,
    );
    expect(
      (await s.api("GET", url(apInstallation), { token: await token("user@customer.demo") })).statusCode,
    ).toBe(404);
    expect(
      (await s.api("GET", url(apInstallation, "memo"), { token: await token("sales@msp.demo") })).statusCode,
    ).toBe(400);
  });
});

describe("PUT and DELETE /products/{productId}/document-sections/{documentType}", () => {
  it("writes an MSP's own text for a platform item, which then applies instead of the platform's", async () => {
    const editor = await token("editor@msp.demo");
    const put = await s.api("PUT", url(apInstallation), {
      token: editor,
      body: {
        version: 0,
        title: "Installation by Northwind",
        html: '<p onmouseover="x()">Our engineers mount {{dealName}}</p>',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      html: "<p>Our engineers mount {{dealName}}</p>",
      editable: true,
      version: 1,
    });
    const read = await s.api("GET", url(apInstallation), { token: await token("sales@msp.demo") });
    expect(read.json()).toMatchObject({ title: "Installation by Northwind", editable: false });
    const contoso = await s.api("GET", url(apInstallation), { token: await token("admin@msp2.demo") });
    expect(contoso.json().title).toBe("Access point installation");

    const twice = await s.api("PUT", url(apInstallation), {
      token: editor,
      body: { version: 0, html: "<p>x</p>" },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().version).toBe(1);
    const next = await s.api("PUT", url(apInstallation), {
      token: editor,
      body: { version: 1, html: "<p>Second</p>" },
    });
    expect(next.json()).toMatchObject({ html: "<p>Second</p>", version: 2 });
    const stale = await s.api("PUT", url(apInstallation), {
      token: editor,
      body: { version: 1, html: "<p>Old</p>" },
    });
    expect(stale.statusCode).toBe(409);

    const del = await s.api("DELETE", url(apInstallation), { token: editor });
    expect(del.statusCode).toBe(200);
    expect((await s.api("DELETE", url(apInstallation), { token: editor })).statusCode).toBe(404);
    const after = await s.api("GET", url(apInstallation), { token: editor });
    expect(after.json().title).toBe("Access point installation");
  });

  it("keeps a text per template: the template's own applies to it, the general one elsewhere", async () => {
    const editor = await token("editor@msp.demo");
    const template = await createTestTemplate(s, token);
    await s.api("PUT", url(managedFirewall), { token: editor, body: { version: 0, html: "<p>General</p>" } });
    const specific = await s.api("PUT", url(managedFirewall), {
      token: editor,
      query: { templateId: template.id },
      body: { version: 0, html: "<p>For this template</p>" },
    });
    expect(specific.json()).toMatchObject({ templateId: template.id, version: 1 });
    const forTemplate = await s.api("GET", url(managedFirewall), {
      token: editor,
      query: { templateId: template.id },
    });
    expect(forTemplate.json().html).toBe("<p>For this template</p>");
    const forOther = await s.api("GET", url(managedFirewall), {
      token: editor,
      query: { templateId: DEMO_TEMPLATE_IDS.northwindProposal },
    });
    expect(forOther.json()).toMatchObject({ html: "<p>General</p>", templateId: null });
    const bodyTemplate = await s.api("PUT", url(managedFirewall), {
      token: editor,
      body: { version: 1, templateId: template.id, html: "<p>Changed through the body</p>" },
    });
    expect(bodyTemplate.json()).toMatchObject({ templateId: template.id, version: 2 });
  });

  it("refuses bad input, another company's items and roles that do not write templates, writing nothing", async () => {
    const before = await documentRows(s);
    const editor = "editor@msp.demo";
    const agreementTemplate = DEMO_TEMPLATE_IDS.platformAgreement;
    const contosoTemplate = await createTestTemplate(s, token, {}, "admin@msp2.demo");
    const afterSetup = await documentRows(s);
    expect(afterSetup).not.toBe(before);
    const cases = [
      [
        editor,
        apInstallation,
        {},
        { version: 0, html: "{{scope}}" },
        400,
        { scope: DOCUMENT_MESSAGES.unknownMergeField("scope") },
      ],
      [
        editor,
        apInstallation,
        { templateId: agreementTemplate },
        { version: 0, html: "" },
        400,
        {
          templateId: TEMPLATE_MESSAGES.wrongTemplateType("proposal"),
        },
      ],
      [
        editor,
        apInstallation,
        { templateId: contosoTemplate.id },
        { version: 0, html: "" },
        400,
        {
          templateId: TEMPLATE_MESSAGES.unknownTemplate,
        },
      ],
      [
        editor,
        apInstallation,
        { templateId: agreementTemplate },
        { version: 0, templateId: UNKNOWN_ID, html: "" },
        400,
        {
          templateId: TEMPLATE_MESSAGES.templateIdMismatch,
        },
      ],
      [editor, apInstallation, {}, { version: -1 }, 400, undefined],
      ["sales@msp.demo", apInstallation, {}, { version: 0, html: "" }, 403, undefined],
      ["user@customer.demo", apInstallation, {}, { version: 0, html: "" }, 404, undefined],
      ["admin@msp2.demo", northwindCarePlus, {}, { version: 0, html: "" }, 404, undefined],
      ["owner@platform.demo", northwindCarePlus, {}, { version: 0, html: "" }, 403, undefined],
    ] as const;
    for (const [email, productId, query, body, status, fields] of cases) {
      const res = await s.api("PUT", url(productId), { token: await token(email), query, body });
      expect(res.statusCode, `${email} ${JSON.stringify(body)}`).toBe(status);
      if (fields) expect(res.json().fields).toMatchObject(fields);
    }
    for (const [email, status] of [
      ["sales@msp.demo", 403],
      ["admin@msp2.demo", 404],
    ] as const) {
      const res = await s.api("DELETE", url(northwindCarePlus), { token: await token(email) });
      expect(res.statusCode, email).toBe(status);
    }
    expect(await documentRows(s)).toBe(afterSetup);
  });
});
