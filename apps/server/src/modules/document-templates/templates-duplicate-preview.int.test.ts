import { DEMO_IDS, DEMO_PROJECT_IDS, DEMO_SECTION_IDS, DEMO_TEMPLATE_IDS } from "@q2c/db";
import { describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { createTestProject, UNKNOWN_ID } from "../../test/project-helpers.ts";
import { createTestTemplate, documentRows, MINIMAL_SECTIONS } from "./document-test-helpers.ts";

// Issue #17 §1: duplicating a readable template into one's own to customise it, and previews filled with
// a quote's values (its pricing table without costs) or sample values.

const s = useTestServer();
const token = tokensFor(() => s);
const { platformProposal, northwindProposal } = DEMO_TEMPLATE_IDS;
const ADATUM_QUOTE = DEMO_PROJECT_IDS.adatumWifi;

describe("POST /templates/{id}/duplicate", () => {
  it("copies the platform's proposal into an MSP's own, its sections into the MSP's library", async () => {
    const contoso = await token("admin@msp2.demo");
    const res = await s.api("POST", `/templates/${platformProposal}/duplicate`, { token: contoso, body: {} });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      accountId: DEMO_IDS.contoso,
      title: "Standard proposal (copy)",
      templateType: "dynamic",
      type: "proposal",
      editable: true,
      isDefault: false,
      version: 1,
    });
    expect(copy.sectionTypes).toHaveLength(15);
    const sections = await s.sql<{ tenant_id: string; title: string; html: string }>(
      "select tenant_id, title, html from document_sections where id = any($1) order by title",
      [copy.sectionTypes.map((r: { sectionId: string }) => r.sectionId)],
    );
    expect(sections.every((x) => x.tenant_id === DEMO_IDS.contoso)).toBe(true);
    expect(sections.map((x) => x.title)).toContain("Executive summary");
    // Once more: the library's names are taken now, so the copies are named as copies.
    const again = await s.api("POST", `/templates/${platformProposal}/duplicate`, {
      token: contoso,
      body: { title: "Second copy" },
    });
    expect(again.statusCode).toBe(201);
    const [cover] = await s.sql<{ title: string }>("select title from document_sections where id = $1", [
      again.json().sectionTypes[0].sectionId,
    ]);
    expect(cover?.title).toBe("Cover (copy)");
    // The copy is the MSP's to change; the platform's stays as it was.
    const put = await s.api("PUT", `/templates/${copy.id}`, {
      token: contoso,
      body: { version: 1, sectionTypes: copy.sectionTypes.slice(1) },
    });
    expect(put.statusCode, put.body).toBe(200);
    const [platform] = await s.sql<{ version: number }>(
      "select version from document_templates where id = $1",
      [platformProposal],
    );
    expect(platform?.version).toBe(1);
  });

  it("shares the platform's sections when asked not to copy them", async () => {
    const res = await s.api("POST", `/templates/${platformProposal}/duplicate`, {
      token: await token("owner@msp.demo"),
      body: { copySections: false },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().sectionTypes[0].sectionId).toBe(DEMO_SECTION_IDS.proposalCover);
  });

  it("makes an MSP's copy of a custom template a static one", async () => {
    const custom = await createTestTemplate(
      s,
      token,
      { templateType: "custom", accountId: DEMO_IDS.northwind, title: "Bespoke" },
      "owner@platform.demo",
    );
    const res = await s.api("POST", `/templates/${custom.id}/duplicate`, {
      token: await token("editor@msp.demo"),
      body: {},
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ templateType: "static", editable: true, html: "<p>Hello</p>" });
  });

  it("answers 404 for another MSP's template, 403 to sales, 400 on a bad title, writing nothing", async () => {
    const before = await documentRows(s);
    const cases = [
      ["admin@msp2.demo", northwindProposal, {}, 404],
      ["sales@msp.demo", platformProposal, {}, 403],
      ["user@customer.demo", platformProposal, {}, 404],
      ["editor@msp.demo", UNKNOWN_ID, {}, 404],
      ["editor@msp.demo", platformProposal, { title: " " }, 400],
      ["editor@msp.demo", platformProposal, { copySections: "yes" }, 400],
    ] as const;
    for (const [email, id, body, status] of cases) {
      const res = await s.api("POST", `/templates/${id}/duplicate`, { token: await token(email), body });
      expect(res.statusCode, `${email} ${id}`).toBe(status);
    }
    expect(await documentRows(s)).toBe(before);
  });
});

