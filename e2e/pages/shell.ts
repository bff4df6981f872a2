import type { Page } from "playwright-core";

/** The main layout: side menu, header, user menu. */
export class Shell {
  constructor(private readonly page: Page) {}

  /** The titles of the side menu's top-level entries, in order. */
  async menuTitles(): Promise<string[]> {
    const nav = this.page.locator("nav").first();
    await nav.waitFor();
    return (await nav.locator("a, button").allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  }

  heading(name: string | RegExp) {
    return this.page.getByRole("heading", { name });
  }
}
