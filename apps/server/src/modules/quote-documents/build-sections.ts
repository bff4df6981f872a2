import type { QuoteDocumentSection } from "@q2c/db";
import {
  ACCEPTANCE_SECTION,
  PROPOSAL_SECTION_TYPES,
  type ProposalSectionType,
  SECTION_TYPE_LABELS,
} from "@q2c/domain";
import { safeHtml } from "../../documents/safe-html.ts";
import { type ItemText, itemTextHtml } from "./item-texts.ts";
import type { LibrarySectionRow, TemplateRow } from "./template-source.ts";

/**
 * The sections a document copies from its template at generation (docs/documents.md "A quote's
 * documents"):
 * - dynamic: the template's library sections in its order, each with its visibility; key = the section
 *   type (-2, -3 ... when a type repeats). The acceptance section is added (visible, empty) when the
 *   template lacks it, and shown when the template hid it: a document holding sections must show it.
 * - static and custom: one section, key and sectionType `body`, holding the template's whole HTML; the
 *   signature block then prints at the end of the document.
 * Catalogue items' own texts are appended to the section of their type under the item's name; a dynamic
 * document without that section gets one, placed by the default section order. A static or custom
 * document has no sections for them to land in, so it takes none: its body is the template's as written.
 */

export const BODY_SECTION = "body";

const ORDER: readonly string[] = PROPOSAL_SECTION_TYPES;
const orderOf = (sectionType: string): number => {
  const at = ORDER.indexOf(sectionType);
  return at === -1 ? ORDER.length : at;
};
const labelOf = (sectionType: string): string =>
  SECTION_TYPE_LABELS[sectionType as ProposalSectionType] ?? sectionType;

/** A key for a section of this type not used yet in the document. */
export function nextKey(sections: readonly Pick<QuoteDocumentSection, "key">[], sectionType: string): string {
  const used = new Set(sections.map((s) => s.key));
  if (!used.has(sectionType)) return sectionType;
  let n = 2;
  while (used.has(`${sectionType}-${n}`)) n++;
  return `${sectionType}-${n}`;
}

/** Whether a document is made of library sections (and so must show the acceptance section). */
export const holdsSections = (sections: readonly Pick<QuoteDocumentSection, "sectionType">[]): boolean =>
  sections.some((s) => s.sectionType !== BODY_SECTION);

function withAcceptance(sections: QuoteDocumentSection[]): QuoteDocumentSection[] {
  if (!holdsSections(sections)) return sections;
  const at = sections.findIndex((s) => s.sectionType === ACCEPTANCE_SECTION);
  if (at !== -1) {
    return sections.map((s, i) => (i === at ? { ...s, visible: true } : s));
  }
  return insertByOrder(sections, acceptanceSection(sections));
}

const acceptanceSection = (sections: readonly QuoteDocumentSection[]): QuoteDocumentSection => ({
  key: nextKey(sections, ACCEPTANCE_SECTION),
  sectionType: ACCEPTANCE_SECTION,
  title: labelOf(ACCEPTANCE_SECTION),
  html: "",
  visible: true,
});

/** Inserts a section before the first section that comes after its type in the default order. */
function insertByOrder(
  sections: QuoteDocumentSection[],
  section: QuoteDocumentSection,
): QuoteDocumentSection[] {
  const at = sections.findIndex((s) => orderOf(s.sectionType) > orderOf(section.sectionType));
  return at === -1 ? [...sections, section] : [...sections.slice(0, at), section, ...sections.slice(at)];
}

function addItemTexts(sections: QuoteDocumentSection[], items: readonly ItemText[]): QuoteDocumentSection[] {
  if (!holdsSections(sections)) return sections;
  let out = sections;
  for (const item of items) {
    const html = itemTextHtml(item);
    const at = out.findIndex((s) => s.sectionType === item.sectionType);
    if (at === -1) {
      out = insertByOrder(out, {
        key: nextKey(out, item.sectionType),
        sectionType: item.sectionType,
        title: labelOf(item.sectionType),
        html,
        visible: true,
      });
    } else {
      out = out.map((s, i) => (i === at ? { ...s, html: `${s.html}${html}` } : s));
    }
  }
  return out;
}

export function sectionsFromTemplate(
  template: TemplateRow,
  library: ReadonlyMap<string, LibrarySectionRow>,
  items: readonly ItemText[],
): QuoteDocumentSection[] {
  let sections: QuoteDocumentSection[] = [];
  if (template.templateType === "dynamic") {
    for (const ref of template.sectionTypes) {
      const lib = library.get(ref.sectionId);
      if (!lib) continue;
      sections.push({
        key: nextKey(sections, lib.sectionType),
        sectionType: lib.sectionType,
        title: lib.title,
        html: safeHtml(lib.html),
        visible: ref.visibility === "visible",
      });
    }
    // A dynamic template whose sections are all gone still yields a document that can be signed.
    if (sections.length === 0) sections = [acceptanceSection([])];
  } else {
    sections = [
      {
        key: BODY_SECTION,
        sectionType: BODY_SECTION,
        title: template.title,
        html: safeHtml(template.html),
        visible: true,
      },
    ];
  }
  return withAcceptance(addItemTexts(sections, items));
}
