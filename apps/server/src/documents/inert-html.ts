import { createRequire } from "node:module";

/**
 * A strict post-condition for HTML that documents store, preview, sign and print (issue #17 §5): parsed the
 * way a browser parses it (jsdom, the HTML standard's parser), every node is checked against an allowlist
 * written independently of the sanitiser's (documents/safe-html.ts), so a test that runs the sanitiser's
 * output through it does not merely restate the sanitiser. Test support: jsdom is a development
 * dependency, loaded only when this is called.
 *
 * Problems reported: an element outside the allowlist or outside the HTML namespace (svg, math), an
 * attribute outside its tag's list (every on* handler), a link other than http, https, mailto, a fragment
 * or a relative path, an image other than a data: PNG, JPEG or WebP, a style property outside the list or
 * a style value that loads or runs anything, a comment, and HTML that parses differently a second time
 * (mutation XSS).
 */

type JsdomModule = { JSDOM: new (html: string) => { window: Window & typeof globalThis } };
const require = createRequire(import.meta.url);
let parser: DOMParser | undefined;
/** One jsdom window's DOMParser: a document per call is far cheaper than a window per call. */
const parseDocument = (html: string): Document => {
  if (!parser) {
    const { JSDOM } = require("jsdom") as JsdomModule;
    parser = new new JSDOM("").window.DOMParser();
  }
  return parser.parseFromString(html, "text/html");
};
/** The fragment as the body of a page, as previews, signing pages and PDFs place it. */
const parse = (html: string): Document =>
  parseDocument(`<!doctype html><html><head></head><body>${html}</body></html>`);

const HTML_NS = "http://www.w3.org/1999/xhtml";

const TAGS = new Set(
  [
    "h1 h2 h3 h4 h5 h6 p div span section br hr blockquote pre code ul ol li b strong i em u s strike sub sup",
    "small mark a img figure figcaption table thead tbody tfoot tr th td caption colgroup col",
  ]
    .join(" ")
    .split(" "),
);

const ATTRIBUTES: Record<string, readonly string[]> = {
  "*": ["style", "class"],
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "width", "height"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
  col: ["span"],
  colgroup: ["span"],
  ol: ["start"],
};

const STYLE_PROPERTIES = new Set(
  [
    "color background-color font-family font-size font-style font-weight line-height letter-spacing",
    "text-align text-decoration text-transform vertical-align white-space width min-width max-width height",
    "min-height max-height margin margin-top margin-right margin-bottom margin-left padding padding-top",
    "padding-right padding-bottom padding-left border border-top border-right border-bottom border-left",
    "border-color border-style border-width border-collapse border-spacing border-radius display float clear",
    "list-style-type page-break-before page-break-after page-break-inside break-before break-after break-inside",
  ]
    .join(" ")
    .split(" "),
);

/** Anything in a style value that could load a resource or run code, in any browser old or new. */
const STYLE_DANGER =
  /url\s*\(|image-set|image\(|expression|@import|javascript:|vbscript:|behavior|binding|\\|\/\*|<|>/i;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/=\s]+$/;
const BASE = "https://relative.invalid/";

function linkProblem(value: string): string | undefined {
  // A link to another host without a scheme of its own is not a relative path: the sanitiser drops it.
  if (/^\s*[\\/]{2}/.test(value)) return `protocol-relative link ${JSON.stringify(value)}`;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return `unparsable link ${JSON.stringify(value)}`;
  }
  if (url.href.startsWith(BASE)) return undefined;
  return ["http:", "https:", "mailto:"].includes(url.protocol) ? undefined : `link scheme ${url.protocol}`;
}

function attributeProblem(tag: string, name: string, value: string): string | undefined {
  const allowed = ATTRIBUTES[tag] ?? [];
  if (!ATTRIBUTES["*"]?.includes(name) && !allowed.includes(name)) return `attribute ${tag}[${name}]`;
  if (name === "href") return linkProblem(value);
  if (name === "src" && !DATA_IMAGE.test(value)) return `image source ${value.slice(0, 40)}`;
  return undefined;
}

function styleProblems(el: HTMLElement): string[] {
  const raw = el.getAttribute("style") ?? "";
  const problems: string[] = [];
  if (STYLE_DANGER.test(raw)) problems.push(`style value ${JSON.stringify(raw.slice(0, 60))}`);
  for (const declaration of raw.split(";")) {
    const property = declaration.split(":")[0]?.trim().toLowerCase() ?? "";
    if (property && !STYLE_PROPERTIES.has(property)) problems.push(`style property ${property}`);
  }
  return problems;
}

function walk(node: Node, problems: string[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 8) problems.push("comment");
    else if (child.nodeType === 4 || child.nodeType === 7) problems.push("CDATA or processing instruction");
    if (child.nodeType !== 1) continue;
    const el = child as HTMLElement;
    const tag = el.localName;
    if (el.namespaceURI !== HTML_NS) problems.push(`element ${tag} in ${el.namespaceURI}`);
    else if (!TAGS.has(tag)) problems.push(`element ${tag}`);
    for (const attr of Array.from(el.attributes)) {
      const problem = attributeProblem(tag, attr.name.toLowerCase(), attr.value);
      if (problem) problems.push(problem);
    }
    if (el.hasAttribute("style")) problems.push(...styleProblems(el));
    walk(el, problems);
  }
}

/** The problems of a parsed page: nothing in its head, no attributes on its own elements, a safe body. */
function pageProblems(doc: Document): string[] {
  const problems: string[] = [];
  if (doc.head?.childNodes.length) problems.push("content in the head");
  // A <body> or <html> tag in the fragment lends its attributes (onload, ...) to the page's own.
  for (const el of [doc.documentElement, doc.head, doc.body]) {
    for (const attr of Array.from(el?.attributes ?? []))
      problems.push(`attribute ${el?.localName}[${attr.name}]`);
  }
  for (const child of Array.from(doc.documentElement.children)) {
    if (child !== doc.head && child !== doc.body) problems.push(`element ${child.localName} beside the body`);
  }
  if (doc.body) walk(doc.body, problems);
  return problems;
}

/**
 * The problems of an HTML fragment, empty when it is inert: parsed as the body of a page and, in case a
 * renderer takes it as the whole page, on its own (a leading <frameset> or <meta> then counts too).
 */
export function inertHtmlProblems(html: string): string[] {
  const inBody = parse(html);
  const problems = [...pageProblems(inBody), ...pageProblems(parseDocument(html))];
  const serialised = inBody.body.innerHTML;
  if (parse(serialised).body.innerHTML !== serialised) problems.push("parses differently a second time");
  return [...new Set(problems)];
}
