/**
 * Cross-site scripting vectors against user-authored document HTML (issue #17 §5): saved into templates and
 * sections by xss-corpus.int.test.ts, and exported for the browser tests of the editor, the preview and the
 * signing page and for the PDF renderer's tests. Each script payload sets the canary global and opens a
 * dialog, so a browser test listens for both; each remote reference points at the canary URL, so a test
 * server there counts requests (nothing may reach it); `file://` references name a local file.
 *
 * Families: script, event handlers, javascript:/vbscript:/data: URLs, svg, math, frames and plugins, forms,
 * meta refresh, base, link, style (url(), @import, expression, bindings), srcset, mutation XSS (noscript,
 * template, mglyph and namespace confusion, raw-text elements), entity-encoded schemes, comments and CDATA,
 * nested and unclosed tags.
 */

export interface XssVector {
  name: string;
  html: string;
  /** Inert by design (escaped text): the strict post-condition finds nothing in it even unsanitised. */
  inert?: true;
}

/** The global every script payload sets: a browser test asserts it stays undefined. */
export const XSS_CANARY_GLOBAL = "__q2cXss";
/** The script every vector tries to run: sets the canary and opens a dialog. No quotes, so it fits anywhere. */
export const XSS_PAYLOAD = `self.${XSS_CANARY_GLOBAL}=1,alert(1)`;

/**
 * The corpus with remote references at `canaryUrl` (a test server on 127.0.0.1 that must receive nothing)
 * and local ones at `fileUrl`.
 */
