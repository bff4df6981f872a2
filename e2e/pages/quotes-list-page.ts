import type { Locator, Page } from "playwright-core";

/** /quotes: the quotes the user may see, with search, filters and Create Quote. */
export class QuotesListPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto("/quotes");
    await this.page.getByRole("heading", { level: 1, name: "Quotes", exact: true }).waitFor();
  }

  /** Create Quote → /quotes/add. */
  async createQuote(): Promise<QuoteForm> {
    await this.page.getByRole("link", { name: "Create Quote" }).first().click();
    await this.page.waitForURL(/\/quotes\/add$/);
    const form = new QuoteForm(this.page);
    await form.heading().waitFor();
    return form;
  }

  async search(term: string) {
    await this.page.getByRole("textbox", { name: "Search", exact: true }).fill(term);
  }

  /** The row of a deal in the Quotes table. */
  row(dealName: string): Locator {
    return this.page
      .getByRole("table", { name: "Quotes" })
      .getByRole("row")
      .filter({ has: this.page.getByRole("link", { name: dealName, exact: true }) });
  }
}

/** /quotes/add: customer, deal name, term and optionally the first location with its buildings. */
export class QuoteForm {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Create Quote", exact: true });
  }

  /** The searchable Customer select: type part of the name, then pick the option. */
  async customer(term: string, name: string) {
    const input = this.page.getByRole("combobox", { name: "Customer", exact: true });
    await input.click();
    await input.fill(term);
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  async dealName(name: string) {
    await this.page.getByRole("textbox", { name: "Deal name" }).fill(name);
  }

  /** Ticks "Add the first location", names it and adds one building per name. */
  async firstLocation(name: string, buildings: string[]) {
    await this.page.getByRole("checkbox", { name: "Add the first location" }).check();
    await this.page.getByRole("textbox", { name: "Location name" }).fill(name);
    for (const [i, building] of buildings.entries()) {
      await this.page.getByRole("button", { name: "Add building" }).click();
      await this.page.getByRole("textbox", { name: `Building name ${i + 1}` }).fill(building);
    }
  }

  /** Create; answers the new quote's id once its builder shows. */
  async create(): Promise<string> {
    await this.page.getByRole("button", { name: "Create", exact: true }).click();
    await this.page.waitForURL(/\/projects\/[0-9a-f-]{36}\/edit$/);
    return new URL(this.page.url()).pathname.split("/")[2] ?? "";
  }
}
