import type { FrameLocator, Locator, Page } from "playwright-core";

/** Who the document is sent to: a customer contact (by e-mail) with the role they sign in. */
export interface CustomerSigner {
  email: string;
  role: string;
}

/**
 * The builder's Documents drawer (apps/web/src/features/quote-documents): a tab per document type; a
 * document is generated from a template, its sections edited, previewed, sent for signature, its
 * signers followed, and its sealed copy downloaded.
 */
export class DocumentsDrawer {
  constructor(private readonly page: Page) {}

  root(): Locator {
    return this.page.getByRole("dialog", { name: "Documents", exact: true });
  }

  async open() {
    await this.page.getByRole("button", { name: "Documents", exact: true }).click();
    await this.root().waitFor();
  }

  async close() {
    await this.root().getByRole("button", { name: "Close" }).first().click();
    await this.root().waitFor({ state: "detached" });
  }

  /** The document's panel once it exists (generated). */
  panel(type = "proposal"): Locator {
    return this.root().locator(`[data-document="${type}"]`);
  }

  /** Generates the document from the template chosen first (the company's default). */
  async generate(type = "proposal") {
    await this.root()
      .getByRole("button", { name: `Generate the ${type}` })
      .click();
    await this.panel(type).waitFor();
  }

  /** The document's status as its badge says it (Draft, Sent, Signed, Completed; drawn in capitals). */
  async status(type = "proposal"): Promise<string> {
    return ((await this.panel(type).getByTestId("document-status").textContent()) ?? "").trim();
  }

  /** Opens a section's editor, adds a paragraph at the end of its text and saves. */
  async appendToSection(title: string, paragraph: string) {
    await this.root()
      .getByRole("button", { name: `Edit ${title}`, exact: true })
      .click();
    const dialog = this.page.getByRole("dialog", { name: `Edit ${title}`, exact: true });
    const text = dialog.getByRole("textbox", { name: "Section text" });
    await text.click();
    await this.page.keyboard.press("Control+End");
    await this.page.keyboard.press("Enter");
    await this.page.keyboard.type(paragraph);
    await dialog.getByRole("button", { name: "Save section" }).click();
    await dialog.waitFor({ state: "detached" });
  }

  /**
   * Closes the notifications shown, as a user would: they stack at the top right, over the drawer's own
   * buttons (Preview, Send for signature), for 10 s each.
   */
  async dismissNotices() {
    const notices = this.page.locator(".mantine-Notifications-root [role=alert]");
    for (let i = 0; i < 10 && (await notices.count()) > 0; i++)
      await notices
        .first()
        .getByRole("button")
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    await notices.first().waitFor({ state: "detached" });
  }

  /** Opens the preview; resolves with the document's frame (sandboxed) once it shows. */
  async openPreview(type = "proposal"): Promise<{ dialog: Locator; frame: FrameLocator }> {
    await this.dismissNotices();
    await this.panel(type).getByRole("button", { name: "Preview", exact: true }).click();
    const label = `${type[0]?.toUpperCase()}${type.slice(1)} preview`;
    const dialog = this.page.getByRole("dialog", { name: label });
    await dialog.locator("iframe").waitFor();
    return { dialog, frame: dialog.frameLocator("iframe") };
  }

  async closeDialog(dialog: Locator) {
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
  }

  /**
   * Send for signature: ticks the customer's signers and gives each a role; the countersigner is the one
   * the dialog proposes (the signed-in user, when on the quote's team) unless `countersigner` names another.
   */
  async send(signers: readonly CustomerSigner[], countersigner?: string, type = "proposal") {
    await this.dismissNotices();
    await this.panel(type).getByRole("button", { name: "Send for signature" }).click();
    const dialog = this.page.getByRole("dialog", { name: `Send the ${type} for signature` });
    for (const s of signers) {
      await dialog.getByRole("checkbox", { name: new RegExp(`\\(${escapeRegExp(s.email)}\\)$`) }).check();
      await dialog.getByRole("textbox", { name: `Role of ${s.email}` }).fill(s.role);
    }
    if (countersigner) {
      await dialog.getByRole("combobox", { name: /^Countersigner/ }).click();
      await this.page.getByRole("option", { name: new RegExp(escapeRegExp(countersigner)) }).click();
    }
    return dialog;
  }

  /** The row of a signer in the Signers table, by e-mail. */
  signer(email: string, type = "proposal"): Locator {
    return this.panel(type).locator(`[data-signer="${email}"]`);
  }

  /** The signer's status as its badge says (pending, sent, opened, verified, signed). */
  signerStatus(email: string, type = "proposal"): Promise<string | null> {
    return this.signer(email, type).locator("[data-status]").getAttribute("data-status");
  }

  /** The "Sealed copy" section. */
  seal(type = "proposal"): Locator {
    return this.panel(type).getByRole("region", { name: "Sealed copy" });
  }

  /** Downloads the sealed PDF through its button; resolves with the file's name and bytes. */
  async downloadSealed(type = "proposal"): Promise<{ name: string; bytes: Buffer }> {
    const download = this.page.waitForEvent("download");
    await this.seal(type).getByRole("button", { name: "Download the sealed PDF" }).click();
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
