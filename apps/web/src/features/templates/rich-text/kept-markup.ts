import { Extension, Node } from "@tiptap/core";

/**
 * What templates hold beyond the editor's own schema, kept through an edit so that changing one word does
 * not undo a layout: `style` on blocks, table parts and images (the server keeps an allowlist of CSS
 * properties), `div` blocks (covers and signature blocks lay out with them), and the page-number spans that
 * Chromium fills in headers and footers (`<span class="pageNumber">`, `<span class="totalPages">`).
 */

const STYLED = [
  "paragraph",
  "heading",
  "blockquote",
  "bulletList",
  "orderedList",
  "listItem",
  "table",
  "tableRow",
  "tableCell",
  "tableHeader",
  "image",
  "styledBlock",
];

/** A value that loads something (the browser writes every image reference as url(), also image-set's). */
const LOADS = /url\(/i;
/** Properties that lift text out of the page's flow, over the app around the editor. */
const OUT_OF_FLOW = /^(?:position|inset|top|right|bottom|left|z-index)$/i;

/**
 * The style an element keeps in the editor: its declarations as the browser parsed them, less any that
 * load something (a remote image would be fetched while the text is edited: a tracking pixel in pasted
 * HTML) or that would lay it over the page. The server's allowlist decides what is saved; this keeps the
 * editor itself from acting on what it has not seen yet.
 */
export function keptStyleOf(element: HTMLElement): string | null {
  const { style } = element;
  for (const property of Array.from({ length: style.length }, (_, i) => style.item(i))) {
    if (LOADS.test(style.getPropertyValue(property)) || OUT_OF_FLOW.test(property))
      style.removeProperty(property);
  }
  return style.cssText || null;
}

export const KeptStyle = Extension.create({
  name: "keptStyle",
  addGlobalAttributes() {
    return [
      {
        types: STYLED,
        attributes: {
          style: {
            default: null,
            parseHTML: (element) => keptStyleOf(element),
            renderHTML: (attributes) => (attributes.style ? { style: attributes.style } : {}),
          },
        },
      },
    ];
  },
});

/** A `div` around blocks (a cover's spacing, a signature block's frame). */
export const StyledBlock = Node.create({
  name: "styledBlock",
  group: "block",
  content: "block+",
  defining: true,
  parseHTML() {
    return [{ tag: "div" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["div", HTMLAttributes, 0];
  },
});

export const PAGE_FIELDS = ["pageNumber", "totalPages"] as const;
export type PageFieldKind = (typeof PAGE_FIELDS)[number];
export const PAGE_FIELD_LABELS: Record<PageFieldKind, string> = {
  pageNumber: "Page number",
  totalPages: "Total pages",
};

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    pageField: {
      /** Inserts the page number (or the page count) that the PDF prints in a header or footer. */
      insertPageField: (kind: PageFieldKind) => ReturnType;
    };
  }
}

/**
 * A header's or footer's page number or page count: an empty span the PDF renderer fills, shown in the
 * editor as a token so that it can be seen, moved and deleted.
 */
export const PageField = Node.create({
  name: "pageField",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return { kind: { default: "pageNumber" as PageFieldKind, rendered: false } };
  },
  parseHTML() {
    return PAGE_FIELDS.map((kind) => ({ tag: `span.${kind}`, attrs: { kind } }));
  },
  renderHTML({ node }) {
    return ["span", { class: node.attrs.kind }];
  },
  renderText({ node }) {
    return `[${PAGE_FIELD_LABELS[node.attrs.kind as PageFieldKind]}]`;
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement("span");
      dom.textContent = `[${PAGE_FIELD_LABELS[node.attrs.kind as PageFieldKind]}]`;
      dom.setAttribute("data-page-field", node.attrs.kind);
      dom.style.cssText = "background: var(--mantine-color-gray-1); border-radius: 4px; padding: 0 4px;";
      return { dom };
    };
  },
  addCommands() {
    return {
      insertPageField:
        (kind) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { kind } }),
    };
  },
});
