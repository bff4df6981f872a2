import { AxeBuilder } from "@axe-core/playwright";
import {
  DEMO_CATALOGUE_IDS as C,
  DEMO_CONTRACT_IDS,
  DEMO_IDS,
  DEMO_PROJECT_IDS,
  ROOT_CATEGORY_IDS,
} from "@q2c/db";
import type { Page } from "playwright-core";
import { describe, type ExpectStatic, it } from "vitest";
import { apiCall, apiLogin } from "./fixtures/api-client.ts";
import { useJourney } from "./fixtures/journey.ts";
import { type CaughtMail, startMailCatcher } from "./fixtures/mail-catcher.ts";
import { acceptedQuoteOrder } from "./fixtures/orders.ts";
import { LoginPage } from "./pages/login-page.ts";
import { SigningSteps } from "./pages/signing-steps.ts";

// The signing walk reads its links and codes from the mail, through a real SMTP peer.
const catcher = await startMailCatcher();
const j = useJourney({ SMTP_URL: catcher.url });

const PRODUCTS = `/product-category/${ROOT_CATEGORY_IDS.product}`;
// Up to ten pages a test, each loaded and scanned. The tests run at once, each in its own browser context
// (describe.concurrent): most of a page's time is waiting for the server, whose PGlite runs in the one Node
// thread. While the route walk's six users walk beside them, a page took up to 30 s on this machine and a test
// of 19 pages passed a 240 s cap in CI. Each step still stops at the context's 15 s (fixtures/browser.ts); a
// test's cap is a minute a page.
const PAGES_PER_TEST = 10;
const MINUTE_A_PAGE = 60_000;
const MANY_PAGES_MS = 6 * 60_000;

/** A page's path, or how to find it (ids made or read once the server runs). */
type PathOf = string | (() => Promise<string>);

/** A promise made at its first use and shared after: a setup several tests need, done once. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
  // Check the page as loaded; loading states would make the scan depend on timing.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const builder = new AxeBuilder({ page });
  const result = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")} ${n.html}`).join(", ")})`);
}

async function checkPages(expect: ExpectStatic, page: Page, paths: PathOf[]): Promise<void> {
  for (const pathOf of paths) {
    const path = typeof pathOf === "string" ? pathOf : await pathOf();
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // A page the user may not open would be scanned as the 404 or not-authorized page instead.
    const shown = new URL(page.url()).pathname;
    expect({ path, shown, violations: await seriousViolations(page) }).toEqual({
      path,
      shown: path.split("?")[0],
      violations: [],
    });
  }
}

/** The pages signed in as `email`, in shares of at most PAGES_PER_TEST: "(1 of 2)" names each test's share. */
function itChecksPages(title: string, email: string, paths: PathOf[]): void {
  const shares = Math.ceil(paths.length / PAGES_PER_TEST);
  const size = Math.ceil(paths.length / shares);
  for (let share = 0; share < shares; share++) {
    const mine = paths.slice(share * size, (share + 1) * size);
    it(
      shares > 1 ? `${title} (${share + 1} of ${shares})` : title,
      async ({ expect }) => {
        const page = await j.page();
        await new LoginPage(page).signInToDashboard(email, j.server.demoPassword);
        await checkPages(expect, page, mine);
      },
      Math.max(2, mine.length + 1) * MINUTE_A_PAGE,
    );
  }
}

