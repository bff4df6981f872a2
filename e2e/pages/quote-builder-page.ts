import type { Locator, Page } from "playwright-core";
import { COMPILE_HINT } from "../../apps/web/vite-compile-hints.ts";
import { ActivityPanel } from "./activity-panel.ts";

/**
 * /projects/:id/edit: the quote builder. Locations and buildings on the left, the chosen building's
 * bundle products and lines in the middle with the catalogue tools above, the live totals on the
 * right; the stage stepper and Versions above, the activity below.
 */
export class QuoteBuilderPage {
  readonly activity: ActivityPanel;

  constructor(private readonly page: Page) {
    this.activity = new ActivityPanel(page);
  }

  async open(quoteId: string) {
    await this.page.goto(`/projects/${quoteId}/edit`);
    await this.tree().waitFor();
  }

  /** Share with customer, confirmed; resolves once the header says since when it is shared. */
  async share() {
    await this.page.getByRole("button", { name: "Share with customer", exact: true }).click();
    await this.page.getByRole("dialog").getByRole("button", { name: "Share", exact: true }).click();
    await this.sharedBadge().waitFor();
  }

  /** "Shared with the customer on …", once the quote is shared. */
  sharedBadge(): Locator {
    return this.page.getByText(/^Shared with the customer on /);
  }

  /**
   * What index.html started for this page before the app loaded (apps/web/src/early/early-reads.ts) and the
   * app has not taken: empty once the page has made every read it is expected to make.
   */
  untakenEarlyReads(): Promise<string[]> {
    return this.page.evaluate(() => {
      const slot = (window as unknown as { __q2cEarlyReads?: { responses: Map<string, unknown> } })
        .__q2cEarlyReads;
      return slot ? [...slot.responses.keys()] : ["(no early reads were started)"];
    });
  }

