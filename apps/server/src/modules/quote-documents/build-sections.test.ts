import { describe, expect, it } from "vitest";
import { sectionsFromTemplate } from "./build-sections.ts";
import type { ItemText } from "./item-texts.ts";
import type { LibrarySectionRow, TemplateRow } from "./template-source.ts";

// The sections a document copies from its template (docs/documents.md "A quote's documents").

const lib = (id: string, sectionType: string, html = `<p>${id}</p>`) =>
  [id, { id, sectionType, title: id, html } as LibrarySectionRow] as const;
const template = (t: Partial<TemplateRow>): TemplateRow =>
  ({ id: "t", templateType: "dynamic", title: "T", html: "", sectionTypes: [], ...t }) as TemplateRow;
const ref = (sectionId: string, visibility: "visible" | "hidden" = "visible") => ({ sectionId, visibility });
const item = (sectionType: string, name: string): ItemText => ({
  productId: name,
  sectionType,
  name,
  html: "<p>x</p>",
});

describe("sectionsFromTemplate", () => {
  it("keys a repeated section type -2, skips deleted sections and sanitises the copies", () => {
    const library = new Map([
      lib("a", "cover", "<p>a</p><script>x</script>"),
      lib("b", "cover"),
      lib("c", "acceptance"),
    ]);
    const out = sectionsFromTemplate(
      template({ sectionTypes: [ref("a"), ref("gone"), ref("b", "hidden"), ref("c")] }),
      library,
      [],
    );
    expect(out).toEqual([
      { key: "cover", sectionType: "cover", title: "a", html: "<p>a</p>", visible: true },
      { key: "cover-2", sectionType: "cover", title: "b", html: "<p>b</p>", visible: false },
      { key: "acceptance", sectionType: "acceptance", title: "c", html: "<p>c</p>", visible: true },
    ]);
  });

  it("shows a hidden acceptance section and adds a missing one in the default order", () => {
    const hidden = sectionsFromTemplate(
      template({ sectionTypes: [ref("c", "hidden")] }),
      new Map([lib("c", "acceptance")]),
      [],
    );
    expect(hidden.map((s) => [s.key, s.visible])).toEqual([["acceptance", true]]);
    const missing = sectionsFromTemplate(
      template({ sectionTypes: [ref("a"), ref("z")] }),
      new Map([lib("a", "cover"), lib("z", "appendix")]),
      [],
    );
    expect(missing.map((s) => s.key)).toEqual(["cover", "acceptance", "appendix"]);
    const empty = sectionsFromTemplate(template({ sectionTypes: [ref("gone")] }), new Map(), []);
    expect(empty.map((s) => [s.key, s.visible])).toEqual([["acceptance", true]]);
  });

  it("appends item texts to their section, adding the section where the document has none", () => {
    const out = sectionsFromTemplate(
      template({ sectionTypes: [ref("a"), ref("s"), ref("c")] }),
      new Map([lib("a", "cover"), lib("s", "scopeOfServices"), lib("c", "acceptance")]),
      [item("scopeOfServices", "AP <install>"), item("warranty", "AP")],
    );
    expect(out.map((s) => s.key)).toEqual(["cover", "scopeOfServices", "warranty", "acceptance"]);
    expect(out[1]?.html).toBe('<p>s</p><div class="q2c-item-text"><h3>AP &lt;install&gt;</h3><p>x</p></div>');
  });

  it("makes a static template one body section that takes no item texts", () => {
    const out = sectionsFromTemplate(
      template({ templateType: "static", title: "MSA", html: "<p>Body</p><iframe></iframe>" }),
      new Map(),
      [item("scopeOfServices", "AP")],
    );
    expect(out).toEqual([
      { key: "body", sectionType: "body", title: "MSA", html: "<p>Body</p>", visible: true },
    ]);
  });
});
