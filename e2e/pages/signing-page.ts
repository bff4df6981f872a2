import type { FrameLocator, Locator, Page } from "playwright-core";

/** The figures of the signing page's Totals table, as shown ("$1,234.00"). */
export interface SigningTotals {
  oneTime: string;
  monthly: string;
  term: string;
}

/**
 * /quotes/{id}/sign?documentType=&signToken=: a signer's public page (apps/web/src/features/signing).
 * The one-time code first, then the document with its choices and live totals, the disclosure, the
 * signature and initials, then the confirmation.
 */
export class SigningPage {
  constructor(private readonly page: Page) {}

  /** Opens a signing link; resolves once the page says who is asked to sign. */
  async open(link: string) {
    await this.page.goto(link);
    await this.page.getByText(/^Signing as:/).waitFor();
  }

  /** Asks for the code (mailed to the signer); resolves once the page says it was sent. */
  async requestCode() {
    await this.page.getByRole("button", { name: "E-mail me a code" }).click();
    await this.page.getByText(/^We sent a 6-digit code to /).waitFor();
  }

  /** Enters the code and verifies it; resolves once the document shows. */
  async enterCode(code: string) {
    await this.page.getByRole("textbox", { name: /^6-digit code/ }).fill(code);
    await this.page.getByRole("button", { name: "Verify", exact: true }).click();
    await this.documentFrameElement().waitFor();
  }

  documentFrameElement(): Locator {
    return this.page.locator("iframe[title$=' to sign']");
  }

  /** The document as the signer reads it (a sandboxed frame). */
  document(): FrameLocator {
    return this.page.frameLocator("iframe[title$=' to sign']");
  }

  /** The switch that includes an optional line, by the start of the line's name. */
  optionalLine(name: string | RegExp): Locator {
    const label = typeof name === "string" ? new RegExp(`^Include ${escapeRegExp(name)}`) : name;
    return this.page.getByRole("switch", { name: label });
  }

  /** The radio of an option in a group of alternatives, by the start of its name. */
  option(name: string): Locator {
    return this.page.getByRole("radio", { name: new RegExp(`^${escapeRegExp(name)}`) });
  }

  totalsTable(): Locator {
    return this.page.getByTestId("signing-totals");
  }

  /** The totals as they stand, once no update is under way. */
  async totals(): Promise<SigningTotals> {
    await this.page.getByRole("status", { name: "Updating the totals" }).waitFor({ state: "detached" });
    const figure = (label: RegExp) =>
      this.totalsTable()
        .getByRole("row")
        .filter({ has: this.page.getByRole("rowheader", { name: label }) })
        .getByRole("cell")
        .innerText();
    return {
      oneTime: await figure(/^One-time total$/),
      monthly: await figure(/^Monthly recurring$/),
      term: await figure(/^Total over \d+ months$/),
    };
  }

  async consent() {
    await this.page.getByRole("checkbox", { name: "I agree to sign electronically" }).check();
  }

  signaturePad(): Locator {
    return this.page.getByTestId("signature-pad");
  }

  /** Draws a signature on the pad with the mouse: a few strokes across its middle. */
  async drawSignature() {
    const pad = this.signaturePad();
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error("the signature pad is not shown");
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    const strokes: (readonly (readonly [number, number])[])[] = [
      [at(0.1, 0.6), at(0.2, 0.3), at(0.3, 0.7), at(0.4, 0.35), at(0.5, 0.65)],
      [at(0.55, 0.5), at(0.7, 0.4), at(0.85, 0.6), at(0.9, 0.45)],
    ];
    for (const stroke of strokes) {
      const [first, ...rest] = stroke;
      if (!first) continue;
      await this.page.mouse.move(...first);
      await this.page.mouse.down();
      for (const point of rest) await this.page.mouse.move(...point, { steps: 4 });
      await this.page.mouse.up();
    }
  }

  /** Chooses Type and types the signature. */
  async typeSignature(name: string) {
    // The segmented control's radios are hidden under their labels: the label is what a user clicks.
    await this.page
      .locator("label")
      .filter({ hasText: /^Type$/ })
      .click();
    await this.page.getByRole("textbox", { name: "Type your full name" }).fill(name);
  }

  initials(): Locator {
    return this.page.getByRole("textbox", { name: /^Initials/ });
  }

  /** Signs; resolves with the confirmation once it shows. */
  async sign(): Promise<Locator> {
    await this.page.getByRole("button", { name: "Sign", exact: true }).click();
    const done = this.page.getByTestId("signing-done");
    await done.waitFor();
    return done;
  }

  /** Whether the page scrolls sideways (it must not, down to a phone's 375 px). */
  horizontalOverflow(): Promise<{ scrollWidth: number; clientWidth: number }> {
    return this.page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
