import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { DEMO_PROJECT_IDS } from "@q2c/db";
import type { Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useJourney } from "./fixtures/journey.ts";
import { type CaughtMail, startMailCatcher } from "./fixtures/mail-catcher.ts";
import { DocumentsDrawer } from "./pages/documents-drawer.ts";
import { LoginPage } from "./pages/login-page.ts";
import { QuoteBuilderPage } from "./pages/quote-builder-page.ts";
import { SigningPage, type SigningTotals } from "./pages/signing-page.ts";
import { VerifyPage } from "./pages/verify-page.ts";

const catcher = await startMailCatcher();
const j = useJourney({ SMTP_URL: catcher.url });

const QUOTE = DEMO_PROJECT_IDS.adatumWifi;
const CUSTOMER = { email: "user@customer.demo", name: "Ada Tum", role: "IT director" };
const MSP = { email: "sales@msp.demo", name: "Sam Sales" };
const LAB = "Lab";
/** The Lab's access points: good, better, best (the demo's "Access point" group). */
const GOOD = "Ubiquiti UniFi U6 Pro";
const BETTER = "Cisco Meraki MR46";
/** The Lab's on-site hours, which the MSP offers as optional (included until the customer says no). */
const ONSITE = "Northwind on-site engineer";
const EDITED = "Installation is planned around Adatum's quiet weeks in August.";
const POLL = { timeout: 15_000 };
/** The seal is a job (two renders and a signature) on a machine other journeys share. */
const SEAL_TIMEOUT = 60_000;
/** E2E_SCREENSHOTS=<folder> keeps a picture of each step's screen there (1440 x 900, the phone 375 x 812). */
const SHOTS = process.env.E2E_SCREENSHOTS;

const shot = async (page: Page, name: string, fullPage = false) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/documents-${name}.png`, fullPage });
};

/** "$12,345.67" → 12345.67 */
const amount = (text: string) => Number(text.replace(/[^0-9.-]/g, ""));

const linkIn = (mail: CaughtMail) => {
  const link = /https?:\/\/\S+\/quotes\/\S+\/sign\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no signing link in the mail "${mail.subject}"`);
  return link;
};

/** The six-digit code of the next code mail to `to`, after the `from`-th mail caught. */
async function codeFor(to: string, from: number): Promise<string> {
  const mail = await catcher.waitFor((m) => m.to.includes(to) && m.subject.startsWith("Your code to sign"), {
    from,
    what: `the code mail to ${to}`,
  });
  const code = /^\d{6}$/m.exec(mail.text)?.[0];
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
}

/**
 * Issue #17 §5, the browser journey: the MSP generates the proposal of the demo quote, edits a section and
 * sends it; the customer opens the link from the mail, verifies the code from the mail, turns an optional
 * line off, picks the "better" option, draws a signature and signs; the MSP countersigns; the quote shows
 * acceptance with the customer's choices and totals; the sealed PDF downloads, its SHA-256 verifies at
 * /verify, and a copy with one byte changed is not found. Mails go through a real SMTP peer. The steps run
 * in order; each signer uses a fresh browser context (a signed-in visitor is sent to the quote's view).
 */
