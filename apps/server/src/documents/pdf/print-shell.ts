import { DOCUMENT_PAGE_WIDTH_PX } from "@q2c/domain";

/**
 * The page around a document's HTML when it is printed (issue #17 §2): US Letter, the document width of
 * 816 px (domain §9; Letter is 8.5 in at 96 px an inch, so the page and the editor's sheet are one width),
 * side margins inside the page as padding, top and bottom margins that hold the header and footer. The
 * styles here are ours; the document's own HTML brings only allowlisted inline styles.
 */

/** Space kept above and below each page's content for the header and footer. */
export const PRINT_MARGIN_Y = "0.75in";
/** The side padding of the document inside its 816 px page. */
export const PRINT_PADDING_X_PX = 48;

const BASE_STYLE = [
  "@page{size:Letter}",
  "html,body{margin:0;padding:0;background:#fff}",
  `body{width:${DOCUMENT_PAGE_WIDTH_PX}px;box-sizing:border-box;padding:0 ${PRINT_PADDING_X_PX}px;`,
  "font-family:Arial,'Liberation Sans',Helvetica,sans-serif;font-size:14px;line-height:1.45;color:#1d1d1f}",
  "img{max-width:100%;height:auto}",
  "table{border-collapse:collapse;max-width:100%}",
  "td,th{vertical-align:top}",
  "h1,h2,h3,h4{break-after:avoid;page-break-after:avoid}",
  "tr,img{break-inside:avoid;page-break-inside:avoid}",
].join("");

/**
 * One more layer under the renderer's own: a policy that lets the page load nothing but data: images and
 * inline styles (a policy the document adds can only narrow it).
 */
const POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:";

/** A whole HTML page around a body fragment; `extraStyle` is the caller's own (certificate pages). */
export function printPage(bodyHtml: string, extraStyle = ""): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${POLICY}"><style>${BASE_STYLE}${extraStyle}</style></head><body>${bodyHtml}</body></html>`;
}

// Header and footer templates are printed apart from the page: page styles do not reach them, so every
// style is inline. Chromium fills the elements of class pageNumber and totalPages on each page.
const BAND = `width:100%;box-sizing:border-box;padding:0 ${PRINT_PADDING_X_PX}px;font-family:Arial,'Liberation Sans',Helvetica,sans-serif;font-size:9px;line-height:1.3;color:#444;-webkit-print-color-adjust:exact;print-color-adjust:exact`;

/** The header band of every page: the document's header HTML (sanitised and merge-filled by the caller). */
export function headerTemplate(headerHtml: string): string {
  return `<div style="${BAND}">${headerHtml}</div>`;
}

/** The footer band of every page: the document's footer HTML, and the page number at the right. */
export function footerTemplate(footerHtml: string): string {
  return (
    `<div style="${BAND};display:flex;justify-content:space-between;align-items:flex-end;gap:12px">` +
    `<div style="flex:1">${footerHtml}</div>` +
    `<div style="white-space:nowrap">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>` +
    "</div>"
  );
}
