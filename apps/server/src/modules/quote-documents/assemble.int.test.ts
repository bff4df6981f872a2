import { DEMO_TEMPLATE_IDS, uuidv7 } from "@q2c/db";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { shareTestProject } from "../../test/project-helpers.ts";
import { assembleDocumentHtml } from "./assemble.ts";
import {
  adatumCopy,
  bareQuote,
  type Fixtures,
  generate,
  insertFixtures,
  NORTHWIND,
  restoreDemoDefault,
  setDefaultTemplate,
  UNKNOWN_ID,
} from "./quote-documents-test-helpers.ts";

// Issue #17 §2: a document's assembled HTML (assembleDocumentHtml, which the PDF and signing modules
// import) and the pieces the editor asks for: fill-section, generate-legal-table, template-preview; and
// the project's template pickers.

const s = useTestServer();
const token = tokensFor(() => s);
type Email = Parameters<typeof token>[0];
let f: Fixtures;

beforeAll(async () => {
  f = await insertFixtures(s);
  await s.sql(`update accounts set company_details = company_details || $2::jsonb where id = $1`, [
    NORTHWIND,
    JSON.stringify({
      legalName: "Northwind IT LLC",
      businessPhone: "+1 555 010 2000",
      hqAddress: {
        address1: "1 Harbor Way",
        address2: "Suite 4",
        city: "Providence",
        state: "RI",
        zip: "02903",
        country: "US",
      },
    }),
  ]);
});

const get = async (path: string, email: Email = "sales@msp.demo", query?: Record<string, string>) =>
  s.api("GET", path, { token: await token(email), ...(query ? { query } : {}) });
const assemble = (documentId: string) =>
  assembleDocumentHtml({ db: s.deps.database.db }, NORTHWIND, documentId);