/** The first mail to `to` whose text holds `holds`, after `from` mails caught. */
async function mailTo(to: string, holds: RegExp, from = 0): Promise<CaughtMail> {
  for (let i = 0; i < 300; i++) {
    const mail = catcher.mails.slice(from).find((m) => m.to.includes(to) && holds.test(m.text));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} holding ${holds}`);
}

const signLinkIn = (mail: CaughtMail) => /https?:\/\/\S+\/sign\?\S+/.exec(mail.text)?.[0] ?? "";
const codeIn = (mail: CaughtMail) => /^\d{6}$/m.exec(mail.text)?.[0] ?? "";

/** A copy of the demo Adatum quote with its proposal generated and sent: the customer's and the MSP's links. */
async function sentProposal() {
  const base = j.server.url;
  const sales = (await apiLogin(base, "sales@msp.demo", j.server.demoPassword)).accessToken;
  const owner = await apiLogin(base, "owner@msp.demo", j.server.demoPassword);
  const customer = await apiLogin(base, "user@customer.demo", j.server.demoPassword);
  const quote = await apiCall<{ id: string }>(
    base,
    "POST",
    `/projects/${DEMO_PROJECT_IDS.adatumWifi}/duplicate`,
    {
      token: sales,
      body: { dealName: "Adatum Wi-Fi (accessibility)" },
    },
  );
  const docs = `/quotes/${quote.id}/documents`;
  const doc = await apiCall<{ version: number }>(base, "POST", `${docs}/generate`, {
    token: sales,
    body: { documentType: "proposal" },
  });
  const from = catcher.mails.length;
  await apiCall(base, "POST", `${docs}/proposal/send`, {
    token: sales,
    body: {
      version: doc.version,
      signers: [
        { userId: customer.user.id, name: "Ada Tum", email: "user@customer.demo", role: "IT director" },
      ],
      countersignerUserId: owner.user.id,
    },
  });
  const link = (to: string) => mailTo(to, new RegExp(`/quotes/${quote.id}/sign\\?`), from).then(signLinkIn);
  return {
    quoteId: quote.id,
    sales,
    customerLink: await link("user@customer.demo"),
    mspLink: await link("owner@msp.demo"),
  };
}

/** The sealed PDF of a completed document, once its seal job has run. */
async function sealedPdf(quoteId: string, token: string): Promise<Buffer> {
  for (let i = 0; i < 240; i++) {
    const status = await apiCall<{ documents: { documentType: string; sealStatus: string }[] }>(
      j.server.url,
      "GET",
      `/quotes/${quoteId}/documents/status`,
      { token },
    );
    const seal = status.documents.find((d) => d.documentType === "proposal")?.sealStatus;
    if (seal === "failed") throw new Error("sealing failed");
    if (seal === "sealed") {
      const res = await fetch(`${j.server.url}/api/v1/quotes/${quoteId}/documents/proposal/pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status === 200) return Buffer.from(await res.arrayBuffer());
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the proposal was not sealed in time");
}