export function xssVectors(
  canaryUrl = "http://127.0.0.1:9/canary",
  fileUrl = "file:///etc/passwd",
): readonly XssVector[] {
  const J = XSS_PAYLOAD;
  const C = canaryUrl;
  const b64 = (text: string) => Buffer.from(text).toString("base64");
  const entities = (text: string, hex = false) =>
    [...text].map((c) => (hex ? `&#x${c.charCodeAt(0).toString(16)};` : `&#${c.charCodeAt(0)};`)).join("");
  const v = (name: string, html: string): XssVector => ({ name, html });
  return [
    // Script elements.
    v("script", `<script>${J}</script>`),
    v("script src", `<SCRIPT SRC=${C}/x.js></SCRIPT>`),
    v("script in paragraph", `<p>before<script>${J}</script>after</p>`),
    v("script split by comment", `<script>/*</script><script>*/${J}</script>`),
    v("script nested in its name", `<scr<script>ipt>${J}</scr</script>ipt>`),
    v("script doubled brackets", `<<script>script>${J}<</script>/script>`),
    v("script module", `<script type="module">${J}</script>`),
    v("script slash attribute", `<script/xss src=${C}/y.js></script>`),
    v("script document.write", `<script>document.write('<img src=${C}/w>')</script>`),
    v("script unclosed", `<script>${J}`),
    // Event handlers.
    v("img onerror", `<img src=x onerror=${J}>`),
    v("img onerror quoted", `<img src="x" onerror="${J}">`),
    v("img onerror upper case", `<IMG SRC=x ONERROR=${J}>`),
    v("img onerror slashes", `<img/src=x/onerror=${J}>`),
    v("img onerror spaced", `<img src=x onerror  =  ${J}>`),
    v("img onload data", `<img src="data:image/png;base64,iVBORw0KGgo=" onload="${J}">`),
    v("body onload", `<body onload=${J}>`),
    v("details ontoggle", `<details open ontoggle=${J}><summary>x</summary></details>`),
    v("input autofocus onfocus", `<input autofocus onfocus=${J}>`),
    v("select autofocus onfocus", `<select autofocus onfocus=${J}></select>`),
    v("textarea autofocus onfocus", `<textarea autofocus onfocus=${J}></textarea>`),
    v("keygen onfocus", `<keygen autofocus onfocus=${J}>`),
    v("video source onerror", `<video><source onerror=${J}></video>`),
    v("audio onerror", `<audio src=x onerror=${J}></audio>`),
    v("marquee onstart", `<marquee onstart=${J}>x</marquee>`),
    v("paragraph onmouseover", `<p onmouseover="${J}">hover</p>`),
    v("anchor onclick", `<a href="https://example.com" onclick="${J}">x</a>`),
    v("div onpointerenter", `<div onpointerenter=${J}>x</div>`),
    v("table cell onmouseover", `<table><tr><td onmouseover=${J}>x</td></tr></table>`),
    v("heading onanimationstart", `<h1 style="animation-name:x" onanimationstart=${J}>x</h1>`),
    v("mailto link onclick", `<a href="mailto:a@example.com" onclick=${J}>mail</a>`),
    v("attribute glued to previous", `<p title="x"onmouseover=${J}>x</p>`),
    v("img onerror eval src", `<img src=x:alert(1) onerror=eval(src)>`),
    v("handler entity encoded", `<img src=x onerror="${entities("alert(1)", true)}">`),
    // javascript:, vbscript: and data: URLs.
    v("href javascript", `<a href="javascript:${J}">x</a>`),
    v("href javascript mixed case", `<a href="JaVaScRiPt:${J}">x</a>`),
    v("href javascript leading space", `<a href=" javascript:${J}">x</a>`),
    v("href javascript control character", `<a href="\u0001javascript:${J}">x</a>`),
    v("href javascript tab inside", `<a href="java\tscript:${J}">x</a>`),
    v("href javascript tab entity", `<a href="java&#x09;script:${J}">x</a>`),
    v("href javascript newline entity", `<a href="jav&#x0A;ascript:${J}">x</a>`),
    v("href javascript decimal entities", `<a href="${entities("javascript:")}${J}">x</a>`),
    v("href javascript hex entities", `<a href="${entities("javascript:", true)}${J}">x</a>`),
    v("href javascript padded entities", `<a href="javascript&#0000058${J}">x</a>`),
    v("href javascript colon entity", `<a href="javascript&colon;${J}">x</a>`),
    v("href javascript comment newline", `<a href="javascript://%0a${J}">x</a>`),
    v("href vbscript", `<a href="vbscript:msgbox(1)">x</a>`),
    v("href data html", `<a href="data:text/html,<script>${J}</script>">x</a>`),
    v("href data html base64", `<a href="data:text/html;base64,${b64(`<script>${J}</script>`)}">x</a>`),
    v("href protocol relative", `<a href="//127.0.0.1:9/canary">x</a>`),
    v("href file", `<a href="${fileUrl}">x</a>`),
    v("img src javascript", `<img src="javascript:${J}">`),
    v("img src svg data", `<img src="data:image/svg+xml;base64,${b64(`<svg onload="${J}"/>`)}">`),
    v("img src html data", `<img src="data:text/html;base64,${b64(`<script>${J}</script>`)}">`),
    v("img src remote", `<img src="${C}/pixel.png">`),
    v("img src file", `<img src="${fileUrl}">`),
    v("area href javascript", `<map name=m><area shape=rect coords=0,0,9,9 href=javascript:${J}></map>`),
    v("anchor xlink href", `<a xlink:href="javascript:${J}">x</a>`),
    v("anchor ping", `<a href="https://example.com" ping="${C}/ping">x</a>`),
    // SVG.
    v("svg onload", `<svg onload=${J}>`),
    v("svg script", `<svg><script>${J}</script></svg>`),
    v("svg anchor xlink", `<svg><a xlink:href="javascript:${J}"><text x="20" y="20">x</text></a></svg>`),
    v("svg animate onbegin", `<svg><animate onbegin=${J} attributeName=x dur=1s>`),
    v("svg set href", `<svg><a><set attributeName=href to=javascript:${J} /><text y=20>x</text></a></svg>`),
    v(
      "svg foreignObject iframe",
      `<svg><foreignObject><iframe src="javascript:${J}"></iframe></foreignObject></svg>`,
    ),
    v("svg image remote", `<svg><image href="${C}/svg.png" /></svg>`),
    v(
      "svg use data",
      `<svg><use href="data:image/svg+xml;base64,${b64(`<svg id="x" onload="${J}"/>`)}#x" /></svg>`,
    ),
    // MathML.
    v("math href", `<math href="javascript:${J}"><mi>x</mi></math>`),
    v(
      "math maction",
      `<math><maction actiontype="statusline" xlink:href="javascript:${J}">x</maction></math>`,
    ),
    v("math mglyph style", `<math><mtext><table><mglyph><style><img src=x onerror=${J}>`),
    v("math style", `<math><style><img src=x onerror=${J}></style></math>`),
    // Frames, plugins.
    v("iframe javascript", `<iframe src="javascript:${J}"></iframe>`),
    v("iframe srcdoc", `<iframe srcdoc="<script>${J}</script>"></iframe>`),
    v("iframe remote", `<iframe src="${C}/frame"></iframe>`),
    v("iframe file", `<iframe src="${fileUrl}"></iframe>`),
    v("object javascript", `<object data="javascript:${J}"></object>`),
    v("object remote", `<object data="${C}/object" type="text/html"></object>`),
    v("embed javascript", `<embed src="javascript:${J}">`),
    v("embed remote", `<embed src="${C}/embed.swf">`),
    v("frameset onload", `<frameset onload=${J}><frame src="${C}/frame"></frameset>`),
    v("applet", `<applet code="X" codebase="${C}/"></applet>`),
    // Forms.
    v("form action javascript", `<form action="javascript:${J}"><button>x</button></form>`),
    v("form action remote", `<form action="${C}/form"><input type=submit></form>`),
    v("button formaction", `<form><button formaction="javascript:${J}">x</button></form>`),
    v("input image remote", `<input type="image" src="${C}/input.png">`),
    v("isindex", `<isindex action=javascript:${J} type=image>`),
    // Meta, base, link.
    v("meta refresh javascript", `<meta http-equiv="refresh" content="0;url=javascript:${J}">`),
    v("meta refresh remote", `<meta http-equiv="refresh" content="0;url=${C}/meta">`),
    v("meta charset utf-7", `<meta charset="x-imap4-modified-utf7">+ADw-script+AD4-${J}+ADw-/script+AD4-`),
    v("base javascript", `<base href="javascript:${J}//"><a href="x">x</a>`),
    v("base remote", `<base href="${C}/"><a href="x">x</a>`),
    v("link stylesheet", `<link rel="stylesheet" href="${C}/style.css">`),
    v("link import", `<link rel="import" href="${C}/import.html">`),
    v("link prefetch", `<link rel="prefetch" href="${C}/prefetch">`),
    // Style.
    v("style import", `<style>@import '${C}/import.css';</style>`),
    v("style background url", `<style>body{background:url(${C}/bg.png)}</style>`),
    v("style attribute url", `<p style="background:url(${C}/p.png)">x</p>`),
    v(
      "style attribute background-image javascript",
      `<p style="background-image:url(javascript:${J})">x</p>`,
    ),
    v("style expression", `<p style="width:expression(${J})">x</p>`),
    v("style expression comment", `<p style="color:/**/expression(${J})">x</p>`),
    v("style behavior", `<p style="behavior:url(${C}/x.htc)">x</p>`),
    v("style moz binding", `<p style="-moz-binding:url(${C}/x.xml#x)">x</p>`),
    v("style escaped url", `<p style="color:red;background:u\\rl(${C}/e.png)">x</p>`),
    v("style entity url", `<p style="background:url&#40;${C}/ent.png&#41;">x</p>`),
    v("style list image", `<p style="list-style-image:url(${C}/li.png)">x</p>`),
    v("style import in attribute", `<div style="color:red;@import '${C}/a.css'">x</div>`),
    v(
      "style image-set",
      `<p style="background-color:red;background-image:image-set('${C}/set.png' 1x)">x</p>`,
    ),
    v("style breaks out of attribute", `<p style="font-family:'x';}</style><script>${J}</script>">x</p>`),
    v("style content url", `<p style="content:url(${C}/content.png)">x</p>`),
    v("style position overlay", `<p style="position:fixed;top:0;left:0;width:100%;height:100%">x</p>`),
    v("style file url", `<p style="background:url(${fileUrl})">x</p>`),
    // srcset.
    v("img srcset remote", `<img src="data:image/png;base64,iVBORw0KGgo=" srcset="${C}/srcset.png 1x">`),
    v("img srcset javascript", `<img srcset="javascript:${J} 1x">`),
    v("picture source srcset", `<picture><source srcset="${C}/picture.png"><img src="x"></picture>`),
    v("video poster", `<video poster="${C}/poster.png"></video>`),
    v("table background", `<table background="${C}/table.png"><tr><td>x</td></tr></table>`),
    // Mutation XSS: raw-text and escapable raw-text elements, noscript, template, namespace confusion.
    v("noscript title", `<noscript><p title="</noscript><img src=x onerror=${J}>"></noscript>`),
    v("template", `<template><img src=x onerror=${J}></template>`),
    v(
      "mglyph comment",
      `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${J}&gt;">`,
    ),
    v("svg style escape", `<svg></p><style><a id="</style><img src=1 onerror=${J}>">`),
    v("form math namespace", `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${J}>`),
    v("svg paragraph breakout", `<svg><p><style><img src=x onerror=${J}></style></p></svg>`),
    v("xmp title", `<xmp><p title="</xmp><img src=x onerror=${J}>"></xmp>`),
    v("noembed title", `<noembed><img title="</noembed><img src=x onerror=${J}>"></noembed>`),
    v("noframes title", `<noframes><img title="</noframes><img src=x onerror=${J}>"></noframes>`),
    v("textarea title", `<textarea><img title="</textarea><img src=x onerror=${J}>"></textarea>`),
    v("title element", `<title><img title="</title><img src=x onerror=${J}>"></title>`),
    v("iframe content", `<iframe><img title="</iframe><img src=x onerror=${J}>"></iframe>`),
    v("style element title", `<style><img title="</style><img src=x onerror=${J}>"></style>`),
    v("plaintext", `<plaintext><img src=x onerror=${J}>`),
    v("listing", `<listing>&lt;img src=x onerror=${J}&gt;</listing>`),
    v("table style foster", `<table><tr><td><style></td></tr></table><img src=x onerror=${J}>`),
    v("select style", `<select><style></select><img src=x onerror=${J}></style></select>`),
    // Entity-encoded text stays text.
    { name: "escaped script text", html: `&lt;script&gt;${J}&lt;/script&gt;`, inert: true },
    { name: "escaped handler text", html: `<p>&lt;img src=x onerror=${J}&gt;</p>`, inert: true },
    // Comments, CDATA, processing instructions.
    v("comment script", `<!--<script>${J}</script>-->`),
    v("conditional comment", `<!--[if gte IE 4]><script>${J}</script><![endif]-->`),
    v("comment bang close", `<!-- --!><img src=x onerror=${J}> -->`),
    v("comment in paragraph", `<p><!--</p><img src=x onerror=${J}>--></p>`),
    v("cdata", `<![CDATA[<script>${J}</script>]]>`),
    v("cdata in svg", `<svg><![CDATA[</svg><img src=x onerror=${J}>]]></svg>`),
    v("processing instruction", `<?xml version="1.0"?><script>${J}</script>`),
    v("doctype", `<!DOCTYPE html><script>${J}</script>`),
    // Nested and unclosed tags.
    v("nested unclosed link", `<div><p><b><i><a href="javascript:${J}">x`),
    v("unclosed img", `<img src=x onerror=${J}`),
    v("unclosed anchor attribute", `<a href="javascript:${J}"`),
    v("tag inside tag", `<div <img src=x onerror=${J}>>x</div>`),
    v("doubled angle brackets", `<<img src=x onerror=${J}>>`),
    v("quotes before script", `<img """><script>${J}</script>">`),
    v("bold before script", `<b <script>${J}</script>0`),
    v("deeply nested", `${"<div>".repeat(60)}<img src=x onerror=${J}>${"</div>".repeat(60)}`),
    v("unknown element handler", `<q2c-widget onclick=${J}>x</q2c-widget>`),
    v("data attribute javascript", `<div data-href="javascript:${J}" id="x">x</div>`),
    v("prototype ids", `<p id="__proto__" name="constructor" class="x">x</p>`),
  ];
}

/** The corpus with the default canary and file references. */
export const XSS_CORPUS: readonly XssVector[] = xssVectors();