describe("assembleDocumentHtml", () => {
  it("prints the visible sections in order at 816 px, merge values escaped, header and footer filled", async () => {
    const quote = await bareQuote(s, token);
    await s.sql(`update projects set deal_name = $2 where id = $1`, [
      quote,
      `<img src=x onerror=alert(1)> {{__proto__}} {{customerCompany}} & "q"`,
    ]);
    const doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
    const [{ quote_number: number } = { quote_number: 0 }] = await s.sql<{ quote_number: number }>(
      "select quote_number from projects where id = $1",
      [quote],
    );
    const out = await assemble(doc.id);
    expect(
      out.html.startsWith('<div class="q2c-document" style="width:816px;max-width:100%;margin:0 auto">'),
    ).toBe(true);
    expect(out.html).toContain(
      "<h1>&lt;img src=x onerror=alert(1)&gt; &#123;&#123;__proto__&#125;&#125; &#123;&#123;customerCompany&#125;&#125; &amp; &quot;q&quot;</h1>",
    );
    expect(out.html).toContain("<p>Prepared for Adatum");
    expect(out.html).not.toContain("Standard terms apply");
    const order = ["<h1>", "<h2>Scope of services</h2>", "<h2>Pricing</h2>", "<h2>Acceptance</h2>"].map((t) =>
      out.html.indexOf(t),
    );
    expect(order.every((at, i) => at !== -1 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    expect(out.headerHtml).toBe(`<p>Northwind IT LLC · Quote ${number}</p>`);
    expect(out.footerHtml).toBe("<p>+1 555 010 2000</p>");
    // Before sending there are no signers: a blank block for each party after the acceptance text.
    expect(out.html).toMatch(
      /<h2>Acceptance<\/h2><p>Accepted by Adatum[^<]*<\/p><div class="q2c-signatures">/,
    );
    expect(out.html).toContain("For Northwind IT LLC");
  });

  it("sanitises stored sections again and draws the pricing table without costs", async () => {
    const quote = await adatumCopy(s, token);
    const doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
    // Written past the API, as a tampered row would be: the render's own pass drops it.
    await s.sql(
      `update quote_documents set sections = jsonb_set(sections, '{0,html}', to_jsonb($2::text)) where id = $1`,
      [
        doc.id,
        '<h1>{{spStreet}}, {{spCity}} {{spState}} {{postalCode}} {{spCountry}}</h1><script>alert(1)</script><iframe src="https://x"></iframe>',
      ],
    );
    const out = await assemble(doc.id);
    expect(out.html).not.toMatch(/<script|<iframe|onerror/);
    expect(out.html).toContain("<h1>1 Harbor Way, Suite 4, Providence RI 02903 US</h1>");
    const table = out.html.slice(out.html.indexOf('<table class="q2c-pricing-table"'));
    const heads = [...table.slice(0, table.indexOf("</thead>")).matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map(
      (m) => m[1],
    );
    expect(heads).toEqual(["Item", "Qty", "Unit price", "One-time", "Monthly", "Term total (36 mo)"]);
    const lines = await s.sql<{
      name: string;
      optional: boolean;
      alternative_group: string | null;
      chosen: boolean;
      cost: string;
    }>("select name, optional, alternative_group, chosen, cost from project_lines where project_id = $1", [
      quote,
    ]);
    for (const line of lines) expect(table).toContain(line.name.replaceAll("&", "&amp;"));
    const survey = lines.find((l) => l.optional);
    expect(table).toContain(`${survey?.name}<br /><small style="color:#6b7280">Optional</small>`);
    expect(table.match(/Option of “Access point”: choose one/g)).toHaveLength(3);
    expect(table.match(/Option of “Access point”: choose one \(selected\)/g)).toHaveLength(1);
    const text = table.slice(0, table.indexOf("</table>")).replace(/<[^>]*>/g, " ");
    expect(text).not.toMatch(/cost|margin|profit/i);
    await s.sql(
      `update quote_documents set config = '{"showLinePrices": false, "showTermTotal": false}' where id = $1`,
      [doc.id],
    );
    const narrow = await assemble(doc.id);
    const narrowTable = narrow.html.slice(narrow.html.indexOf('<table class="q2c-pricing-table"'));
    const narrowHeads = [
      ...narrowTable.slice(0, narrowTable.indexOf("</thead>")).matchAll(/<th[^>]*>([^<]*)<\/th>/g),
    ];
    expect(narrowHeads.map((m) => m[1])).toEqual(["Item", "One-time", "Monthly"]);
  });

  it("prints each signer's block with the signature once signed, and initials once given", async () => {
    const quote = await bareQuote(s, token);
    const doc = await generate(s, token, quote, {
      documentType: "agreement",
      templateId: f.platformAgreement,
    });
    await s.sql(
      `update quote_documents set sections = jsonb_set(sections, '{0,html}', to_jsonb('<p>{{customerInitials}}|{{mspInitials}}</p>'::text)) where id = $1`,
      [doc.id],
    );
    const signer = (party: string, name: string, extra: Record<string, string | null>) =>
      s.sql(
        `insert into document_signers (tenant_id, id, document_id, project_id, party, name, email, role, position,
           signed_at, signature_kind, signature_value, initials)
         values ($1, $2, $3, $4, $5, $6, 'x@y.demo', $7, $8, $9, $10, $11, $12)`,
        [
          NORTHWIND,
          uuidv7(),
          doc.id,
          quote,
          party,
          name,
          extra.role ?? "",
          party === "msp" ? 1 : 0,
          extra.signedAt ?? null,
          extra.kind ?? null,
          extra.value ?? null,
          extra.initials ?? null,
        ],
      );
    await signer("customer", "Ada <Tum>", {
      role: "CTO",
      signedAt: "2026-11-27T10:00:00Z",
      kind: "typed",
      value: "Ada Tum",
      initials: "AT",
    });
    await signer("msp", "Nora Wind", { role: "Authorized signatory", initials: "NW" });
    const out = await assemble(doc.id);
    expect(out.html).toContain("<p>AT|</p>");
    // No acceptance section in a static document: the blocks come at the end.
    expect(out.html).toMatch(/<\/section><div class="q2c-signatures">.*<\/div><\/div>$/);
    expect(out.html).toContain("Ada &lt;Tum&gt;");
    expect(out.html).toContain("November 27, 2026");
    expect(out.html).toContain(">Ada Tum</span>");
    expect(out.html.indexOf("Ada &lt;Tum&gt;")).toBeLessThan(out.html.indexOf("Nora Wind"));
  });
});

describe("GET .../fill-section, /generate-legal-table, /template-preview", () => {
  it("fill-section answers the document's section filled, else the library's, else 404", async () => {
    const quote = await bareQuote(s, token);
    const doc = await generate(s, token, quote, {
      documentType: "proposal",
      templateId: f.northwindProposal,
    });
    const url = `/quotes/${quote}/documents/proposal/fill-section`;
    const cover = await get(url, "sales@msp.demo", { sectionType: "cover" });
    expect(cover.statusCode, cover.body).toBe(200);
    const [adatum] = await s.sql<{ account_name: string }>(
      "select account_name from accounts a join projects p on p.account_id = a.id where p.id = $1",
      [quote],
    );
    expect(cover.json()).toEqual({
      sectionType: "cover",
      key: "cover",
      source: "document",
      html: `<h1>Northwind for ${adatum?.account_name}</h1>`,
    });
    const scope = await get(url, "sales@msp.demo", { sectionType: "scopeOfServices" });
    // Not in the document: a library section of that type (the platform's demo library has one too).
    expect(scope.json()).toMatchObject({ sectionType: "scopeOfServices", key: null, source: "library" });
    expect(scope.json().html).toMatch(/Scope of services/i);
    expect((await get(url, "sales@msp.demo", { sectionType: "invoiceDetails" })).statusCode).toBe(404);
    expect((await get(url, "sales@msp.demo")).statusCode).toBe(400);
    expect((await get(url, "admin@msp2.demo", { sectionType: "cover" })).statusCode).toBe(404);
    expect((await get(url, "editor@msp.demo", { sectionType: "cover" })).statusCode).toBe(403);
    await shareTestProject(s, token, quote);
    // A draft is the MSP's: the customer finds nothing until it is sent, and never the library.
    expect((await get(url, "user@customer.demo", { sectionType: "cover" })).statusCode).toBe(404);
    await s.sql("update quote_documents set status = 'sent' where id = $1", [doc.id]);
    expect((await get(url, "user@customer.demo", { sectionType: "cover" })).statusCode).toBe(200);
    expect((await get(url, "user@customer.demo", { sectionType: "scopeOfServices" })).statusCode).toBe(404);
  });

  it("generate-legal-table answers the signature block of the named document only", async () => {
    const quote = await bareQuote(s, token);
    const doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
    const url = `/quotes/${quote}/generate-legal-table`;
    const res = await get(url, "sales@msp.demo", { documentType: "proposal", documentId: doc.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().html).toMatch(/^<div class="q2c-signatures"><table class="q2c-legal-table"/);
    expect(
      (await get(url, "sales@msp.demo", { documentType: "proposal", documentId: UNKNOWN_ID })).statusCode,
    ).toBe(404);
    expect(
      (await get(url, "sales@msp.demo", { documentType: "agreement", documentId: doc.id })).statusCode,
    ).toBe(404);
    expect((await get(url, "sales@msp.demo", { documentType: "proposal" })).statusCode).toBe(400);
    expect(
      (await get(url, "admin@msp2.demo", { documentType: "proposal", documentId: doc.id })).statusCode,
    ).toBe(404);
  });

  it("preview answers a draft as assembled now, a sent document as frozen at send", async () => {
    const quote = await bareQuote(s, token);
    const url = `/quotes/${quote}/documents/proposal/preview`;
    expect((await get(url)).statusCode).toBe(404);
    const doc = await generate(s, token, quote, { documentType: "proposal", templateId: f.platformProposal });
    const draft = await get(url);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toEqual(await assemble(doc.id));
    expect(draft.json().html).toContain("<h1>Bare deal</h1>");
    expect((await get(url.replace("proposal/preview", "agreement/preview"))).statusCode).toBe(404);
    expect((await get(url.replace("proposal/preview", "invoice/preview"))).statusCode).toBe(400);
    expect((await get(url, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await get(url, "editor@msp.demo")).statusCode).toBe(403);
    await shareTestProject(s, token, quote);
    // A draft is the MSP's; once sent, its readers see what the signers read, through the allowlist again.
    expect((await get(url, "user@customer.demo")).statusCode).toBe(404);
    await s.sql(
      `update quote_documents set status = 'sent', sent_html = $2, sent_header_html = 'Head', sent_footer_html = ''
       where id = $1`,
      [doc.id, `<p>As sent</p><img src=x onerror="alert(1)">`],
    );
    for (const email of ["sales@msp.demo", "user@customer.demo"] as const) {
      const sent = await get(url, email);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ html: "<p>As sent</p>", headerHtml: "Head", footerHtml: "" });
    }
  });

  it("template-preview assembles a template as a document of the quote without saving it", async () => {
    const quote = await bareQuote(s, token);
    const url = `/quotes/${quote}/template-preview`;
    const res = await get(url, "sales@msp.demo", { templateId: f.platformProposal });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().html).toContain("<h1>Bare deal</h1>");
    expect(res.json().headerHtml).toContain("Northwind IT LLC");
    expect((await s.sql("select 1 from quote_documents where project_id = $1", [quote])).length).toBe(0);
    expect((await get(url, "sales@msp.demo", { templateId: f.contosoProposal })).statusCode).toBe(404);
    expect((await get(url, "sales@msp.demo", { templateId: "x" })).statusCode).toBe(400);
    expect((await get(url, "editor@msp.demo", { templateId: f.platformProposal })).statusCode).toBe(403);
    await shareTestProject(s, token, quote);
    expect((await get(url, "user@customer.demo", { templateId: f.platformProposal })).statusCode).toBe(404);
  });
});

describe("GET /projects/{id}/proposal-templates and /agreement-templates", () => {
  it("lists the templates of the type the quote may use, its MSP's first, the default marked", async () => {
    const quote = await bareQuote(s, token);
    await setDefaultTemplate(s, NORTHWIND, "proposal", f.platformProposal);
    try {
      const res = await get(`/projects/${quote}/proposal-templates`);
      expect(res.statusCode, res.body).toBe(200);
      const ids = res.json().map((t: { id: string }) => t.id);
      expect(ids.slice(0, 2).sort()).toEqual(
        [DEMO_TEMPLATE_IDS.northwindProposal, f.northwindProposal].sort(),
      );
      expect(ids).toContain(f.platformProposal);
      expect(ids).not.toContain(f.contosoProposal);
      expect(ids).not.toContain(f.platformAgreement);
      const platform = res.json().find((t: { id: string }) => t.id === f.platformProposal);
      expect(platform).toMatchObject({
        isDefault: true,
        editable: false,
        type: "proposal",
        templateType: "dynamic",
      });
      expect(res.json()[0]).toMatchObject({ isDefault: false, editable: true });
      const tagged = await get(`/projects/${quote}/proposal-templates`, "sales@msp.demo", {
        tag: "NORTHWIND",
      });
      expect(
        tagged
          .json()
          .map((t: { id: string }) => t.id)
          .sort(),
      ).toEqual([DEMO_TEMPLATE_IDS.northwindProposal, f.northwindProposal].sort());
      const closed = await get(`/projects/${quote}/proposal-templates`, "sales@msp.demo", {
        stage: "acceptance",
      });
      expect(closed.json()).toEqual([]);
      expect(
        (await get(`/projects/${quote}/proposal-templates`, "sales@msp.demo", { stage: "nope" })).statusCode,
      ).toBe(400);
      const agreements = await get(`/projects/${quote}/agreement-templates`);
      expect(agreements.json().map((t: { id: string }) => t.id)).toContain(f.platformAgreement);
      expect(agreements.json().every((t: { type: string }) => t.type === "agreement")).toBe(true);
    } finally {
      await restoreDemoDefault(s);
    }
  });

  it("answers 403 to the editor and 404 to another MSP, the customer and an unknown quote", async () => {
    const quote = await bareQuote(s, token);
    await shareTestProject(s, token, quote);
    const url = `/projects/${quote}/proposal-templates`;
    expect((await get(url, "editor@msp.demo")).statusCode).toBe(403);
    expect((await get(url, "admin@msp2.demo")).statusCode).toBe(404);
    expect((await get(url, "user@customer.demo")).statusCode).toBe(404);
    expect((await get(`/projects/${UNKNOWN_ID}/agreement-templates`)).statusCode).toBe(404);
  });
});
