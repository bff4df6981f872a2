import sanitizeHtml from "sanitize-html";

/**
 * The one allowlist for user-authored HTML (templates, sections, generated documents; issue #17 §1 and
 * shared/research/documents-esign.md §4). Run on save and again on render. Headings, paragraphs, lists,
 * inline formatting, links (http, https, mailto), images as data: PNG/JPEG/WebP, tables; `style` only with
 * allowlisted properties whose values hold no `url(`, `expression`, `@import` or escapes. Never script,
 * style, link, meta, base, iframe, object, embed, form or svg: they are not allowed, so they are dropped
 * with their content.
 */

const TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "div",
  "span",
  "section",
  "br",
  "hr",
  "blockquote",
  "pre",
  "code",
  "ul",
  "ol",
  "li",
  "b",
  "strong",
  "i",
  "em",
  "u",
  "s",
  "strike",
  "sub",
  "sup",
  "small",
  "mark",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "colgroup",
  "col",
];

/** Tags whose content goes with them (sanitize-html keeps the text of other dropped tags). */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "template",
  "title",
  "xmp",
  "noembed",
  "noframes",
  "plaintext",
];

/** A CSS value: no url(, expression, @import, backslash escapes, comments or angle brackets. */
const SAFE_VALUE =
  /^(?!.*(?:url\s*\(|expression|@import|\\|\/\*|<|>|javascript:|behavior|-moz-binding))[^;{}]*$/i;
const LENGTH_OR_WORD = [SAFE_VALUE];

const STYLE_PROPERTIES = [
  "color",
  "background-color",
  "font-family",
  "font-size",
  "font-style",
  "font-weight",
  "line-height",
  "letter-spacing",
  "text-align",
  "text-decoration",
  "text-transform",
  "vertical-align",
  "white-space",
  "width",
  "min-width",
  "max-width",
  "height",
  "min-height",
  "max-height",
  "margin",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "border",
  "border-top",
  "border-right",
  "border-bottom",
  "border-left",
  "border-color",
  "border-style",
  "border-width",
  "border-collapse",
  "border-spacing",
  "border-radius",
  "display",
  "float",
  "clear",
  "list-style-type",
  "page-break-before",
  "page-break-after",
  "page-break-inside",
  "break-before",
  "break-after",
  "break-inside",
];

const allowedStyles = { "*": Object.fromEntries(STYLE_PROPERTIES.map((p) => [p, LENGTH_OR_WORD])) };

/** data: images of the three raster types, base64 only. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/=\s]+$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: {
    "*": ["style", "class"],
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    col: ["span"],
    colgroup: ["span"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["data"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedStyles,
  parseStyleAttributes: true,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: "discard",
  enforceHtmlBoundary: false,
  exclusiveFilter: (frame) => frame.tag === "img" && !DATA_IMAGE.test(frame.attribs.src ?? ""),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: "noopener noreferrer nofollow",
        ...(attribs.target ? { target: "_blank" } : {}),
      },
    }),
  },
};

/** The allowlisted HTML of a user-authored text. */
export function safeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
