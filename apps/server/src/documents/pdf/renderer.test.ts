import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium } from "../../../../../scripts/ensure-tools.mjs";
import { type Canary, startCanary } from "../../test/canary-server.ts";
import { pdfInfo, pdfPagesText } from "../../test/poppler.ts";
import { createPdfRenderer, PdfRenderError, type PdfRenderer } from "./renderer.ts";

// The PDF renderer with the system Chromium (issue #17 §2, §5): Letter pages with the header and footer on
// every page, caps on time and pages, and isolation. The isolation test renders RAW HTML (no safeHtml), so
// it proves the second layer on its own: a canary server on 127.0.0.1 sees no connection while documents
// pointing at it print, and file:// references print nothing.

const chromiumPath = findChromium();
let renderer: PdfRenderer;
let canary: Canary;
const dir = mkdtempSync(join(tmpdir(), "q2c-renderer-"));
const SECRET = "SECRET-MARKER-7f3a";
const LEAK = "CANARY-LEAK-51c2";

beforeAll(async () => {
  if (!chromiumPath) throw new Error("Chromium is missing: apt-get install chromium, or set CHROMIUM_PATH");
  renderer = createPdfRenderer({ chromiumPath });
  canary = await startCanary(LEAK);
  writeFileSync(join(dir, "secret.html"), `<p>${SECRET}</p>`);
  writeFileSync(join(dir, "secret.css"), `body::before{content:"${SECRET}"}`);
  writeFileSync(join(dir, "secret.txt"), SECRET);
});
afterAll(async () => {
  await renderer?.close();
  await canary?.close();
  rmSync(dir, { recursive: true, force: true });
});

