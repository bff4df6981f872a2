import { DEMO_PROJECT_IDS } from "@q2c/db";
import type { Page } from "playwright-core";
import { beforeAll, describe, type ExpectStatic, expect, it } from "vitest";
import { safeHtml } from "../apps/server/src/documents/safe-html.ts";
import { XSS_PAYLOAD, type XssVector, xssVectors } from "../apps/server/src/documents/xss-corpus.ts";
import { startCanary } from "../apps/server/src/test/canary-server.ts";
import { apiCall, apiLogin } from "./fixtures/api-client.ts";
import { useJourney } from "./fixtures/journey.ts";
import { type CaughtMail, startMailCatcher } from "./fixtures/mail-catcher.ts";
import { frameProblems, poke, watchXss } from "./fixtures/xss-watch.ts";
import { LoginPage } from "./pages/login-page.ts";
import { SigningSteps } from "./pages/signing-steps.ts";

// Issue #17 §5: the XSS corpus (apps/server/src/documents/xss-corpus.ts) saved through the API into
// templates, content-library sections and a quote's document, then opened in Chromium where people read
// it: the template editor (tiptap), its sandboxed preview, the section editor and the public signing page
// reached through the link and the code from the mail. Nothing may run or load: no dialog, the canary
// global untouched, no request to the canary server on 127.0.0.1 nor to any host but the app's. The app's
// Content-Security-Policy and the frames' sandbox would block a vector the sanitiser let through without a
// dialog, so what they refuse counts too (their reports and Chromium's console errors), and so does any live
// handler or script URL left in a frame's DOM. The PDF renderer's side (canary server, file://) is proven
// in apps/server/src/documents/pdf/renderer.test.ts; the corpus through the API in
// apps/server/src/modules/document-templates/xss-corpus.int.test.ts.

const catcher = await startMailCatcher();
const canary = await startCanary("XSS-CANARY-LEAK");
const j = useJourney({ SMTP_URL: catcher.url, JOB_POLL_SECONDS: "0.5" });
const VECTORS = xssVectors(`${canary.origin}/canary`, "file:///etc/passwd");
// A dynamic template holds at most 100 sections (one is the acceptance): the corpus in two halves.
const HALF = Math.ceil(VECTORS.length / 2);
const HALVES = [VECTORS.slice(0, HALF), VECTORS.slice(HALF)] as const;
/**
 * Vectors run together raw, as one text: each parses in the context the ones before it leave. The few that
 * swallow whatever follows (an unclosed script, plaintext, namespace confusion: found with the sanitiser
 * itself) go last, so a run still holds the others; `reversed` runs the others the other way round.
 */
function raw(vectors: readonly XssVector[], reversed = false): string {
  const swallows = (v: XssVector) => !safeHtml(`${v.html}<p>q2c-end</p>`).includes("q2c-end");
  const others = vectors.filter((v) => !swallows(v));
  return [...(reversed ? others.reverse() : others), ...vectors.filter(swallows)]
    .map((v) => v.html)
    .join("\n");
}

/**
 * Opens a page watched by the detectors and walks `flow` on it; then, whether the walk went through or
 * not (a vector that got through may well break the page), the detectors' verdict comes first.
 * `inertParse`: raw HTML is parsed by the editor in a document of its own, where nothing runs (no
 * browsing context) but Chromium still reports each handler attribute against the page's CSP; those
 * reports are left aside, and the frames' DOM says whether any handler reached the page.
 */
async function walkWatched(
  expect: ExpectStatic,
  flow: (page: Page) => Promise<void>,
  { inertParse = false } = {},
) {
  const page = await j.page();
  const seen = await watchXss(page, j.server.url);
  const failure = await flow(page).then(
    () => null,
    (error: unknown) => error,
  );
  const parseReport = /CSP script-src-attr refused inline|Executing inline event handler violates/;
  expect(inertParse ? seen.filter((s) => !parseReport.test(s)) : seen).toEqual([]);
  expect(await frameProblems(page)).toEqual([]);
  expect(canary.requests).toEqual([]);
  expect(canary.connections).toBe(0);
  if (failure) throw failure;
}

