import type { Locator, Page } from "playwright-core";

/** /contract: the MSP's contracts, with search, filters and Add contract (a dialog). */
export class ContractsListPage {
  constructor(private readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole("heading", { level: 1, name: "Contracts", exact: true });
  }

  /** Sell → Contracts in the side menu (the Sell group opens first when it is closed). */
  async openFromMenu() {
    const nav = this.page.getByRole("navigation", { name: "Main menu" });
    const entry = nav.getByRole("link", { name: "Contracts", exact: true });
    if (!(await entry.isVisible())) await nav.getByText("Sell", { exact: true }).click();
    await entry.click();
    await this.page.waitForURL(/\/contract$/);
    await this.heading().waitFor();
  }

  /** Add contract → the dialog. */
  async add(): Promise<AddContractDialog> {
    await this.page.getByRole("button", { name: "Add contract" }).first().click();
    const dialog = new AddContractDialog(this.page);
    await dialog.root().waitFor();
    return dialog;
  }

  async search(term: string) {
    await this.page.getByRole("textbox", { name: "Search", exact: true }).fill(term);
  }

  /** The row of a contract in the Contracts table. */
  row(name: string): Locator {
    return this.page
      .getByRole("table", { name: "Contracts" })
      .getByRole("row")
      .filter({ has: this.page.getByRole("link", { name, exact: true }) });
  }
}

/** The Add contract dialog: customer, name, reference and period. */
export class AddContractDialog {
  constructor(private readonly page: Page) {}

  root(): Locator {
    return this.page.getByRole("dialog", { name: "Add contract" });
  }

  /** The searchable Customer select: type part of the name, then pick the option. */
  async customer(term: string, name: string) {
    const input = this.root().getByRole("combobox", { name: "Customer", exact: true });
    await input.click();
    await input.fill(term);
    await this.page.getByRole("option", { name, exact: true }).click();
  }

  async name(name: string) {
    await this.root().getByRole("textbox", { name: "Contract name" }).fill(name);
  }

  async reference(reference: string) {
    await this.root().getByRole("textbox", { name: "Reference" }).fill(reference);
  }

  startDate(): Locator {
    return this.root().getByLabel("Start date");
  }

  /** Add; answers the new contract's id once its page shows. */
  async create(): Promise<string> {
    await this.root().getByRole("button", { name: "Add", exact: true }).click();
    await this.page.waitForURL(/\/contract\/[0-9a-f-]{36}$/);
    return new URL(this.page.url()).pathname.split("/")[2] ?? "";
  }
}

/** /contract/:id: the contract's fields and its agreed prices, added with the catalogue search. */
export class ContractPage {
  constructor(private readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole("heading", { level: 1, name, exact: true });
  }

  /**
   * Types the term into "Add a product", moves with the arrow keys to the result with the product's
   * name and adds it with Enter (the keyboard path of the picker).
   */
  async addProduct(term: string, productName: string) {
    const search = this.page.getByRole("combobox", { name: "Add a product" });
    await search.fill(term);
    const options = this.page.getByRole("listbox", { name: "Add a product" }).getByRole("option");
    // The previous search's results stay on screen until this one's arrive.
    await options.filter({ hasText: productName }).first().waitFor();
    const names = await options.allTextContents();
    const index = names.findIndex((text) => text.startsWith(productName));
    if (index < 0) throw new Error(`"${productName}" is not among the results: ${names.join(" | ")}`);
    for (let i = 0; i < index; i += 1) await search.press("ArrowDown");
    await search.press("Enter");
    await this.row(productName).waitFor();
  }

  agreedPrice(productName: string): Locator {
    return this.page.getByRole("textbox", { name: `Agreed price of ${productName}` });
  }

  /** The row of a product in the Agreed prices table. */
  row(productName: string): Locator {
    return this.page
      .getByRole("table", { name: "Agreed prices" })
      .getByRole("row")
      .filter({ has: this.page.getByText(productName, { exact: true }) });
  }

  /** The Saving cell of a product's row, e.g. "12.50%". */
  async saving(productName: string): Promise<string> {
    return ((await this.row(productName).getByRole("cell").nth(4).textContent()) ?? "").trim();
  }

  saveButton(): Locator {
    return this.page.getByRole("button", { name: "Save", exact: true });
  }

  /** Save, and wait for the server's answer to be shown. */
  async save() {
    await this.saveButton().click();
    await this.page.getByText("Contract updated successfully.").first().waitFor();
  }
}
