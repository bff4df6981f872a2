// `npm run bench:documents` (part of `npm run bench`): the product's PDF renderer (issue #17 §2: a fresh
// isolated context per render, JavaScript off, every request aborted, the allowlist run again, pages
// counted) against bare Chromium printing the same HTML with the same options in the same run, on a
// 50-line proposal (aim: at most 2x); and a 50-page proposal against a one-page one through the product
// (aim: within 10x, linear). Medians of alternating runs after a warm-up; the load average is printed,
// because on a shared 2-core machine other processes move the numbers. Exits 0 whatever the numbers.
import { loadavg } from "node:os";
import { chromium } from "playwright-core";
import {
  footerTemplate,
  headerTemplate,
  PRINT_MARGIN_Y,
  printPage,
} from "../../../apps/server/src/documents/pdf/print-shell.ts";
import { createPdfRenderer } from "../../../apps/server/src/documents/pdf/renderer.ts";
import { safeHtml } from "../../../apps/server/src/documents/safe-html.ts";
import { findChromium } from "../../../scripts/ensure-tools.mjs";
import { FOOTER, HEADER, proposalWithLines, proposalWithPages } from "./proposal-html.ts";

const AIM_BARE = 2;
const AIM_PAGES = 10;
const RUNS = 12;

const chromiumPath = findChromium();
if (!chromiumPath) throw new Error("Chromium is missing: apt-get install chromium, or set CHROMIUM_PATH");

const median = (times: number[]) =>
  [...times].sort((a, b) => a - b)[Math.floor((times.length - 1) / 2)] ?? Number.NaN;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const product = createPdfRenderer({ chromiumPath });
const bare = await chromium.launch({ executablePath: chromiumPath, headless: true });
const bareContext = await bare.newContext();

const fiftyLines = proposalWithLines(50);
const onePage = proposalWithPages(1);
const fiftyPages = proposalWithPages(50);

/** What the product does for a document: the allowlist again, then the isolated render. */
const productRender = (html: string) =>
  product.renderPdf({ html: safeHtml(html), headerHtml: safeHtml(HEADER), footerHtml: safeHtml(FOOTER) });

/** Bare Chromium: a page of an already open context, the same page and print options, nothing else. */
async function bareRender(html: string) {
  const page = await bareContext.newPage();
  await page.setContent(printPage(html));
  const pdf = await page.pdf({
    format: "Letter",
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: headerTemplate(HEADER),
    footerTemplate: footerTemplate(FOOTER),
    margin: { top: PRINT_MARGIN_Y, bottom: PRINT_MARGIN_Y, left: "0", right: "0" },
  });
  await page.close();
  return pdf;
}

try {
  const check = await productRender(fiftyPages);
  if (check.pageCount !== 50) throw new Error(`the 50-page proposal printed ${check.pageCount} pages`);
  const lines = await productRender(fiftyLines);
  // Warm-up of both, then alternating runs so a burst of load lands on both sides.
  for (let i = 0; i < 3; i++) {
    await productRender(fiftyLines);
    await bareRender(fiftyLines);
  }
  const load = loadavg()[0] ?? 0;
  const productTimes: number[] = [];
  const bareTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    productTimes.push(await timed(() => productRender(fiftyLines)));
    bareTimes.push(await timed(() => bareRender(fiftyLines)));
  }
  const oneTimes: number[] = [];
  const fiftyTimes: number[] = [];
  for (let i = 0; i < Math.ceil(RUNS / 2); i++) {
    oneTimes.push(await timed(() => productRender(onePage)));
    fiftyTimes.push(await timed(() => productRender(fiftyPages)));
  }
  const [p, b, one, fifty] = [productTimes, bareTimes, oneTimes, fiftyTimes].map(median) as number[];
  const bareRatio = (p as number) / (b as number);
  const pagesRatio = (fifty as number) / (one as number);
  const verdict = (ok: boolean) => (ok ? "PASS" : "BELOW");
  const ms = (n: number | undefined) => `${(n ?? Number.NaN).toFixed(0)} ms`;
  console.log(`\nDocument PDFs, medians (load average ${load.toFixed(2)}):`);
  console.log(
    `  50-line proposal (${lines.pageCount} pages): product ${ms(p)}, bare Chromium ${ms(b)}: ${bareRatio.toFixed(2)}x (aim <= ${AIM_BARE}x) ${verdict(bareRatio <= AIM_BARE)}`,
  );
  console.log(
    `  50-page proposal ${ms(fifty)} against one page ${ms(one)}: ${pagesRatio.toFixed(2)}x (aim <= ${AIM_PAGES}x) ${verdict(pagesRatio <= AIM_PAGES)}`,
  );
} finally {
  await bare.close();
  await product.close();
}
