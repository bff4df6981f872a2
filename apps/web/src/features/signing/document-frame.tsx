import { Box } from "@mantine/core";
import { DOCUMENT_PAGE_WIDTH_PX } from "@q2c/domain";

/**
 * The frame's own layout, put before the server's (sanitised) HTML: the text wraps to the frame's width
 * (a phone's too), images and tables shrink to fit, and a wide table scrolls inside itself rather than
 * widening the page. Nothing here runs: the frame is sandboxed with no permission at all.
 */
const FRAME_STYLE = `<style>
html{-webkit-text-size-adjust:100%}
body{margin:0;padding:16px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;
font-size:15px;line-height:1.5;color:#1a1b1e;background:#fff;overflow-wrap:anywhere;word-break:normal}
.q2c-doc{max-width:${DOCUMENT_PAGE_WIDTH_PX}px;margin:0 auto}
img{max-width:100%;height:auto}
table{display:block;width:max-content;max-width:100%;overflow-x:auto;border-collapse:collapse}
td,th{padding:4px 6px;vertical-align:top}
.q2c-header,.q2c-footer{color:#5c5f66;font-size:13px}
.q2c-header{border-bottom:1px solid #dee2e6;margin-bottom:16px}
.q2c-footer{border-top:1px solid #dee2e6;margin-top:16px}
</style>`;

/** The srcdoc of a document: its header, body and footer inside the frame's layout. */
export function documentSrcDoc(parts: { html: string; headerHtml?: string; footerHtml?: string }): string {
  const header = parts.headerHtml ? `<header class="q2c-header">${parts.headerHtml}</header>` : "";
  const footer = parts.footerHtml ? `<footer class="q2c-footer">${parts.footerHtml}</footer>` : "";
  return `<!doctype html><html><head><meta charset="utf-8">${FRAME_STYLE}</head><body><div class="q2c-doc">${header}<main>${parts.html}</main>${footer}</div></body></html>`;
}

export interface DocumentFrameProps {
  /** The frame's accessible name (e.g. "Proposal to sign"). */
  title: string;
  html: string;
  headerHtml?: string;
  footerHtml?: string;
  /** CSS height; the document scrolls inside the frame. */
  height?: string;
}

/**
 * A document shown in a sandboxed iframe (`sandbox=""`: no scripts, no forms, no same origin, no
 * navigation of the page), from srcdoc. The server has sanitised the HTML already; the sandbox is the
 * second wall. The frame takes its container's width, so the document reflows on a narrow screen.
 */
export function DocumentFrame({ title, html, headerHtml, footerHtml, height = "70vh" }: DocumentFrameProps) {
  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      srcDoc={documentSrcDoc({ html, headerHtml, footerHtml })}
      referrerPolicy="no-referrer"
      w="100%"
      h={height}
      display="block"
      bd="1px solid var(--mantine-color-default-border)"
      style={{ borderRadius: "var(--mantine-radius-sm)", background: "#fff" }}
    />
  );
}