describe.concurrent("accessibility (axe-core: no serious or critical violation)", () => {
  it("on the login page", async ({ expect }) => {
    const page = await j.page();
    await new LoginPage(page).open();
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it(
    "on the dashboard",
    async ({ expect }) => {
      const page = await j.page();
      await new LoginPage(page).signInToDashboard("owner@msp.demo", j.server.demoPassword);
      await page.getByText("Welcome").first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    },
    MANY_PAGES_MS,
  );

  itChecksPages("on the settings, the quote and the contract pages", "owner@msp.demo", [
    "/user/profile",
    "/settings/users",
    "/settings/users?tab=teams",
    "/settings/company/info",
    "/settings/company/branding",
    "/settings/company/certifications",
    "/customers",
    "/projects/locations",
    "/projects/locations/add",
    "/quotes",
    "/quotes/add",
    `/quotes/${DEMO_PROJECT_IDS.adatumWifi}/view`,
    // The quote builder: sites tree, lines grid, totals, stepper, activity and members.
    `/projects/${DEMO_PROJECT_IDS.adatumWifi}/edit`,
    "/my-team",
    "/contract",
    `/contract/${DEMO_CONTRACT_IDS.adatumAgreement}`,
    `/customers/${DEMO_IDS.adatum}/view/contracts`,
  ]);

  itChecksPages("on an MSP's catalogue pages", "owner@msp.demo", [
    PRODUCTS,
    // A platform product: the MSP sees it read-only.
    `${PRODUCTS}/product/${C.merakiMr46}`,
    `${PRODUCTS}/product-add`,
    "/bundles",
    `/bundles/${C.northwindSmallOfficeBundle}`,
    "/bundles/add",
    "/bundle-category-types",
    "/assessment-and-design",
    "/support-plans",
    "/settings/distributors",
    "/cpq-automation",
  ]);

  // Northwind's own proposal template (the rich-text editor), the platform's dynamic one (read-only, its
  // sections) and Northwind's own section, read once for the tests that open them.
  const templateIds = once(async () => {
    const { accessToken } = await apiLogin(j.server.url, "owner@msp.demo", j.server.demoPassword);
    const firstId = async (path: string) => {
      const id = (
        await apiCall<{ data: { id: string }[] }>(j.server.url, "GET", path, { token: accessToken })
      ).data[0]?.id;
      if (!id) throw new Error(`the demo has nothing at ${path}`);
      return id;
    };
    return {
      own: await firstId("/templates?ownership=mine&documentType=proposal"),
      platform: await firstId("/templates?ownership=platform&templateType=dynamic"),
      section: await firstId("/document-sections?ownership=mine"),
    };
  });

  itChecksPages(
    "on the template pages: lists, the editor, the content library, a section",
    "owner@msp.demo",
    [
      "/templates",
      "/templates/add",
      async () => `/templates/${(await templateIds()).own}/edit`,
      async () => `/templates/${(await templateIds()).platform}/edit`,
      "/tools/templates",
      "/tools/templates?tab=library",
      async () => `/tools/templates/section/${(await templateIds()).section}/edit`,
      "/settings/documents",
      async () =>
        `/msp/${DEMO_IDS.northwind}/product-service/${C.merakiMr46}/template/${(await templateIds()).own}/document/proposal/replace`,
    ],
  );

  it(
    "on a template's preview: the server's filled HTML in a sandboxed frame, in a dialog",
    async ({ expect }) => {
      const page = await j.page();
      await new LoginPage(page).signInToDashboard("owner@msp.demo", j.server.demoPassword);
      await page.goto(`/templates/${(await templateIds()).own}/edit`);
      await page.getByRole("button", { name: "Preview", exact: true }).click();
      const frame = page.getByTitle("Preview of the document");
      await frame.waitFor();
      expect(await frame.getAttribute("sandbox")).toBe("");
      // The framed document runs no script (sandbox=""), so axe cannot scan inside it: the dialog around it.
      expect(await seriousViolations(page, 'iframe[sandbox=""]')).toEqual([]);
    },
    MANY_PAGES_MS,
  );

  // An order of an accepted copy of the demo quote, made once for the tests that open it.
  const orderView = once(async () => {
    const sales = (await apiLogin(j.server.url, "sales@msp.demo", j.server.demoPassword)).accessToken;
    return `/orders/${await acceptedQuoteOrder(j.server.url, sales, "Adatum Wi-Fi (orders accessibility)")}/view`;
  });

  itChecksPages("on the order pages (issue #18): the list, an order's tabs, /procure", "sales@msp.demo", [
    "/orders",
    orderView,
    async () => `${await orderView()}?tab=sites`,
    async () => `${await orderView()}?tab=suborders`,
    async () => `${await orderView()}?tab=shipments`,
    async () => `${await orderView()}?tab=documents`,
    async () => `${await orderView()}?tab=activity`,
    "/procure",
  ]);

  it(
    "on an order's cancel dialog asking for the reason",
    async ({ expect }) => {
      const page = await j.page();
      await new LoginPage(page).signInToDashboard("sales@msp.demo", j.server.demoPassword);
      await page.goto(await orderView());
      await page.getByRole("button", { name: "Cancel order" }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel the order" });
      await dialog.getByRole("button", { name: "Cancel order" }).click();
      await dialog.getByText("Say why the order is declined or cancelled.").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    },
    MANY_PAGES_MS,
  );

  itChecksPages("on the platform owner's pages", "owner@platform.demo", [
    "/accounts",
    "/msp",
    "/categories",
    "/notifications",
    "/jobs",
    "/company",
    `${PRODUCTS}/product/${C.merakiMr46}`,
    `/bundles/${C.officeWifiBundle}`,
    "/environments",
    `/environments/${C.officeEnvironment}/edit`,
    "/requirements",
    "/distributors",
    "/manufacturers",
    "/isps",
    "/isvs",
    "/cpq-automation",
    // A provider's page lists its templates; the owner makes custom templates for it and the platform.
    `/msp/${DEMO_IDS.northwind}/view`,
    `/msp/${DEMO_IDS.northwind}/template-add`,
    "/tools/templates/custom-add",
  ]);

  it(
    "on the public signing page (the code, the document with choices and signature, done) and /verify",
    async ({ expect }) => {
      const sent = await sentProposal();
      // Each step's violations, gathered so that one run names them all.
      const found: Record<string, string[]> = {};
      // The document is framed with sandbox="" (no script): axe scans the page around it.
      const scan = async (page: Page, step: string) => {
        found[step] = await seriousViolations(page, 'iframe[sandbox=""]');
      };
      const page = await j.page();
      const steps = new SigningSteps(page);
      await steps.open(sent.customerLink);
      await scan(page, "code: asked for");
      const from = catcher.mails.length;
      await steps.requestCode();
      await page.getByRole("button", { name: "Verify", exact: true }).click();
      await page.getByText("Enter the 6 digits of the code.").waitFor();
      await scan(page, "code: sent, none entered");
      await steps.enterCode(codeIn(await mailTo("user@customer.demo", /^\d{6}$/m, from)));
      await steps.documentFrame();
      await page.getByRole("heading", { name: "Your choices" }).waitFor();
      await scan(page, "document: choices, totals, consent, signature pad");
      await steps.sign();
      await page.getByText("Agree to sign electronically to continue.").waitFor();
      await scan(page, "document: signing refused, field errors shown");
      await steps.typeSignature("Ada Tum");
      await steps.fillInitials("AT");
      await steps.agree();
      await scan(page, "document: typed signature");
      await steps.sign();
      await steps.done().waitFor();
      await scan(page, "done");

      // The MSP countersigns through its own link: the choices stand as the customer made them.
      const msp = await j.page();
      const mspSteps = new SigningSteps(msp);
      await mspSteps.open(sent.mspLink);
      const mspFrom = catcher.mails.length;
      await mspSteps.requestCode();
      await mspSteps.enterCode(codeIn(await mailTo("owner@msp.demo", /^\d{6}$/m, mspFrom)));
      await mspSteps.documentFrame();
      await msp.getByText("The choices were made by the first signer").waitFor();
      await scan(msp, "countersigning: choices fixed");
      await mspSteps.drawSignature();
      await mspSteps.fillInitials("OO");
      await mspSteps.agree();
      await mspSteps.sign();
      await mspSteps.done().waitFor();
      const sealed = await sealedPdf(sent.quoteId, sent.sales);

      await page.goto("/verify");
      await page.getByRole("button", { name: "Choose a PDF file" }).waitFor();
      await scan(page, "verify: empty");
      const files = page.locator('input[type="file"]');
      await files.setInputFiles({
        name: "notes.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("not a PDF"),
      });
      await page.getByRole("alert").getByText("Choose a PDF file.").waitFor();
      await scan(page, "verify: not a PDF");
      const changed = Buffer.from(sealed);
      const at = changed.length - 10;
      changed.writeUInt8(changed.readUInt8(at) ^ 1, at);
      await files.setInputFiles({ name: "changed.pdf", mimeType: "application/pdf", buffer: changed });
      await page.getByTestId("verify-result").and(page.locator('[data-status="not_found"]')).waitFor();
      await scan(page, "verify: not found");
      await files.setInputFiles({ name: "sealed.pdf", mimeType: "application/pdf", buffer: sealed });
      await page.getByTestId("verify-result").and(page.locator('[data-status="verified"]')).waitFor();
      await scan(page, "verify: verified");

      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((step) => [step, []])));
    },
    MANY_PAGES_MS,
  );
});

// The catcher outlives the server of this file; vitest ends the process after the file.
process.once("beforeExit", () => void catcher.close());
