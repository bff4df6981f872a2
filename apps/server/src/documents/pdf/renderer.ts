import { accessSync, constants } from "node:fs";
import { DOCUMENT_PAGE_WIDTH_PX, PDF_MAX_PAGES, PDF_RENDER_TIMEOUT_MS } from "@q2c/domain";
import { PDFDocument } from "pdf-lib";
import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { footerTemplate, headerTemplate, PRINT_MARGIN_Y, printPage } from "./print-shell.ts";

/**
 * The PDF renderer (issue #17 §2; shared/research/documents-esign.md §4): the system Chromium through
 * playwright-core, launched once per process when first needed. Every render gets a fresh context with
 * JavaScript off, service workers blocked, the network offline and every request aborted; the HTML is set
 * with setContent (never a navigation), so a document can reach nothing outside itself. Each render is
 * capped in time and pages and fails with a clear message past either. Sanitising is the caller's first
 * layer (safeHtml on save and on render); this is the second, and holds for raw HTML too.
 */

/** What to print: a body fragment, and the header and footer of every page (already sanitised and filled). */
export interface PdfInput {
  html: string;
  headerHtml?: string;
  footerHtml?: string;
}

export interface RenderedPdf {
  bytes: Buffer;
  pageCount: number;
}

export interface ScreenshotInput {
  html: string;
  /** CSS pixels of the viewport; the document width and one Letter page by default. */
  width?: number;
  height?: number;
  /** Device pixels per CSS pixel: 0.5 gives a half-size image (a thumbnail). */
  scale?: number;
}

export type PdfHealth = "ok" | "degraded";

export interface PdfRenderer {
  renderPdf(input: PdfInput): Promise<RenderedPdf>;
  /** A PNG of the top of the page (template thumbnails), under the same isolation and time cap. */
  screenshotPng(input: ScreenshotInput): Promise<Buffer>;
  /** Cheap: Chromium is there, and its last launch or render did not fail since it last worked. */
  health(): PdfHealth;
  close(): Promise<void>;
}

/** A render that could not be made: over a cap (`limit`, the same input fails again) or a renderer failure. */
export class PdfRenderError extends Error {
  constructor(
    message: string,
    readonly kind: "limit" | "renderer",
  ) {
    super(message);
    this.name = "PdfRenderError";
  }
}

export interface RendererOptions {
  chromiumPath: string | undefined;
  timeoutMs?: number;
  maxPages?: number;
}

/** One Letter page at 96 px an inch. */
const LETTER_HEIGHT_PX = 1056;
const PAGE_VIEW = { width: DOCUMENT_PAGE_WIDTH_PX, height: LETTER_HEIGHT_PX, scale: 1 };
/** How long the executable check of health() is reused. */
const HEALTH_REUSE_MS = 10_000;

// Playwright adds --no-sandbox itself (its chromiumSandbox defaults to off), which running as root needs.
// The rest keep Chromium from calling anywhere on its own, and send any request that would slip past the
// context's routing to a proxy that is not there (loopback included, which Chromium otherwise bypasses).
const CHROMIUM_ARGS = [
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-extensions",
  "--disable-default-apps",
  "--no-first-run",
  "--disable-quic",
  "--no-pings",
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=<-loopback>",
  "--host-resolver-rules=MAP * ~NOTFOUND",
];