describe("a proposal generated, sent, signed by the customer and the MSP, sealed and verified", () => {
  let msp: Page;
  let builder: QuoteBuilderPage;
  let drawer: DocumentsDrawer;
  /** What the customer saw last before signing. */
  let signed: SigningTotals;
  let sealed: { name: string; bytes: Buffer };

  beforeAll(async () => {
    msp = await j.page();
    await msp.setViewportSize({ width: 1440, height: 900 });
    await new LoginPage(msp).signInToDashboard(MSP.email, j.server.demoPassword);
    builder = new QuoteBuilderPage(msp);
    drawer = new DocumentsDrawer(msp);
  });
  /** The page a step works on last: pictured when the step fails. */
  let shown: Page | undefined;
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === "fail")
      await shot(shown ?? msp, `failed-${ctx.task.name.slice(0, 24)}`, true);
    shown = undefined;
  });

  it("the MSP offers the on-site hours as optional, proposes the good access point, generates, edits and sends the proposal", async () => {
    await builder.open(QUOTE);
    // The quote as the MSP proposes it: the budget access point, and on-site hours the customer may decline.
    await builder.chooseBuilding(LAB);
    await builder
      .grid(LAB)
      .getByRole("radio", { name: `Choose ${GOOD}` })
      .check();
    await builder.showColumns(LAB, ["Optional"]);
    await builder
      .grid(LAB)
      .getByRole("checkbox", { name: new RegExp(`^${ONSITE}.* is optional$`) })
      .check();
    await builder.saved();

    await drawer.open();
    await drawer.generate();
    expect(await drawer.status()).toBe("Draft");
    await drawer.appendToSection("Executive summary", EDITED);
    const preview = await drawer.openPreview();
    await preview.frame.getByText(EDITED).waitFor();
    await shot(msp, "preview");
    await drawer.closeDialog(preview.dialog);

    const sentFrom = catcher.mails.length;
    const dialog = await drawer.send([{ email: CUSTOMER.email, role: CUSTOMER.role }]);
    // The countersigner proposed is the signed-in salesperson, who is on the quote's team.
    expect(await dialog.getByRole("combobox", { name: /^Countersigner/ }).inputValue()).toContain(MSP.email);
    await shot(msp, "send-dialog");
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => drawer.status(), POLL).toBe("Sent");
    for (const email of [CUSTOMER.email, MSP.email]) {
      await catcher.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Please"), {
        from: sentFrom,
        what: `the signing request to ${email}`,
      });
      await expect.poll(() => drawer.signerStatus(email), POLL).toBe("sent");
    }
    await shot(msp, "sent");
  });

  it("the customer opens the link from the mail, verifies the code, makes the choices, draws a signature and signs", async () => {
    const request = await catcher.waitFor(
      (m) =>
        m.to.includes(CUSTOMER.email) &&
        m.subject === "Please review and sign the proposal for Adatum HQ Wi-Fi refresh",
      { what: "the customer's signing request" },
    );
    const page = await j.page();
    shown = page;
    await page.setViewportSize({ width: 1440, height: 900 });
    const signing = new SigningPage(page);
    await signing.open(linkIn(request));
    await page.getByText(/asks you to review and sign this proposal\.$/).waitFor();
    await shot(page, "signing-code");
    const before = catcher.mails.length;
    await signing.requestCode();
    await signing.enterCode(await codeFor(CUSTOMER.email, before));

    // The document is the one sent: the edited section reads as edited.
    await signing.document().getByText(EDITED).waitFor();
    const offered = await signing.totals();
    const onsite = signing.optionalLine(ONSITE);
    expect(await onsite.isChecked()).toBe(true);
    expect(await signing.option(GOOD).isChecked()).toBe(true);
    await shot(page, "signing-document", true);

    await onsite.uncheck();
    await expect
      .poll(async () => amount((await signing.totals()).term), POLL)
      .toBeLessThan(amount(offered.term));
    const withoutOnsite = await signing.totals();
    await signing.option(BETTER).check();
    await expect
      .poll(async () => amount((await signing.totals()).term), POLL)
      .toBeGreaterThan(amount(withoutOnsite.term));
    signed = await signing.totals();
    expect(amount(signed.oneTime)).toBeGreaterThan(amount(withoutOnsite.oneTime));

    await signing.consent();
    await signing.drawSignature();
    await signing.initials().fill("AT");
    await shot(page, "signing-filled", true);
    const done = await signing.sign();
    expect(await done.innerText()).toContain("Thank you, your signature on the proposal is recorded.");
    expect(await done.innerText()).toContain("once every signer has signed");
    await shot(page, "signing-done");
  });

  it("the MSP countersigns on a 375 x 812 phone, which needs no sideways scrolling, with a typed signature", async () => {
    const request = await catcher.waitFor((m) => m.to.includes(MSP.email) && m.subject.startsWith("Please"), {
      what: "the countersigner's signing request",
    });
    expect(request.subject).toBe("Please countersign the proposal for Adatum HQ Wi-Fi refresh");
    const page = await j.page();
    shown = page;
    await page.setViewportSize({ width: 375, height: 812 });
    const signing = new SigningPage(page);
    await signing.open(linkIn(request));
    await page.getByText("You are asked to countersign this proposal for your company.").waitFor();
    const atCode = await signing.horizontalOverflow();
    expect(atCode.scrollWidth).toBeLessThanOrEqual(atCode.clientWidth);
    await shot(page, "phone-code", true);
    const before = catcher.mails.length;
    await signing.requestCode();
    await signing.enterCode(await codeFor(MSP.email, before));
    // The customer's choices stand; the countersigner sees them, fixed, and the totals the customer signed.
    await page
      .getByText("The choices were made by the first signer; they are shown as they stand.")
      .waitFor();
    expect(await signing.optionalLine(ONSITE).isChecked()).toBe(false);
    expect(await signing.option(BETTER).isChecked()).toBe(true);
    expect(await signing.totals()).toEqual(signed);
    const { scrollWidth, clientWidth } = await signing.horizontalOverflow();
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await shot(page, "phone-document", true);

    await signing.consent();
    await signing.typeSignature(MSP.name);
    await signing.initials().fill("SS");
    const done = await signing.sign();
    expect(await done.innerText()).toContain("Every signer has signed.");
    await shot(page, "phone-done", true);
  });

  it("the quote is in acceptance with the customer's choices and the totals the customer signed", async () => {
    await drawer.close();
    await builder.open(QUOTE);
    await expect.poll(() => builder.currentStage(), POLL).toBe("Acceptance");
    await builder.chooseBuilding(LAB);
    const chosen = builder.grid(LAB).getByRole("radio", { checked: true });
    expect(await chosen.getAttribute("aria-label")).toMatch(new RegExp(`^Choose ${BETTER}`));
    expect(amount((await builder.total("One-time").textContent()) ?? "")).toBe(amount(signed.oneTime));
    expect(amount((await builder.total("Monthly").textContent()) ?? "")).toBe(amount(signed.monthly));
    expect(amount((await builder.total("Term total").textContent()) ?? "")).toBe(amount(signed.term));
    await shot(msp, "builder-accepted");

    // The quote's read-only view says which lines are not chosen: the on-site hours among them.
    await msp.goto(`/quotes/${QUOTE}/view`);
    const onsiteRow = msp.getByRole("row").filter({ hasText: ONSITE });
    await onsiteRow.getByText("Not chosen").waitFor();
    await msp.getByRole("row").filter({ hasText: GOOD }).getByText("Not chosen").waitFor();
    expect(await msp.getByRole("row").filter({ hasText: BETTER }).getByText("Not chosen").count()).toBe(0);
    await shot(msp, "view-accepted", true);
  });

  it(
    "the sealed PDF downloads once sealed, verifies at /verify with its signers, and a changed copy is not found",
    async () => {
      await builder.open(QUOTE);
      await drawer.open();
      expect(await drawer.signerStatus(CUSTOMER.email)).toBe("signed");
      expect(await drawer.signerStatus(MSP.email)).toBe("signed");
      await drawer
        .seal()
        .getByText("Sealed: the signed document with its evidence, digitally signed.")
        .waitFor({
          timeout: SEAL_TIMEOUT,
        });
      expect(await drawer.status()).toBe("Completed");
      await shot(msp, "sealed");
      sealed = await drawer.downloadSealed();
      expect(sealed.name).toMatch(/\(sealed\)\.pdf$/);
      expect(sealed.bytes.subarray(0, 5).toString()).toBe("%PDF-");
      // Digitally signed (PAdES-style, a detached CMS over the byte range), as the issue's §4 asks.
      const raw = sealed.bytes.toString("latin1");
      expect(raw).toMatch(/\/SubFilter\s*\/adbe\.pkcs7\.detached/);
      expect(raw).toMatch(/\/ByteRange\s*\[/);
      const sha256 = createHash("sha256").update(sealed.bytes).digest("hex");

      // Each signer is mailed the same sealed PDF, named by its SHA-256.
      for (const email of [CUSTOMER.email, MSP.email]) {
        const mail = await catcher.waitFor(
          (m) => m.to.includes(email) && m.subject.startsWith("Signed and sealed:"),
          { what: `the sealed PDF to ${email}` },
        );
        expect(mail.text).toContain(sha256);
        const pdf = mail.attachments.find((a) => a.contentType === "application/pdf");
        expect(pdf?.content.equals(sealed.bytes)).toBe(true);
      }

      // Anyone checks the file at /verify: no account needed.
      const page = await j.page();
      shown = page;
      await page.setViewportSize({ width: 1440, height: 900 });
      const verify = new VerifyPage(page);
      await verify.open();
      await verify.check(sealed);
      const verified = verify.result("verified");
      await verified.waitFor();
      const text = await verified.innerText();
      expect(text).toContain(sha256);
      expect(text).toContain(`${CUSTOMER.name} (${CUSTOMER.email}), ${CUSTOMER.role}`);
      expect(text).toContain(`${MSP.name} (${MSP.email})`);
      await shot(page, "verified", true);

      const changed = Buffer.from(sealed.bytes);
      const middle = Math.floor(changed.length / 2);
      changed[middle] = (changed[middle] ?? 0) ^ 0x01;
      await verify.check({ name: "changed.pdf", bytes: changed });
      await verify.result("not_found").waitFor();
      expect(await verify.result("not_found").innerText()).toContain("Not found");
      await shot(page, "not-found");
    },
    SEAL_TIMEOUT + 60_000,
  );
});

// The catcher outlives the server of this file; vitest ends the process after the file.
process.once("beforeExit", () => void catcher.close());