  /**
   * Script files the page fetched that index.html neither loads nor preloads on the builder's paths (the
   * early script adds the builder's own chunks, apps/web/vite-early-reads.ts): empty while that list is
   * complete, so that no chunk of the builder waits for the router to ask for it.
   */
  scriptsFetchedLate(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const urls = (root: ParentNode) =>
        [...root.querySelectorAll<HTMLLinkElement | HTMLScriptElement>("link[href], script[src]")].map(
          (el) => new URL(el.getAttribute("href") ?? el.getAttribute("src") ?? "", location.href).href,
        );
      const html = await (await fetch(location.pathname)).text();
      const index = new DOMParser().parseFromString(html, "text/html");
      // What index.html loads and preloads itself, and what the early script preloaded (marked data-early).
      const early = new Set(urls(index));
      for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-early]")) early.add(link.href);
      return performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => /\/assets\/[^/]+\.js$/.test(url) && !early.has(url));
    });
  }

  /**
   * The page's script files by their first line: the compile hint (apps/web/vite-compile-hints.ts) or not.
   * Each file name without its hash, e.g. { hinted: ["app", "quote-builder-page", ...], plain: ["vendor"] }.
   */
  scriptsByCompileHint(): Promise<{ hinted: string[]; plain: string[] }> {
    return this.page.evaluate(async (hint) => {
      const scripts = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => /\/assets\/[^/]+\.js$/.test(url));
      const out = { hinted: [] as string[], plain: [] as string[] };
      for (const url of scripts) {
        const text = await (await fetch(url)).text();
        const name = (url.split("/").pop() ?? "").replace(/-[\w-]{8}\.js$/, "");
        (text.startsWith(`${hint}\n`) ? out.hinted : out.plain).push(name);
      }
      return { hinted: out.hinted.sort(), plain: out.plain.sort() };
    }, COMPILE_HINT);
  }

  dealName(): Locator {
    return this.page.getByRole("textbox", { name: "Deal name" });
  }

  // --- Locations and buildings ---

  tree(): Locator {
    return this.page.getByRole("tree", { name: "Locations and buildings" });
  }

  /** The tree's node names in order, locations and (open) buildings. */
  async siteNames(): Promise<string[]> {
    return (await this.tree().getByRole("treeitem").allInnerTexts()).map((t) => t.trim());
  }

  node(name: string): Locator {
    return this.tree().getByRole("treeitem", { name, exact: true });
  }

  async addLocation(name: string) {
    await this.page.getByRole("button", { name: "Add location" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Add location" });
    await dialog.getByRole("textbox", { name: "Location name" }).fill(name);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await this.node(name).waitFor();
  }

  /** Clicks the location (the tools then act on it) and adds a building to it. */
  async addBuilding(location: string, name: string) {
    await this.node(location).click();
    await this.page.getByRole("button", { name: "Add building", exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name: "Add building" });
    await dialog.getByRole("textbox", { name: "Building name" }).fill(name);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await this.node(name).waitFor();
  }

  /** Shows the building's products in the grid (an empty building shows a note instead of a grid). */
  async chooseBuilding(name: string) {
    await this.node(name).click();
    await this.node(name).and(this.page.locator('[aria-selected="true"]')).waitFor();
  }

  // --- The grid and its tools ---

  grid(building: string): Locator {
    return this.page.getByRole("grid", { name: this.gridLabel(building) });
  }

  /** The Name cell of each row in view: bundle products ("Name (lines)") and their lines. */
  async rowNames(building: string): Promise<string[]> {
    const rows = this.grid(building)
      .getByRole("row")
      .filter({ has: this.page.getByRole("gridcell") });
    return rows.evaluateAll((els) =>
      els.map((el) => el.querySelectorAll("[role=gridcell]")[1]?.textContent?.trim() ?? ""),
    );
  }

  /** The grid's scroll box: its widths say whether the columns shown fit it. */
  async gridWidths(building: string): Promise<{ scrollWidth: number; clientWidth: number }> {
    return this.grid(building).evaluate((grid) => {
      const box = grid.parentElement as HTMLElement;
      return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
    });
  }

  /** Scrolls the grid's box sideways to `left` px. */
  async scrollGridTo(building: string, left: number) {
    await this.grid(building).evaluate((grid, x) => {
      (grid.parentElement as HTMLElement).scrollLeft = x;
    }, left);
  }

  /**
   * The line rows' names as drawn: the text, the full name its title gives, whether the text shows whole
   * (not cut by the two-line clamp), the part number under an option's name, and where the name's left
   * edge is.
   */
  async lineNames(building: string) {
    return this.grid(building)
      .locator("[data-line-name]")
      .evaluateAll((els) =>
        els.map((el) => {
          const meta = el.nextElementSibling;
          return {
            text: el.textContent ?? "",
            title: el.getAttribute("title") ?? "",
            whole: el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
            partNumber: meta?.lastElementChild?.textContent ?? "",
            left: Math.round(el.getBoundingClientRect().left),
          };
        }),
      );
  }

  /** The Columns menu of the grid: ticks the named columns and closes it. */
  async showColumns(building: string, names: readonly string[]) {
    await this.page.getByRole("button", { name: `Columns: ${this.gridLabel(building)}` }).click();
    for (const name of names) {
      const item = this.page.getByRole("menuitemcheckbox", { name, exact: true });
      if ((await item.getAttribute("aria-checked")) !== "true") await item.click();
    }
    await this.page.keyboard.press("Escape");
  }

  private gridLabel(building: string) {
    return `Products of ${building}`;
  }

  /** The Qty box of a line (by the start of its name). */
  quantity(lineName: string): Locator {
    return this.page.getByRole("textbox", { name: `Quantity of ${lineName}` });
  }

  /** The Line discount box of a line (by the start of its name). */
  discount(lineName: string): Locator {
    return this.page.getByRole("textbox", { name: `Discount of ${lineName}` });
  }

  /** The grid's message about its boxes that hold what cannot be saved. */
  async inputMessage(box: Locator): Promise<string> {
    const id = await box.getAttribute("aria-describedby");
    return id ? ((await this.page.locator(`[id="${id}"]`).textContent()) ?? "") : "";
  }

  catalogueSearch(): Locator {
    return this.page.getByRole("combobox", { name: "Add from the catalogue" });
  }

  /** What the search says under its box ("Enter at least 3 characters to search.", ...). */
  searchNote(text: string): Locator {
    return this.page.getByRole("status").filter({ hasText: text });
  }

  /** Types the term into the catalogue search and clicks the product whose option holds `productText`. */
  async addFromCatalogue(term: string, productText: string) {
    await this.catalogueSearch().fill(term);
    await this.page
      .getByRole("listbox", { name: "Add from the catalogue" })
      .getByRole("option")
      .filter({ hasText: productText })
      .first()
      .click();
  }

  /** Picks a catalogue bundle in "Add a bundle" and adds it with the quantity. */
  async addBundle(name: string, quantity = "1") {
    const select = this.page.getByRole("combobox", { name: "Add a bundle" });
    await select.click();
    await select.fill(name.slice(0, 12));
    await this.page.getByRole("option", { name, exact: true }).click();
    await this.page.getByRole("textbox", { name: "Quantity", exact: true }).fill(quantity);
    await this.page.getByRole("button", { name: "Add", exact: true }).click();
  }

  /** The Unit price box of a line (by the start of its name). */
  price(lineName: string): Locator {
    return this.page.getByRole("textbox", { name: `Unit price of ${lineName}` });
  }

  /** "All changes saved" once every edit has been answered. */
  async saved() {
    await this.page.getByRole("status").filter({ hasText: "All changes saved" }).waitFor();
  }

  // --- Totals ---

  /** A figure of the totals panel by its label ("One-time", "Term total", "Gross margin", ...). */
  total(label: string): Locator {
    return this.page
      .getByRole("region", { name: "Totals" })
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator("xpath=following-sibling::dd[1]");
  }

  /** Hides or shows the totals panel (the button says which it will do). */
  totalsToggle(): Locator {
    return this.page.getByRole("button", { name: /^(Hide|Show) totals$/ });
  }

  // --- Stage ---

  stepper(): Locator {
    return this.page.getByRole("list", { name: "Quote stage" });
  }

  /** The label of the step marked current. */
  async currentStage(): Promise<string> {
    const text = await this.stepper().locator('[aria-current="step"]').innerText();
    return text.replace(/^\d+\.\s*/, "").trim();
  }

  nextStageButton(): Locator {
    return this.page.getByRole("button", { name: /^Move to / });
  }

  // --- Versions ---

  async openVersions(): Promise<VersionsDrawer> {
    await this.page.getByRole("button", { name: "Versions", exact: true }).click();
    const drawer = new VersionsDrawer(this.page);
    await drawer.root.waitFor();
    return drawer;
  }
}

/** The Versions drawer: save a named version, compare two. */
export class VersionsDrawer {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole("dialog", { name: "Versions" });
  }

  async save(name: string) {
    await this.root.getByRole("textbox", { name: "Version name" }).fill(name);
    await this.root.getByRole("button", { name: "Save version" }).click();
    await this.version(name).waitFor();
  }

  /** A saved version's row ("1. First pass"). */
  version(name: string): Locator {
    return this.root.getByText(new RegExp(`^\\d+\\. ${name}$`));
  }

  /** Chooses the From and To of the comparison by their option labels ("1. First pass", "Current quote"). */
  async compare(from: string, to: string) {
    await this.choose("From", from);
    await this.choose("To", to);
  }

  private async choose(label: string, option: string) {
    const select = this.root.getByRole("combobox", { name: label, exact: true });
    if ((await select.inputValue()) === option) return;
    await select.click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  /** The diff's "Changed" table: each changed line's name cell and what changed. */
  async changedLines(): Promise<{ name: string; change: string }[]> {
    const table = this.root.getByRole("table", { name: "Changed" });
    await table.waitFor();
    const rows = await table
      .getByRole("row")
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")),
      );
    return rows.map(([name = "", change = ""]) => ({ name, change }));
  }

  /** The "Totals' change" box's lines ("Term total: $150.00", ...). */
  totalsChange(): Locator {
    return this.root.getByText("Totals' change", { exact: true }).locator("xpath=..");
  }

  async close() {
    // The drawer's close button can sit under a notification; Escape closes it as well.
    await this.page.keyboard.press("Escape");
    await this.root.waitFor({ state: "hidden" });
  }
}
