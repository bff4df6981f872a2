import { DEMO_IDS, DEMO_PROJECT_IDS, DEMO_TEMPLATE_IDS, uuidv7 } from "@q2c/db";
import { expect } from "vitest";
import type { DemoEmail, TestServer } from "../../test/harness.ts";
import { createTestProject, type Tokens, versionOf } from "../../test/project-helpers.ts";

// Templates, library sections and quotes for the quote-documents tests. The templates API is another
// module's (document-templates), so the rows are written by SQL as it would store them.

export const NORTHWIND = DEMO_IDS.northwind;
export const CONTOSO = DEMO_IDS.contoso;
export const ADATUM_QUOTE = DEMO_PROJECT_IDS.adatumWifi;
export const UNKNOWN_ID = "0190a000-0000-7000-8000-00000000dead";

export interface Fixtures {
  /** The platform's dynamic proposal: cover, scope, pricing, terms (hidden), acceptance. */
  platformProposal: string;
  /** The platform's static agreement (one HTML body). */
  platformAgreement: string;
  /** Northwind's own dynamic proposal: cover and pricing only (no acceptance section). */
  northwindProposal: string;
  /** Contoso's (another MSP's) proposal: never readable by Northwind. */
  contosoProposal: string;
  sections: Record<"cover" | "scope" | "pricing" | "terms" | "acceptance", string>;
}

/** A library section; its name carries the test's own mark, clear of the demo library's names. */
async function section(s: TestServer, tenantId: string, sectionType: string, name: string, html: string) {
  const id = uuidv7();
  const title = `${name} (fixture ${id.slice(-8)})`;
  await s.sql(
    `insert into document_sections (tenant_id, id, account_id, section_type, type, title, html)
     values ($1, $2, $1, $3, 'proposal', $4, $5)`,
    [tenantId, id, sectionType, title, html],
  );
  return id;
}

