// One visit of the quote builder for `npm run bench:quote-ui`, in a new page from navigation start or
// within the app from the history navigation, until the page is shown and answers a keystroke. Times
// come from the page's own clock (performance.now()), read on the animation frame that shows them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchProfile, newPage } from "../../../e2e/fixtures/browser.ts";
import { LoginPage } from "../../../e2e/pages/login-page.ts";

export type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** What the visit waits for and types into. */
export interface Probe {
  /** With lines the grid must show a line row and a keystroke in a quantity must move the term total. */
  lines: boolean;
}

export interface VisitTimes {
  /** Term total and (with lines) the first line row are on screen. */
  shownMs: number;
  /** The keystroke's answer is on screen: the term total changed (lines) or the comment box shows it. */
  interactiveMs: number;
  /** From the keydown event to its answer on screen. */
  inputMs: number;
  /** Reads index.html started that the page never took (apps/web/src/early): each one is server work wasted. */
  untakenEarlyReads: string[];
}

export const TERM_TOTAL = "[data-testid=total-term]";
const QUANTITY = "input[data-testid=line-quantity]";
const COMMENT_BOX = "Comment";
const TIMEOUT_MS = 30_000;

// Runs in the page before its scripts: keeps the time of the last keydown for inputMs.
const KEY_CLOCK = `document.addEventListener("keydown", (e) => { window.__benchKeyAt = e.timeStamp; }, true);`;

interface Ready {
  shownAt: number;
  digit: string;
  before: string;
}

/**
 * Checks on every animation frame: notes the frame on which the term total shows a figure and, with lines,
 * a line row is drawn; then, as soon as the input to type into exists, focuses it like a user would and
 * answers. With lines that input is the quantity of the first line counted in the term total (neither an
 * unchosen optional nor an unchosen alternative), its figure selected so that one digit replaces it;
 * without lines it is the comment box. It runs in the page and answers in the same call that started it,
 * so the harness learns the page is ready one round trip after the fact rather than two (Playwright's
 * waitForFunction, then reading its handle): the keystroke follows as soon as the harness can send it.
 */
async function whenReady(args: {
  total: string;
  quantity: string;
  comment: string;
  lines: boolean;
  timeoutMs: number;
}): Promise<Ready> {
  // No named inner functions: the page has no `__name`, which tsx adds to them.
  const w = window as unknown as { __benchShownAt?: number };
  const giveUpAt = performance.now() + args.timeoutMs;
  for (; performance.now() < giveUpAt; await new Promise((frame) => requestAnimationFrame(frame))) {
    const before = document.querySelector(args.total)?.textContent?.trim();
    if (!before) continue;
    if (args.lines) {
      const inputs = [...document.querySelectorAll<HTMLInputElement>(args.quantity)];
      if (inputs.length === 0) continue;
      w.__benchShownAt ??= performance.now();
      const counted = inputs.find((input) => {
        const row = input.closest("[role=row]");
        const boxes = row
          ? [...row.querySelectorAll<HTMLInputElement>("input[type=checkbox], input[type=radio]")]
          : [];
        const optional = boxes.find((b) => b.getAttribute("aria-label")?.endsWith(" is optional"));
        // The builder marks an optional line in its name cell when the Optional column is hidden.
        const marked = row?.querySelector("[data-optional-line]") != null;
        const chosen = boxes.find((b) => b.type === "radio");
        return !optional?.checked && !marked && (chosen === undefined || chosen.checked);
      });
      const target = counted ?? inputs[0];
      if (!target) continue;
      target.focus();
      target.select();
      // A digit the figure does not hold, so the total moves whatever an earlier visit left.
      return { shownAt: w.__benchShownAt, digit: target.value === "7" ? "8" : "7", before };
    }
    w.__benchShownAt ??= performance.now();
    const box = [...document.querySelectorAll("textarea")].find((t) =>
      t.labels?.[0]?.textContent?.startsWith(args.comment),
    );
    if (!box) continue;
    box.focus();
    return { shownAt: w.__benchShownAt, digit: "7", before };
  }
  throw new Error(`not shown within ${args.timeoutMs} ms`);
}