const paragraphs = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<p>Paragraph ${i + 1}. ${"Managed services text. ".repeat(40)}</p>`,
  ).join("");

describe("the PDF renderer", { timeout: 30_000 }, () => {
  it("prints Letter pages with the header and footer (and the page number) on every page", async () => {
    const pdf = await renderer.renderPdf({
      html: `<h1>Proposal</h1>${paragraphs(40)}`,
      headerHtml: "<strong>Northwind IT</strong> · Proposal Q-1042",
      footerHtml: "Confidential &amp; proprietary",
    });
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    const info = pdfInfo(pdf.bytes);
    expect(info.Pages).toBe(String(pdf.pageCount));
    expect(info["Page size"]).toMatch(/^612 x 792 pts/);
    const pages = pdfPagesText(pdf.bytes);
    expect(pages).toHaveLength(pdf.pageCount);
    pages.forEach((text, i) => {
      expect(text).toContain("Northwind IT · Proposal Q-1042");
      expect(text).toContain("Confidential & proprietary");
      expect(text).toContain(`Page ${i + 1} of ${pdf.pageCount}`);
    });
    expect(renderer.health()).toBe("ok");
  });

  it("refuses a document longer than the page cap, saying so", async () => {
    const capped = createPdfRenderer({ chromiumPath, maxPages: 2 });
    try {
      const err = await capped.renderPdf({ html: paragraphs(40) }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PdfRenderError);
      expect(err).toMatchObject({
        kind: "limit",
        message: "The document is longer than 2 pages, the most a PDF may have.",
      });
      // Within the cap it prints.
      expect((await capped.renderPdf({ html: "<p>One page</p>" })).pageCount).toBe(1);
    } finally {
      await capped.close();
    }
  });

  it("stops a render past the time cap, saying so; other renders go on", async () => {
    const hurried = createPdfRenderer({ chromiumPath, timeoutMs: 30 });
    try {
      const err = await hurried.renderPdf({ html: paragraphs(400) }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PdfRenderError);
      expect(err).toMatchObject({
        kind: "limit",
        message: "The PDF took longer than 30 ms to render and was stopped.",
      });
    } finally {
      await hurried.close();
    }
    const after = await renderer.renderPdf({ html: "<p>Still working</p>" });
    expect(pdfPagesText(after.bytes)[0]).toContain("Still working");
  });

  it("takes PNG screenshots (template thumbnails) at the scale asked", async () => {
    const png = await renderer.screenshotPng({ html: "<h1>Thumbnail</h1>", scale: 0.5 });
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // The IHDR chunk: width and height of a half-size Letter page at 816 px.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([408, 528]);
  });

  it("reports degraded and fails clearly when Chromium is missing", async () => {
    const missing = createPdfRenderer({ chromiumPath: join(dir, "no-chromium") });
    try {
      expect(missing.health()).toBe("degraded");
      await expect(missing.renderPdf({ html: "<p>x</p>" })).rejects.toThrow(
        /^Chromium could not be started: /,
      );
    } finally {
      await missing.close();
    }
    const none = createPdfRenderer({ chromiumPath: undefined });
    expect(none.health()).toBe("degraded");
    await expect(none.renderPdf({ html: "<p>x</p>" })).rejects.toThrow(/no Chromium was found/);
  });
});

describe("the PDF renderer's isolation (raw HTML, no sanitising)", { timeout: 30_000 }, () => {
  const remote = (o: string) =>
    [
      `<img src="${o}/img.png" alt="i">`,
      `<img srcset="${o}/srcset.png 1x, ${o}/srcset2.png 2x" alt="s">`,
      `<picture><source srcset="${o}/picture.png"><img src="${o}/picture-img.png" alt="p"></picture>`,
      `<link rel="stylesheet" href="${o}/link.css">`,
      `<link rel="preconnect" href="${o}"><link rel="dns-prefetch" href="${o}">`,
      `<link rel="prefetch" href="${o}/prefetch"><link rel="preload" as="image" href="${o}/preload.png">`,
      `<link rel="icon" href="${o}/favicon.ico">`,
      `<style>@import url("${o}/import.css"); .bg{background-image:url("${o}/bg.png")}`,
      `@font-face{font-family:Leak;src:url("${o}/font.woff2")} .font{font-family:Leak}</style>`,
      `<div class="bg font">styled</div>`,
      `<div style="background:url('${o}/inline.png')">inline</div>`,
      `<table background="${o}/table.png"><tr><td>t</td></tr></table>`,
      `<iframe src="${o}/iframe.html"></iframe>`,
      `<object data="${o}/object.html"></object><embed src="${o}/embed.html">`,
      `<script src="${o}/script.js"></script>`,
      `<script>fetch("${o}/fetch"); new Image().src = "${o}/js-image.png";</script>`,
      `<meta http-equiv="refresh" content="0;url=${o}/refresh">`,
      `<video poster="${o}/poster.png" src="${o}/video.mp4"></video><audio src="${o}/audio.mp3"></audio>`,
      `<svg width="10" height="10"><image href="${o}/svg.png" width="10" height="10"/></svg>`,
      `<form action="${o}/form"><input type="image" src="${o}/input.png" alt="go"></form>`,
      `<a href="${o}/anchor">a link</a>`,
      `<img src="//127.0.0.1:${new URL(o).port}/protocol-relative.png" alt="r">`,
    ].join("\n");

  it("lets no request reach a canary server on 127.0.0.1, through any kind of reference", async () => {
    const html = `<p>Visible body</p>${remote(canary.origin)}`;
    const pdf = await renderer.renderPdf({
      html,
      headerHtml: `<img src="${canary.origin}/header.png">`,
      footerHtml: "",
    });
    // <base> changes where relative references go: a document of its own.
    const based = await renderer.renderPdf({
      html: `<base href="${canary.origin}/base/"><img src="relative.png" alt="b"><link rel="stylesheet" href="b.css">`,
    });
    await renderer.screenshotPng({ html });
    // Anything late (a refresh timer, a preconnect) has had time to show.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(canary.requests).toEqual([]);
    expect(canary.connections).toBe(0);
    const text = [...pdfPagesText(pdf.bytes), ...pdfPagesText(based.bytes)].join("\n");
    expect(text).toContain("Visible body");
    expect(text).not.toContain(LEAK);
  });

  it("is not vacuous: the same HTML in a plain Chromium page does reach the canary", async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath, headless: true });
    try {
      const page = await browser.newPage();
      await page.setContent(`<p>Plain</p>${remote(canary.origin)}`, { waitUntil: "load" });
      await expect.poll(() => canary.requests.length, { timeout: 10_000 }).toBeGreaterThan(5);
    } finally {
      await browser.close();
    }
    canary.requests.length = 0;
  });

  it("prints nothing of local files referenced with file://", async () => {
    const f = (name: string) => `file://${join(dir, name)}`;
    const html = [
      "<p>Visible body</p>",
      `<iframe src="${f("secret.html")}"></iframe>`,
      `<object data="${f("secret.html")}"></object><object data="${f("secret.txt")}" type="text/plain"></object>`,
      `<embed src="${f("secret.txt")}">`,
      `<link rel="stylesheet" href="${f("secret.css")}">`,
      `<style>@import url("${f("secret.css")}");</style>`,
      `<img src="${f("secret.txt")}" alt="">`,
    ].join("");
    const pdf = await renderer.renderPdf({ html, headerHtml: `<iframe src="${f("secret.html")}"></iframe>` });
    const based = await renderer.renderPdf({
      html: `<base href="file://${dir}/"><iframe src="secret.html"></iframe><link rel="stylesheet" href="secret.css">`,
    });
    const text = [...pdfPagesText(pdf.bytes), ...pdfPagesText(based.bytes)].join("\n");
    expect(text).toContain("Visible body");
    expect(text).not.toContain(SECRET);
  });
});
