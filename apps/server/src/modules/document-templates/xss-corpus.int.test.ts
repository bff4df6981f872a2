import { describe, expect, it } from "vitest";
import { inertHtmlProblems } from "../../documents/inert-html.ts";
import { XSS_CORPUS } from "../../documents/xss-corpus.ts";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { createTestProject } from "../../test/project-helpers.ts";

// Issue #17 §5: every vector of the corpus saved through the API into a template (body, header and footer)
// and a content-library section. What is stored, what the API answers and what the preview shows hold no
// executable element, attribute, scheme or CSS, checked by the strict post-condition of inert-html.ts.

const s = useTestServer();
const token = tokensFor(() => s);

const assertInert = (what: string, html: string) =>
  expect(inertHtmlProblems(html), `${what}: ${html}`).toEqual([]);

describe("the XSS corpus through the templates API", () => {
  it("is stored, answered and previewed inert in templates and sections", { timeout: 300_000 }, async () => {
    const editor = await token("editor@msp.demo");
    for (const [i, v] of XSS_CORPUS.entries()) {
      const template = await s.api("POST", "/templates", {
        token: editor,
        body: {
          templateType: "static",
          type: "proposal",
          title: `XSS ${i}`,
          html: v.html,
          headerHtml: v.html,
          footerHtml: v.html,
        },
      });
      expect(template.statusCode, `${v.name}: ${template.body}`).toBe(201);
      const section = await s.api("POST", "/document-sections", {
        token: editor,
        body: { sectionType: "appendix", title: `XSS ${i}`, html: v.html },
      });
      expect(section.statusCode, `${v.name}: ${section.body}`).toBe(201);
      const [stored] = await s.sql<{ html: string; header_html: string; footer_html: string }>(
        "select html, header_html, footer_html from document_templates where id = $1",
        [template.json().id],
      );
      const [storedSection] = await s.sql<{ html: string }>(
        "select html from document_sections where id = $1",
        [section.json().id],
      );
      for (const [what, html] of [
        ["stored template", stored?.html ?? ""],
        ["stored header", stored?.header_html ?? ""],
        ["stored footer", stored?.footer_html ?? ""],
        ["stored section", storedSection?.html ?? ""],
        ["answered template", template.json().html],
        ["answered section", section.json().html],
      ] as const) {
        assertInert(`${v.name}, ${what}`, html);
      }
      const preview = await s.api("POST", "/templates/preview", {
        token: editor,
        body: {
          templateId: template.json().id,
          sectionTypes: [{ sectionId: section.json().id, visibility: "visible" }],
        },
      });
      expect(preview.statusCode, preview.body).toBe(200);
      for (const part of ["html", "headerHtml", "footerHtml"] as const) {
        assertInert(`${v.name}, preview ${part}`, preview.json()[part]);
      }
    }
  });

  it("prints a quote's values literally and inertly, whatever they look like", {
    timeout: 120_000,
  }, async () => {
    const quote = await createTestProject(s, token);
    const sales = await token("sales@msp.demo");
    const values = [
      ...XSS_CORPUS.slice(0, 40).map((v) => v.html),
      "{{__proto__}}",
      "{{constructor}}",
      "{{pricingTable}}",
    ];
    for (const value of values) {
      await s.sql("update projects set deal_name = $1 where id = $2", [value, quote.id]);
      const res = await s.api("POST", "/templates/preview", {
        token: sales,
        body: {
          html: '<p>{{dealName}}</p><p><a href="{{dealName}}">link</a></p>',
          headerHtml: "<p>{{dealName}}</p>",
          quoteId: quote.id,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { html, headerHtml } = res.json();
      assertInert(value, html);
      assertInert(value, headerHtml);
      // The value is text: the header's paragraph holds exactly it, the braces included.
      const text = /^<p>([\s\S]*)<\/p>$/.exec(headerHtml)?.[1] ?? "";
      expect(
        text
          .replaceAll("&amp;", "&")
          .replaceAll("&lt;", "<")
          .replaceAll("&gt;", ">")
          .replaceAll("&quot;", '"'),
        value,
      ).toBe(value);
    }
  });
});
