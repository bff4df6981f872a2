import type { Page } from "playwright-core";

/** The main layout: side menu, header, user menu. */
export class Shell {
  constructor(private readonly page: Page) {}

  /**
   * The titles of every side-menu entry, groups and their children, in order: closed groups are opened
   * first (their entries are drawn only when open), the nested ones too.
   */
  async menuTitles(): Promise<string[]> {
    const nav = this.page.getByRole("navigation", { name: "Main menu" });
    await nav.getByText("Home", { exact: true }).waitFor();
    const closedGroup = nav.locator(
      ".mantine-NavLink-root:not([data-expanded]):has(.mantine-NavLink-chevron)",
    );
    for (let opened = 0; (await closedGroup.count()) > 0 && opened < 100; opened++) {
      await closedGroup.first().click();
    }
    const labels = await nav.locator(".mantine-NavLink-label").allTextContents();
    return labels.map((t) => t.trim()).filter(Boolean);
  }
}