/** The frame on which the keystroke's answer shows, and when the keydown came. */
function answered(args: { total: string; before: string; digit: string; lines: boolean }) {
  const keyAt = (window as unknown as { __benchKeyAt?: number }).__benchKeyAt;
  if (keyAt === undefined) return false;
  if (args.lines) {
    const now = document.querySelector(args.total)?.textContent?.trim();
    if (now === undefined || now === args.before) return false;
  } else {
    const box = document.activeElement;
    if (!(box instanceof HTMLTextAreaElement) || !box.value.endsWith(args.digit)) return false;
  }
  return { at: performance.now(), keyAt };
}

/** The early reads left in the page's slot (apps/web/src/early/early-reads.ts). */
function untaken(): string[] {
  const slot = (window as unknown as { __q2cEarlyReads?: { responses: Map<string, unknown> } })
    .__q2cEarlyReads;
  return [...(slot?.responses.keys() ?? [])];
}

/** Who the quote builder's visits sign in as: an MSP owner. */
export const SIGN_IN_AS = "owner@msp.demo";

/** Signs in as SIGN_IN_AS in a context of its own and answers its stored session (tokens, user). */
export async function signIn(browser: Browser, baseURL: string, password: string): Promise<StorageState> {
  const page = await newPage(browser, baseURL);
  try {
    await new LoginPage(page).signInToDashboard(SIGN_IN_AS, password);
    return await page.context().storageState();
  } finally {
    await page.context().close();
  }
}

const VIEWPORT = { width: 1366, height: 900 };

/**
 * An off-the-record browser context (a private window) signed in by `session` that times keystrokes; its
 * pages share one HTTP cache, kept in memory.
 */
export async function benchContext(browser: Browser, baseURL: string, session: StorageState) {
  const context = await browser.newContext({ baseURL, storageState: session, viewport: VIEWPORT });
  context.setDefaultTimeout(TIMEOUT_MS);
  await context.addInitScript({ content: KEY_CLOCK });
  return context;
}

/**
 * Chromium on a profile of its own in a temporary folder, as a user's browser runs, signed in through the
 * login page as SIGN_IN_AS and with that tab closed again; it times keystrokes. `close` ends it and
 * removes the folder.
 */
