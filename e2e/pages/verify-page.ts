import type { Locator, Page } from "playwright-core";

/** /verify: anyone checks whether a PDF is, byte for byte, a sealed document (features/verify). */
export class VerifyPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto("/verify");
    await this.page.getByRole("button", { name: "Choose a PDF file" }).waitFor();
  }

  /** Picks the file through "Choose a PDF file" (the page checks it at once). */
  async check(file: { name: string; bytes: Buffer }) {
    const chooser = this.page.waitForEvent("filechooser");
    await this.page.getByRole("button", { name: "Choose a PDF file" }).click();
    await (await chooser).setFiles({ name: file.name, mimeType: "application/pdf", buffer: file.bytes });
  }

  /** The answer for the file picked last, once it shows: verified or not_found. */
  result(status: "verified" | "not_found"): Locator {
    return this.page.locator(`[data-testid="verify-result"][data-status="${status}"]`);
  }
}