export async function insertTemplate(
  s: TestServer,
  t: {
    tenantId: string;
    templateType: string;
    documentType: string;
    title: string;
    html?: string;
    headerHtml?: string;
    footerHtml?: string;
    sectionTypes?: { sectionId: string; visibility: "visible" | "hidden" }[];
  },
): Promise<string> {
  const id = uuidv7();
  await s.sql(
    `insert into document_templates (tenant_id, id, account_id, template_type, document_type, title, html,
       header_html, footer_html, section_types)
     values ($1, $2, $1, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [
      t.tenantId,
      id,
      t.templateType,
      t.documentType,
      t.title,
      t.html ?? "",
      t.headerHtml ?? "",
      t.footerHtml ?? "",
      JSON.stringify(t.sectionTypes ?? []),
    ],
  );
  return id;
}

export async function insertFixtures(s: TestServer): Promise<Fixtures> {
  const platform = s.config.platformAccountId;
  const sections = {
    cover: await section(
      s,
      platform,
      "cover",
      "Cover",
      "<h1>{{dealName}}</h1><p>Prepared for {{customerCompany}}</p>",
    ),
    scope: await section(s, platform, "scopeOfServices", "Scope", "<h2>Scope of services</h2>"),
    pricing: await section(s, platform, "pricingLayout", "Pricing", "<h2>Pricing</h2>{{pricingTable}}"),
    terms: await section(s, platform, "termCondition", "Terms", "<p>Standard terms apply.</p>"),
    acceptance: await section(
      s,
      platform,
      "acceptance",
      "Acceptance",
      "<h2>Acceptance</h2><p>Accepted by {{customerCompany}}</p>",
    ),
  };
  const v = (sectionId: string, visibility: "visible" | "hidden" = "visible") => ({ sectionId, visibility });
  const platformProposal = await insertTemplate(s, {
    tenantId: platform,
    templateType: "dynamic",
    documentType: "proposal",
    title: "Platform proposal",
    headerHtml: "<p>{{spCompany}} · Quote {{quoteNumber}}</p>",
    footerHtml: "<p>{{spPhone}}</p>",
    sectionTypes: [
      v(sections.cover),
      v(sections.scope),
      v(sections.pricing),
      v(sections.terms, "hidden"),
      v(sections.acceptance),
    ],
  });
  const platformAgreement = await insertTemplate(s, {
    tenantId: platform,
    templateType: "static",
    documentType: "agreement",
    title: "Platform agreement",
    html: "<h1>Master services agreement</h1><p>Between {{spCompany}} and {{customerCompany}}.</p><script>alert(1)</script>",
  });
  const northwindCover = await section(
    s,
    NORTHWIND,
    "cover",
    "Northwind cover",
    "<h1>Northwind for {{customerCompany}}</h1>",
  );
  const northwindProposal = await insertTemplate(s, {
    tenantId: NORTHWIND,
    templateType: "dynamic",
    documentType: "proposal",
    title: "Northwind proposal",
    sectionTypes: [v(northwindCover), v(sections.pricing)],
  });
  const contosoProposal = await insertTemplate(s, {
    tenantId: CONTOSO,
    templateType: "static",
    documentType: "proposal",
    title: "Contoso proposal",
    html: "<p>Contoso</p>",
  });
  return { platformProposal, platformAgreement, northwindProposal, contosoProposal, sections };
}

/** A copy of the demo Adatum Wi-Fi quote (an optional line, a good/better/best group), in Build. */
export async function adatumCopy(
  s: TestServer,
  token: Tokens,
  dealName = "Adatum Wi-Fi copy",
): Promise<string> {
  const res = await s.api("POST", `/projects/${ADATUM_QUOTE}/duplicate`, {
    token: await token("sales@msp.demo"),
    body: { dealName },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** A new Adatum quote with one site and no lines: its documents hold only their templates' text. */
export async function bareQuote(s: TestServer, token: Tokens, dealName = "Bare deal"): Promise<string> {
  const p = await createTestProject(s, token, {
    dealName,
    locations: [{ name: "HQ", country: "US", region: "MA", buildings: [{ name: "Main" }] }],
  });
  return p.id;
}

/** POST .../documents/generate as sales@msp.demo (201 expected); answers the document. */
export async function generate(
  s: TestServer,
  token: Tokens,
  quoteId: string,
  body: { documentType: "proposal" | "agreement"; templateId?: string },
  as: DemoEmail = "sales@msp.demo",
) {
  const res = await s.api("POST", `/quotes/${quoteId}/documents/generate`, { token: await token(as), body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Moves a quote through the stages one at a time up to `stage`, as sales@msp.demo. */
export async function moveTo(s: TestServer, token: Tokens, quoteId: string, stages: readonly string[]) {
  for (const stage of stages) {
    const res = await s.api("PUT", `/projects/${quoteId}/phases`, {
      token: await token("sales@msp.demo"),
      body: { version: await versionOf(s, quoteId), stage },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** The stored document row of a quote (raw columns), for asserting what was (not) written. */
export async function documentRow(s: TestServer, quoteId: string, documentType: string) {
  const [row] = await s.sql<Record<string, unknown>>(
    "select * from quote_documents where project_id = $1 and document_type = $2",
    [quoteId, documentType],
  );
  return row;
}

export async function auditTypes(s: TestServer, documentId: string): Promise<string[]> {
  const rows = await s.sql<{ type: string }>(
    "select type from document_audit_log where document_id = $1 order by seq",
    [documentId],
  );
  return rows.map((r) => r.type);
}

/** Sets a tenant's default template of a type (the demo has Northwind's: DEMO_TEMPLATE_IDS.northwindProposal). */
export async function setDefaultTemplate(
  s: TestServer,
  tenantId: string,
  documentType: string,
  templateId: string,
) {
  await s.sql(
    `insert into document_settings (tenant_id, document_type, template_id) values ($1, $2, $3)
     on conflict (tenant_id, document_type) do update set template_id = excluded.template_id`,
    [tenantId, documentType, templateId],
  );
}

/** Puts Northwind's demo default proposal back after a test changed it. */
export const restoreDemoDefault = (s: TestServer) =>
  setDefaultTemplate(s, NORTHWIND, "proposal", DEMO_TEMPLATE_IDS.northwindProposal);
