import type { Locator, Page } from "playwright-core";

/** The main layout: side menu, header, user menu. */
export class Shell {
  constructor(private readonly page: Page) {}

  /** The side menu (the shell's <nav>). */
  menu() {
    return this.page.getByRole("navigation", { name: "Main menu" });
  }

  /**
   * The titles of every side-menu entry, groups and their children, in order: closed groups are opened
   * first (their entries are drawn only when open), the nested ones too.
   */
  async menuTitles(): Promise<string[]> {
    const nav = this.menu();
    await nav.getByText("Home", { exact: true }).waitFor();
    const closedGroup = nav.locator('button[aria-expanded="false"]');
    for (let opened = 0; (await closedGroup.count()) > 0 && opened < 100; opened++) {
      await closedGroup.first().click();
    }
    const labels = await nav.locator(".mantine-NavLink-label").allTextContents();
    return labels.map((t) => t.trim()).filter(Boolean);
  }

  /**
   * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the page;
   * fails after `max` presses.
   */
  async tabTo(target: Locator, options: { backwards?: boolean; max?: number } = {}): Promise<number> {
    const key = options.backwards ? "Shift+Tab" : "Tab";
    for (let presses = 1; presses <= (options.max ?? 60); presses++) {
      await this.page.keyboard.press(key);
      if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) return presses;
    }
    throw new Error(`${key} did not reach ${target}`);
  }
}
