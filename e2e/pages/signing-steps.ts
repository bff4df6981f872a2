import type { FrameLocator, Page } from "playwright-core";

/**
 * The public signing page's steps as a signer meets them (/quotes/{quoteId}/sign?documentType=&signToken=):
 * who is asked, the one-time code mailed and entered, then the document with the choices, the disclosure,
 * the signature and initials, then done.
 */
export class SigningSteps {
  constructor(private readonly page: Page) {}

  /** Opens the link from the mail and waits for the code step. */
  async open(link: string) {
    await this.page.goto(link);
    await this.page.getByRole("heading", { name: "Confirm it is you" }).waitFor();
  }

  async requestCode() {
    await this.page.getByRole("button", { name: "E-mail me a code" }).click();
    await this.page.getByRole("textbox", { name: /6-digit code/ }).waitFor();
  }

  async enterCode(code: string) {
    await this.page.getByRole("textbox", { name: /6-digit code/ }).fill(code);
    await this.page.getByRole("button", { name: "Verify", exact: true }).click();
  }

  /** The framed document (sandboxed, from srcdoc), once the signing step shows it. */
  async documentFrame(): Promise<FrameLocator> {
    const frame = this.page.getByTitle(/ to sign$/);
    await frame.waitFor();
    return this.page.frameLocator('iframe[title$=" to sign"]');
  }

  async agree() {
    await this.page.getByRole("checkbox", { name: "I agree to sign electronically" }).check();
  }

  /** Draws a stroke across the signature pad with the mouse. */
  async drawSignature() {
    const pad = this.page.getByTestId("signature-pad");
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error("the signature pad is not shown");
    await this.page.mouse.move(box.x + 20, box.y + box.height / 2);
    await this.page.mouse.down();
    for (let i = 1; i <= 8; i++) {
      await this.page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -20 : 20));
    }
    await this.page.mouse.up();
  }

  /** Switches the signature to typed and types it. */
  async typeSignature(name: string) {
    await this.page.getByText("Type", { exact: true }).click();
    await this.page.getByRole("textbox", { name: "Type your full name" }).fill(name);
  }

  async fillInitials(initials: string) {
    await this.page.getByRole("textbox", { name: /^Initials/ }).fill(initials);
  }

  async sign() {
    await this.page.getByRole("button", { name: "Sign", exact: true }).click();
  }

  /** The done step ("Signed" or "Already signed"). */
  done() {
    return this.page.getByTestId("signing-done");
  }
}