interface Saved {
  staticTemplate: string;
  dynamicTemplates: string[];
  allVectorsSection: string;
  acceptanceSection: string;
  rawBatchSection: string;
  signLinks: string[];
  signerNames: string[];
}
const saved = {} as Saved;

/** Runs `work` over `items`, `width` at a time, answering the results in order. */
async function pooled<T, R>(items: readonly T[], width: number, work: (item: T, i: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i] as T, i);
      }
    }),
  );
  return out;
}

async function mailWith(predicate: (m: CaughtMail) => boolean): Promise<CaughtMail> {
  for (let i = 0; i < 200; i++) {
    const found = catcher.mails.find(predicate);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the mail catcher got no such mail");
}

beforeAll(async () => {
  const base = j.server.url;
  const owner = await apiLogin(base, "owner@msp.demo", j.server.demoPassword);
  const sales = (await apiLogin(base, "sales@msp.demo", j.server.demoPassword)).accessToken;
  const customer = await apiLogin(base, "user@customer.demo", j.server.demoPassword);
  const call = <T>(token: string, method: string, path: string, body?: unknown) =>
    apiCall<T & { id: string; version: number }>(base, method, path, { token, body });
  const manage = owner.accessToken;

  // Every vector its own content-library section: the server sanitises each alone.
  const sections = await pooled(VECTORS, 4, (v, i) =>
    call<{ html: string }>(manage, "POST", "/document-sections", {
      sectionType: "appendix",
      title: `XSS ${i}: ${v.name}`,
      html: v.html,
    }),
  );
  const acceptance = await call(manage, "POST", "/document-sections", {
    sectionType: "acceptance",
    title: "XSS acceptance",
    html: "<h2>Acceptance</h2><p>Accepted by {{customerCompany}}</p>",
  });
  saved.acceptanceSection = acceptance.id;
  const eachAlone = sections.map((s) => s.html).join("\n");
  // The editors: one template and one section holding every vector as it was stored alone, and the raw
  // vectors run together in a header, a footer and a section (each swallowing the next differently).
  const template = await call(manage, "POST", "/templates", {
    templateType: "static",
    type: "proposal",
    title: "XSS every vector",
    html: eachAlone,
    headerHtml: raw(VECTORS),
    footerHtml: raw(VECTORS, true),
  });
  saved.staticTemplate = template.id;
  saved.allVectorsSection = (
    await call(manage, "POST", "/document-sections", {
      sectionType: "appendix",
      title: "XSS every vector",
      html: eachAlone,
    })
  ).id;
  saved.rawBatchSection = (
    await call(manage, "POST", "/document-sections", {
      sectionType: "appendix",
      title: "XSS raw batch",
      html: raw(VECTORS),
    })
  ).id;
  // Two dynamic templates of one vector per section (a template holds at most 100), with the acceptance.
  let offset = 0;
  saved.dynamicTemplates = [];
  for (const [k, half] of HALVES.entries()) {
    const ids = sections.slice(offset, offset + half.length).map((s) => s.id);
    offset += half.length;
    const made = await call(manage, "POST", "/templates", {
      templateType: "dynamic",
      type: "proposal",
      title: `XSS sections ${k + 1}`,
      headerHtml: raw(half),
      footerHtml: raw(HALVES[1 - k] ?? []),
      sectionTypes: [...ids, acceptance.id].map((sectionId) => ({ sectionId, visibility: "visible" })),
    });
    saved.dynamicTemplates.push(made.id);
  }

  // A quote per dynamic template: its proposal generated, each vector written again into its own section
  // (the quote document's edit call), the header and footer too, then sent to a customer signer.
  saved.signLinks = [];
  saved.signerNames = HALVES.map((_, k) => `XSS Signer ${k + 1}`);
  await Promise.all(
    HALVES.map(async (half, k) => {
      const quote = await call(sales, "POST", `/projects/${DEMO_PROJECT_IDS.adatumWifi}/duplicate`, {
        dealName: `XSS quote ${k + 1}`,
      });
      const docs = `/quotes/${quote.id}/documents`;
      let doc = await call<{ sections: { key: string; sectionType: string }[] }>(
        sales,
        "POST",
        `${docs}/generate`,
        { documentType: "proposal", templateId: saved.dynamicTemplates[k] },
      );
      const keys = doc.sections.filter((s) => s.sectionType === "appendix").map((s) => s.key);
      expect(keys).toHaveLength(half.length);
      for (const [m, key] of keys.entries())
        doc = await call(sales, "PUT", `${docs}/proposal/sections/${key}`, {
          version: doc.version,
          html: half[m]?.html,
        });
      doc = await call(sales, "PUT", `${docs}/proposal`, {
        version: doc.version,
        headerHtml: raw(half, true),
        footerHtml: raw(half),
      });
      const name = saved.signerNames[k] as string;
      await call(sales, "POST", `${docs}/proposal/send`, {
        version: doc.version,
        signers: [{ userId: customer.user.id, name, email: "user@customer.demo", role: "CTO" }],
        countersignerUserId: owner.user.id,
      });
      const mail = await mailWith((m) => m.text.includes(`Hello ${name},`) && m.text.includes("/sign?"));
      const link = mail.text.match(/https?:\/\/\S+\/sign\?\S+/)?.[0];
      expect(link, mail.text).toContain(`/quotes/${quote.id}/sign?documentType=proposal&signToken=`);
      saved.signLinks[k] = link as string;
    }),
  );
}, 120_000);

describe.concurrent("the XSS corpus in Chromium: nothing runs, nothing loads", () => {
  it("is watched by detectors that do see a vector run, load, or be refused", async ({ expect }) => {
    // A control: the same detectors on raw vectors, outside the app and inside it (where the CSP refuses).
    const control = await startCanary("CONTROL");
    try {
      const page = await j.page();
      const seen = await watchXss(page, j.server.url);
      // A page on loopback, as the app is (Chromium keeps about:blank from reaching loopback at all).
      await page.goto(`${control.origin}/start`);
      await page.setContent(`<img src=x onerror=${XSS_PAYLOAD}><img src="${control.origin}/pixel.png">`);
      await expect.poll(() => seen.join("\n"), { timeout: 10_000 }).toMatch(/canary global set to 1/);
      await expect.poll(() => seen.join("\n"), { timeout: 10_000 }).toMatch(/dialog alert "1"/);
      await expect.poll(() => control.requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(seen.join("\n")).toContain(`request ${control.origin}/pixel.png`);
      expect(await frameProblems(page)).toEqual(expect.arrayContaining(["canary global is 1"]));
      seen.length = 0;
      control.requests.length = 0;
      await new LoginPage(page).open();
      await page.evaluate(
        ([payload, origin]) =>
          document.body.insertAdjacentHTML(
            "beforeend",
            `<img src=x onerror=${payload}><img src="${origin}/csp.png"><iframe sandbox="" srcdoc="<img src=x onerror=${payload}>"></iframe>`,
          ),
        [XSS_PAYLOAD, control.origin],
      );
      await expect
        .poll(() => seen.join("\n"), { timeout: 10_000 })
        .toMatch(/CSP script-src\S* refused inline/);
      await expect
        .poll(() => seen.join("\n"), { timeout: 10_000 })
        .toContain(`refused ${control.origin}/csp.png`);
      await expect
        .poll(() => seen.join("\n"), { timeout: 10_000 })
        .toMatch(/Blocked script execution in 'about:srcdoc'/);
      // The CSP stopped the handler, so the canary is untouched: the frames' DOM still shows it was there.
      const problems = (await frameProblems(page)).join("\n");
      expect(problems).toMatch(/live <img src="x" onerror=/);
      expect(problems).not.toMatch(/canary global/);
    } finally {
      await control.close();
    }
  });

  // The template holding every vector as stored alone (body, and raw runs in its header and footer), then
  // the two dynamic ones (a vector per section, shown by the preview; raw runs in their header and footer).
  it.for([0, 1, 2])(
    "in the template editor (tiptap) and its sandboxed preview (template %i)",
    async (i, { expect }) => {
      await walkWatched(expect, async (page) => {
        await new LoginPage(page).signInToDashboard("owner@msp.demo", j.server.demoPassword);
        await page.goto(`/templates/${[saved.staticTemplate, ...saved.dynamicTemplates][i]}/edit`);
        const editors = page.locator(".ProseMirror");
        await editors.last().waitFor();
        // The paragraph of the "paragraph onmouseover" vector, its handler gone.
        if (i === 0) await editors.getByText("hover", { exact: true }).first().waitFor();
        for (const editor of await editors.all()) await poke(page, editor);
        // The preview frames what the server makes of the editor's text (or the template's sections).
        await page.getByRole("button", { name: "Preview", exact: true }).click();
        const frame = page.getByTitle("Preview of the document");
        await frame.waitFor();
        expect(await frame.getAttribute("sandbox")).toBe("");
        const framed = page.frameLocator('iframe[title="Preview of the document"]');
        await (i === 0
          ? framed.getByText("hover", { exact: true }).first()
          : framed.getByText("Accepted by")
        ).waitFor();
        await poke(page, frame);
      });
    },
  );

  it("with the raw vectors pasted into the editor, unsaved: it shows and fetches nothing of them", async ({
    expect,
  }) => {
    await walkWatched(
      expect,
      async (page) => {
        await new LoginPage(page).signInToDashboard("owner@msp.demo", j.server.demoPassword);
        await page.goto(`/tools/templates/section/${saved.acceptanceSection}/edit`);
        const editor = page.locator(".ProseMirror");
        await editor.getByText("Accepted by").waitFor();
        await editor.click();
        // As a clipboard's HTML reaches the editor: raw, not yet seen by the server.
        await editor.evaluate((element, html) => {
          const data = new DataTransfer();
          data.setData("text/html", html);
          data.setData("text/plain", "pasted");
          const paste = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
          element.dispatchEvent(paste);
        }, raw(VECTORS));
        await editor.getByText("hover", { exact: true }).first().waitFor();
        await poke(page, editor);
      },
      { inertParse: true },
    );
  });

  it.for([0, 1])("in the content library's section editor (section %i)", async (i, { expect }) => {
    await walkWatched(expect, async (page) => {
      await new LoginPage(page).signInToDashboard("owner@msp.demo", j.server.demoPassword);
      await page.goto(`/tools/templates/section/${[saved.allVectorsSection, saved.rawBatchSection][i]}/edit`);
      const editor = page.locator(".ProseMirror");
      await editor.getByText("hover", { exact: true }).first().waitFor();
      await poke(page, editor);
    });
  });

  it.for([0, 1])(
    "on the public signing page, from the mailed link and code (quote %i)",
    async (k, { expect }) => {
      await walkWatched(expect, async (page) => {
        const steps = new SigningSteps(page);
        const name = saved.signerNames[k] as string;
        const isCode = (m: CaughtMail) => m.text.includes(`Hello ${name},`) && /^\d{6}$/m.test(m.text);
        await steps.open(saved.signLinks[k] as string);
        await steps.requestCode();
        const code = /^\d{6}$/m.exec((await mailWith(isCode)).text)?.[0] as string;
        await steps.enterCode(code);
        const doc = await steps.documentFrame();
        // The document rendered: its last section (the acceptance) is there, after every vector's.
        await doc.getByRole("heading", { name: "Acceptance" }).waitFor();
        await poke(page, page.getByTitle(/ to sign$/));
      });
    },
  );
});

// The catcher outlives the server of this file; vitest ends the process after the file.
process.once("beforeExit", () => {
  void catcher.close();
  void canary.close();
});
