import { DEMO_IDS, DEMO_SECTION_IDS, DEMO_TEMPLATE_IDS } from "@q2c/db";
import { ACCEPTANCE_SECTION, unknownMergeFields } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { safeHtml } from "../../documents/safe-html.ts";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";

// Issue #17 §1 demo data: the platform's default proposal and agreement, Northwind's own proposal with its
// logo, written in the form the server stores (sanitising changes nothing) with known merge fields only.

const s = useTestServer();
const token = tokensFor(() => s);

describe("the demo templates", () => {
  it("store every text as the allowlist would, naming known merge fields only", async () => {
    const texts = await s.sql<{ what: string; html: string }>(
      `select 'section ' || title as what, html from document_sections
       union all select 'template ' || title || ' ' || part, t.text
         from document_templates, lateral (values ('html', html), ('header', header_html), ('footer', footer_html)) t(part, text)
       union all select 'product text ' || title, html from product_document_sections`,
    );
    expect(texts.length).toBeGreaterThan(30);
    for (const { what, html } of texts) {
      expect(safeHtml(html), what).toBe(html);
      expect(unknownMergeFields(html), what).toEqual([]);
    }
  });

  it("give every proposal and agreement a visible acceptance section, and several paragraphs of prose", async () => {
    const templates = await s.sql<{
      id: string;
      document_type: string;
      section_types: { sectionId: string; visibility: string }[];
    }>("select id, document_type, section_types from document_templates");
    expect(templates.map((t) => t.id).sort()).toEqual(Object.values(DEMO_TEMPLATE_IDS).sort());
    for (const t of templates) {
      const sections = await s.sql<{ id: string; section_type: string; html: string }>(
        "select id, section_type, html from document_sections where id = any($1)",
        [t.section_types.map((r) => r.sectionId)],
      );
      expect(sections).toHaveLength(t.section_types.length);
      const acceptance = sections.find((x) => x.section_type === ACCEPTANCE_SECTION);
      expect(acceptance, t.id).toBeDefined();
      expect(t.section_types.find((r) => r.sectionId === acceptance?.id)?.visibility).toBe("visible");
    }
    const [{ paragraphs }] = (await s.sql<{ paragraphs: number }>(
      "select sum((length(html) - length(replace(html, '<p', ''))) / 2)::int as paragraphs from document_sections",
    )) as [{ paragraphs: number }];
    expect(paragraphs).toBeGreaterThan(50);
  });

  it("show Northwind's logo as an inline PNG on its own cover", async () => {
    const [cover] = await s.sql<{ html: string; tenant_id: string }>(
      "select html, tenant_id from document_sections where id = $1",
      [DEMO_SECTION_IDS.northwindCover],
    );
    expect(cover?.tenant_id).toBe(DEMO_IDS.northwind);
    const src = /<img src="data:image\/png;base64,([^"]+)"/.exec(cover?.html ?? "")?.[1] ?? "";
    const png = Buffer.from(src, "base64");
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(464);
  });

  it("set the platform's defaults, and Northwind's own proposal as Northwind's", async () => {
    const contoso = await s.api("GET", "/document-settings", { token: await token("admin@msp2.demo") });
    expect(contoso.statusCode, contoso.body).toBe(200);
    const byType = (body: { items: { documentType: string }[] }) =>
      Object.fromEntries(body.items.map((i) => [i.documentType, i]));
    expect(byType(contoso.json())).toMatchObject({
      proposal: {
        templateId: DEMO_TEMPLATE_IDS.platformProposal,
        templateTitle: "Standard proposal",
        chosen: false,
      },
      agreement: { templateId: DEMO_TEMPLATE_IDS.platformAgreement, chosen: false, version: 0 },
      order_send: { templateId: null, templateTitle: null, chosen: false },
    });
    const northwind = await s.api("GET", "/document-settings", { token: await token("sales@msp.demo") });
    expect(byType(northwind.json())).toMatchObject({
      proposal: { templateId: DEMO_TEMPLATE_IDS.northwindProposal, chosen: true, version: 1 },
      agreement: { templateId: DEMO_TEMPLATE_IDS.platformAgreement, chosen: false },
    });
  });
});
