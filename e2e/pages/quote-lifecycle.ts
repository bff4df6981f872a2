import type { Locator, Page } from "playwright-core";

/**
 * The quote builder's header for issue #16 §3-§4: the quote basics and their dialog, expiry and Renew,
 * Mark as accepted, Decline and Reopen, Duplicate quote and Save as template.
 */
export class QuoteLifecycle {
  constructor(private readonly page: Page) {}

  /** The basics as the header shows them (owner, contact, dates, terms). */
  basics(): Locator {
    return this.page.getByRole("group", { name: "Quote basics" });
  }

  basicsDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Quote basics" });
  }

  /** Opens Edit basics; resolves with the dialog once it shows. */
  async openBasics(): Promise<Locator> {
    await this.basics().getByRole("button", { name: "Edit basics" }).click();
    const dialog = this.basicsDialog();
    await dialog.waitFor();
    return dialog;
  }

  /** Picks an option of one of the dialog's selects by typing part of it. */
  async choose(dialog: Locator, label: RegExp, option: string) {
    const box = dialog.getByRole("combobox", { name: label });
    await box.click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  async saveBasics(dialog: Locator) {
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
  }

  expiredBadge(): Locator {
    return this.basics().getByText("Expired", { exact: true });
  }

  async renew() {
    await this.basics().getByRole("button", { name: "Renew" }).click();
    await this.page.getByText("The quote is renewed: dated today and valid again.").waitFor();
  }

  shareButton(): Locator {
    return this.page.getByRole("button", { name: "Share with customer", exact: true });
  }

  /** Opens Mark as accepted and types the reason; the confirmation comes on submit. */
  async startAccepting(reason: string): Promise<Locator> {
    await this.page.getByRole("button", { name: "Mark as accepted" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Mark the quote as accepted" });
    await dialog.getByRole("textbox", { name: /How did the customer accept/ }).fill(reason);
    await dialog.getByRole("button", { name: "Mark as accepted" }).click();
    return dialog;
  }

  /** The confirmation asked last (the app's confirm dialog), by a text of its question. */
  confirmation(text: string | RegExp): Locator {
    return this.page.getByRole("dialog").filter({ hasText: text });
  }

  async duplicate(): Promise<Locator> {
    await this.page.getByRole("button", { name: "Duplicate quote" }).click();
    return this.confirmation(/Create a copy of/);
  }

  async decline(reason: string) {
    await this.page.getByRole("button", { name: "Decline deal" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Decline deal" });
    await dialog.getByRole("textbox", { name: /Why was the deal declined/ }).fill(reason);
    await dialog.getByRole("button", { name: "Decline the deal" }).click();
    await this.declinedBanner().waitFor();
  }

  declinedBanner(): Locator {
    return this.page.getByRole("alert").filter({ hasText: "The deal was declined" });
  }

  /** Reopen from the declined banner, with an optional reason; returns the dialog before confirming. */
  async openReopen(reason = ""): Promise<Locator> {
    await this.declinedBanner().getByRole("button", { name: "Reopen" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Reopen the quote" });
    if (reason) await dialog.getByRole("textbox", { name: /Why is it reopened/ }).fill(reason);
    return dialog;
  }
}