export async function profileContext(baseURL: string, password: string) {
  const dir = mkdtempSync(join(tmpdir(), "q2c-bench-profile-"));
  const context = await launchProfile(dir, { baseURL, viewport: VIEWPORT });
  const close = async () => {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    context.setDefaultTimeout(TIMEOUT_MS);
    await context.addInitScript({ content: KEY_CLOCK });
    const page = context.pages()[0] ?? (await context.newPage());
    await new LoginPage(page).signInToDashboard(SIGN_IN_AS, password);
    await page.close();
    return { context, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** What a developer's tool (ui-profile.ts) does around a visit; the bench passes none. */
export interface VisitHooks {
  /** The page exists, nothing is loaded yet. */
  beforeGoto?: (page: Page) => Promise<void>;
  /** The page is shown; the keystroke comes next (so whatever this does delays it). */
  afterShown?: (page: Page) => Promise<void>;
  /** The keystroke's answer is on screen; the page closes next. */
  beforeClose?: (page: Page) => Promise<void>;
}

/**
 * Waits for the builder to show, types the probe's digit and waits for its answer on screen: when it was
 * shown, when the key went down and when the answer showed, by the page's clock. `afterShown` runs in
 * between (whatever it does delays the keystroke).
 */
async function showAndType(page: Page, probe: Probe, afterShown?: (page: Page) => Promise<void>) {
  const r = await page.evaluate(whenReady, {
    total: TERM_TOTAL,
    quantity: QUANTITY,
    comment: COMMENT_BOX,
    lines: probe.lines,
    timeoutMs: TIMEOUT_MS,
  });
  await afterShown?.(page);
  await page.keyboard.press(r.digit);
  const answerHandle = await page.waitForFunction(
    answered,
    { total: TERM_TOTAL, before: r.before, digit: r.digit, lines: probe.lines },
    { polling: "raf", timeout: TIMEOUT_MS },
  );
  const { at, keyAt } = (await answerHandle.jsonValue()) as { at: number; keyAt: number };
  return { shownAt: r.shownAt, keyAt, answeredAt: at };
}

/** Opens /projects/{id}/edit in a new page of `context`, and times it. */
export async function visitBuilder(
  context: BrowserContext,
  projectId: string,
  probe: Probe,
  hooks: VisitHooks = {},
): Promise<VisitTimes> {
  const page = await context.newPage();
  try {
    await hooks.beforeGoto?.(page);
    await page.goto(`/projects/${projectId}/edit`, { waitUntil: "commit" });
    const t = await showAndType(page, probe, hooks.afterShown);
    await hooks.beforeClose?.(page);
    const untakenEarlyReads = await page.evaluate(untaken);
    return {
      shownMs: t.shownAt,
      interactiveMs: t.answeredAt,
      inputMs: t.answeredAt - t.keyAt,
      untakenEarlyReads,
    };
  } finally {
    // Closed before the store's save delay (and without beforeunload): the quote keeps its contents.
    await page.close();
  }
}

/**
 * A history navigation inside the app, as a click on a link does: the router follows popstate. Clears
 * the marks of the page's last visit and answers when it started (the page's clock).
 */
function navigateInApp(path: string): number {
  const w = window as unknown as { __benchShownAt?: number; __benchKeyAt?: number };
  w.__benchShownAt = undefined;
  w.__benchKeyAt = undefined;
  const at = performance.now();
  window.history.pushState(null, "", path);
  window.dispatchEvent(new PopStateEvent("popstate"));
  return at;
}

const AWAY_PATH = "/";
/** The app's page to leave from: drawn, its reads answered. */
const SETTLE_MS = 1_000;

/**
 * Opens /projects/{id}/edit from another page of the app in `page`, a tab already signed in and in the
 * app (a user opening a quote from a list): no document loads, the shell stays. Times from the
 * navigation, by the page's clock. Leaves the builder first when it is open, once its edits are saved
 * (the builder would otherwise ask before leaving).
 */
export async function visitBuilderInApp(page: Page, projectId: string, probe: Probe): Promise<VisitTimes> {
  if (page.url() === "about:blank") await page.goto(AWAY_PATH);
  const saved = page.getByRole("status").filter({ hasText: "All changes saved" });
  if (probe.lines && (await page.locator(TERM_TOTAL).count()) > 0) await saved.waitFor();
  await page.evaluate(navigateInApp, AWAY_PATH);
  await page.waitForFunction((total) => document.querySelector(total) === null, TERM_TOTAL);
  await page.waitForTimeout(SETTLE_MS);
  const navAt = await page.evaluate(navigateInApp, `/projects/${projectId}/edit`);
  const t = await showAndType(page, probe);
  if (!probe.lines) await page.keyboard.press("Backspace");
  return {
    shownMs: t.shownAt - navAt,
    interactiveMs: t.answeredAt - navAt,
    inputMs: t.answeredAt - t.keyAt,
    untakenEarlyReads: [],
  };
}

/** The dashboard is drawn: its heading, and no loading container left (its figures are in). */
async function dashboardDrawn(timeoutMs: number): Promise<number> {
  // No named inner functions (see whenReady).
  const giveUpAt = performance.now() + timeoutMs;
  for (; performance.now() < giveUpAt; await new Promise((frame) => requestAnimationFrame(frame))) {
    if (document.querySelector("main h1") && document.querySelector("[aria-busy=true]") === null)
      return performance.now();
  }
  throw new Error(`not shown within ${timeoutMs} ms`);
}

/**
 * Opens the dashboard (`/`) in a new page of `context`: the time the same tab takes to show the app's
 * first page, against which the quote's new-tab time is judged (issue #15: within 1.5×).
 */
export async function visitDashboard(context: BrowserContext): Promise<VisitTimes> {
  const page = await context.newPage();
  try {
    await page.goto("/", { waitUntil: "commit" });
    const shownMs = await page.evaluate(dashboardDrawn, TIMEOUT_MS);
    return { shownMs, interactiveMs: shownMs, inputMs: 0, untakenEarlyReads: [] };
  } finally {
    await page.close();
  }
}
