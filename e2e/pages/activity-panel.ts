import type { Locator, Page } from "playwright-core";

/** The Activity section of a quote (builder or read-only view): the comment box and the feed. */
export class ActivityPanel {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole("region", { name: "Activity", exact: true });
  }

  /**
   * Writes and posts a comment. The MSP's comments are internal unless `forCustomer` picks Customer in
   * the comment box (the customer's own have no choice to make).
   */
  async post(text: string, opts: { forCustomer?: boolean } = {}) {
    await this.root.getByRole("textbox", { name: "Comment" }).fill(text);
    // The segmented control's radios are drawn by their labels; the inputs themselves are hidden.
    if (opts.forCustomer)
      await this.root
        .locator("label")
        .filter({ hasText: /^Customer$/ })
        .click();
    await this.root.getByRole("button", { name: "Post", exact: true }).click();
    // Posted once the poster's own feed shows it.
    await this.entry(text).waitFor();
  }

  /** A feed entry holding the text (a comment's body, or an event's sentence). */
  entry(text: string): Locator {
    return this.root.getByRole("listitem").filter({ hasText: text });
  }

  /** The badge of a feed entry's comment as the MSP sees it: "Internal" or "Visible to the customer". */
  visibilityOf(text: string): Locator {
    return this.entry(text).locator(".mantine-Badge-label");
  }
}