describe("POST /templates/preview", () => {
  it("fills a template with the quote's values and draws its pricing table without costs", async () => {
    const res = await s.api("POST", "/templates/preview", {
      token: await token("sales@msp.demo"),
      body: { templateId: northwindProposal, quoteId: ADATUM_QUOTE },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { html, headerHtml, footerHtml } = res.json();
    const [quote] = await s.sql<{ quote_number: number; deal_name: string }>(
      "select quote_number, deal_name from projects where id = $1",
      [ADATUM_QUOTE],
    );
    expect(html).toContain(`Prepared for Adatum Corp`);
    expect(html).toContain(`Proposal ${quote?.quote_number}`);
    expect(headerHtml).toContain(`Proposal ${quote?.quote_number} for Adatum Corp`);
    expect(footerHtml).toContain('<span class="pageNumber"></span>');
    expect(html).not.toMatch(/\{\{/);
    // Hidden sections (the warranty, the appendix) are left out; the acceptance section is there.
    expect(html).not.toContain("<h2>Warranty</h2>");
    expect(html).toContain("<h2>Acceptance</h2>");
    const lines = await s.sql<{ name: string }>("select name from project_lines where project_id = $1", [
      ADATUM_QUOTE,
    ]);
    expect(lines.length).toBeGreaterThan(0);
    const table = /<table class="q2c-pricing-table"[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    for (const line of lines) expect(table).toContain(line.name.replaceAll("&", "&amp;"));
    expect(table).toContain("Term total (36 mo)");
    expect(table).not.toMatch(/cost|margin|profit/i);
    const generated = await s.api("GET", `/projects/${ADATUM_QUOTE}/generate-table`, {
      token: await token("sales@msp.demo"),
    });
    const total = Number(generated.json().totals.termTotal).toLocaleString("en-US", {
      minimumFractionDigits: 2,
    });
    expect(table).toContain(`$${total}`);
  });

  it("previews unsaved HTML with sample values and the caller's own company under its legal name", async () => {
    const res = await s.api("POST", "/templates/preview", {
      token: await token("editor@msp.demo"),
      body: {
        html: '<p>{{customerCompany}} / {{spCompany}} / {{spCity}}</p><img src="x" onerror="alert(1)">{{pricingTable}}',
        headerHtml: "<p>{{dealName}}</p>",
        sectionTypes: MINIMAL_SECTIONS,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { html, headerHtml } = res.json();
    expect(html).toContain("<p>Sample Customer Inc. / Northwind IT LLC / Providence</p>");
    expect(html).not.toContain("onerror");
    expect(html).toContain("Wireless access point");
    expect(html).toContain('<section class="document-section document-section-acceptance">');
    expect(headerHtml).toBe("<p>Office network refresh</p>");
  });

  it("prints merge values that look like HTML or like fields literally, and checks links made of them", async () => {
    const quote = await createTestProject(s, token, {
      dealName: '<img src=x onerror=alert(1)> {{__proto__}} "&',
    });
    const res = await s.api("POST", "/templates/preview", {
      token: await token("sales@msp.demo"),
      body: { html: '<p>{{dealName}}</p><a href="{{dealName}}">link</a>', quoteId: quote.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const html: string = res.json().html;
    expect(html).toContain('<p>&lt;img src=x onerror=alert(1)&gt; {{__proto__}} "&amp;</p>');
    expect(html).not.toContain("<img");
    const named = await createTestProject(s, token, { dealName: "javascript:alert(1)" });
    const link = await s.api("POST", "/templates/preview", {
      token: await token("sales@msp.demo"),
      body: { html: '<a href="{{dealName}}">link</a>', quoteId: named.id },
    });
    expect(link.json().html).not.toContain("javascript:");
  });

  it("answers 404 for another company's quote or template, 400 on unknown fields and sections", async () => {
    const before = await documentRows(s);
    const contoso = await token("admin@msp2.demo");
    const cases = [
      [contoso, { templateId: platformProposal, quoteId: ADATUM_QUOTE }, 404],
      [contoso, { templateId: northwindProposal }, 404],
      [await token("user@customer.demo"), { templateId: platformProposal }, 404],
      [await token("sales@msp.demo"), {}, 400],
      [await token("sales@msp.demo"), { html: "<p>{{total}}</p>" }, 400],
      [
        await token("sales@msp.demo"),
        { html: "", sectionTypes: [{ sectionId: UNKNOWN_ID, visibility: "visible" }] },
        400,
      ],
    ] as const;
    for (const [t, body, status] of cases) {
      const res = await s.api("POST", "/templates/preview", { token: t, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect(await documentRows(s)).toBe(before);
  });
});
