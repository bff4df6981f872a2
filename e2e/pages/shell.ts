import type { Page } from "playwright-core";

/** The main layout: side menu, header, user menu. */
export class Shell {
  constructor(private readonly page: Page) {}

  /** The titles of every side-menu entry, groups and their (possibly collapsed) children, in order. */
  async menuTitles(): Promise<string[]> {
    const nav = this.page.getByRole("navigation", { name: "Main menu" });
    await nav.getByText("Home", { exact: true }).waitFor();
    const labels = await nav.locator(".mantine-NavLink-label").allTextContents();
    return labels.map((t) => t.trim()).filter(Boolean);
  }
}