export function createPdfRenderer(options: RendererOptions): PdfRenderer {
  const timeoutMs = options.timeoutMs ?? PDF_RENDER_TIMEOUT_MS;
  const maxPages = options.maxPages ?? PDF_MAX_PAGES;
  let browser: Promise<Browser> | undefined;
  let closed = false;
  /** The last launch or renderer failure and the last success (ms since epoch), for health(). */
  let lastFailureAt = 0;
  let lastSuccessAt = 0;
  let executableCheck: { at: number; ok: boolean } | undefined;

  const launch = (): Promise<Browser> => {
    if (closed) return Promise.reject(new PdfRenderError("The PDF renderer is closed.", "renderer"));
    if (browser) return browser;
    const path = options.chromiumPath;
    const started = path
      ? chromium.launch({ executablePath: path, headless: true, args: CHROMIUM_ARGS })
      : Promise.reject(new Error("no Chromium was found (set CHROMIUM_PATH, or install chromium)"));
    const launching: Promise<Browser> = started.then(
      (b) => {
        // A crashed or killed browser is launched again by the next render.
        b.on("disconnected", () => {
          if (browser === launching) browser = undefined;
        });
        return b;
      },
      (err: Error) => {
        if (browser === launching) browser = undefined;
        lastFailureAt = Date.now();
        throw new PdfRenderError(`Chromium could not be started: ${firstLine(err.message)}`, "renderer");
      },
    );
    browser = launching;
    return launching;
  };

  /** Runs `work` in a fresh isolated context, within the time cap; the context is closed in every case. */
  async function isolated<T>(
    what: string,
    view: { width: number; height: number; scale: number },
    work: (context: BrowserContext) => Promise<T>,
  ): Promise<T> {
    const b = await launch();
    let context: BrowserContext | undefined;
    /** Set once the render is over (done, failed or out of time): a context made after that is closed at once. */
    let over = false;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(
        () =>
          fail(
            new PdfRenderError(
              `The ${what} took longer than ${durationText(timeoutMs)} to render and was stopped.`,
              "limit",
            ),
          ),
        timeoutMs,
      );
    });
    const run = async () => {
      const made = await b.newContext({
        javaScriptEnabled: false,
        serviceWorkers: "block",
        offline: true,
        acceptDownloads: false,
        bypassCSP: false,
        viewport: { width: view.width, height: view.height },
        deviceScaleFactor: view.scale,
      });
      context = made;
      if (over) {
        await closeContext(made, b);
        throw new PdfRenderError(`The ${what} was stopped.`, "limit");
      }
      await made.route("**/*", (route) => route.abort("aborted"));
      return work(made);
    };
    const running = run();
    try {
      const result = await Promise.race([running, late]);
      lastSuccessAt = Date.now();
      return result;
    } catch (err) {
      if (err instanceof PdfRenderError) {
        if (err.kind === "renderer") lastFailureAt = Date.now();
        throw err;
      }
      lastFailureAt = Date.now();
      throw new PdfRenderError(
        `The ${what} could not be rendered: ${firstLine((err as Error).message)}`,
        "renderer",
      );
    } finally {
      over = true;
      clearTimeout(timer);
      running.catch(() => undefined);
      await closeContext(context, b);
    }
  }

  /** Closes a context; one that does not close within 5 s takes the browser with it (the next render relaunches). */
  async function closeContext(context: BrowserContext | undefined, b: Browser) {
    if (!context) return;
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<"stuck">((resolve) => {
      timer = setTimeout(() => resolve("stuck"), 5000);
    });
    const outcome = await Promise.race([context.close().catch(() => undefined), stuck]);
    clearTimeout(timer);
    if (outcome === "stuck") {
      browser = undefined;
      await b.close().catch(() => undefined);
    }
  }

  return {
    renderPdf(input) {
      return isolated("PDF", PAGE_VIEW, async (context) => {
        const page = await context.newPage();
        await page.setContent(printPage(input.html), { waitUntil: "load", timeout: timeoutMs });
        const bytes = await page.pdf({
          format: "Letter",
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: headerTemplate(input.headerHtml ?? ""),
          footerTemplate: footerTemplate(input.footerHtml ?? ""),
          margin: { top: PRINT_MARGIN_Y, bottom: PRINT_MARGIN_Y, left: "0", right: "0" },
          // One page past the cap is printed at most: enough to know the cap is passed.
          pageRanges: `1-${maxPages + 1}`,
        });
        const pageCount = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
        if (pageCount > maxPages) {
          throw new PdfRenderError(
            `The document is longer than ${maxPages} pages, the most a PDF may have.`,
            "limit",
          );
        }
        return { bytes, pageCount };
      });
    },
    screenshotPng(input) {
      const view = {
        width: input.width ?? PAGE_VIEW.width,
        height: input.height ?? PAGE_VIEW.height,
        scale: input.scale ?? 1,
      };
      return isolated("image", view, async (context) => {
        const page = await context.newPage();
        await page.setContent(printPage(input.html), { waitUntil: "load", timeout: timeoutMs });
        return page.screenshot({ type: "png", animations: "disabled", scale: "device" });
      });
    },
    health() {
      if (!options.chromiumPath) return "degraded";
      if (!executableCheck || Date.now() - executableCheck.at > HEALTH_REUSE_MS) {
        executableCheck = { at: Date.now(), ok: isExecutable(options.chromiumPath) };
      }
      if (!executableCheck.ok) return "degraded";
      return lastFailureAt > lastSuccessAt ? "degraded" : "ok";
    },
    async close() {
      closed = true;
      const b = browser;
      browser = undefined;
      if (b) await (await b.catch(() => undefined))?.close().catch(() => undefined);
    },
  };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const durationText = (ms: number): string => (ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`);

const firstLine = (message: string): string => (message.split("\n")[0] ?? message).slice(0, 300);
