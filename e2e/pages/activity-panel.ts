import type { Locator, Page } from "playwright-core";

/** The Activity section of a quote (builder or read-only view): the comment box and the feed. */
export class ActivityPanel {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole("region", { name: "Activity", exact: true });
  }

  async post(text: string) {
    await this.root.getByRole("textbox", { name: "Comment" }).fill(text);
    await this.root.getByRole("button", { name: "Post", exact: true }).click();
    // Posted once the poster's own feed shows it.
    await this.entry(text).waitFor();
  }

  /** A feed entry holding the text (a comment's body, or an event's sentence). */
  entry(text: string): Locator {
    return this.root.getByRole("listitem").filter({ hasText: text });
  }
}
