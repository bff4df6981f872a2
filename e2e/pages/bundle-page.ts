import type { Locator, Page } from "playwright-core";

/** /bundles/add and /bundles/:id: a bundle's name and its items, added with the product picker. */
export class BundlePage {
  constructor(private readonly page: Page) {}

  async openNew() {
    await this.page.goto("/bundles/add");
    await this.heading("Add Bundle").waitFor();
  }

  heading(name: string): Locator {
    return this.page.getByRole("heading", { level: 1, name, exact: true });
  }

  async name(name: string) {
    await this.page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  }

  /** Types the term into "Add a product" and clicks the result with the product's name. */
  async addProduct(term: string, productName: string) {
    await this.page.getByRole("combobox", { name: "Add a product" }).fill(term);
    await this.page
      .getByRole("listbox", { name: "Add a product" })
      .getByRole("option")
      .filter({ hasText: productName })
      .click();
    await this.item(productName).waitFor();
  }

  quantity(productName: string): Locator {
    return this.page.getByRole("textbox", { name: `Quantity of ${productName}` });
  }

  async setQuantity(productName: string, quantity: string) {
    await this.quantity(productName).fill(quantity);
  }

  /** The row of a product in the Items table. */
  item(productName: string): Locator {
    return this.page
      .getByRole("table", { name: "Items" })
      .getByRole("row")
      .filter({ has: this.page.getByText(productName, { exact: true }) });
  }

  oneTimeTotal(): Locator {
    return this.page.getByTestId("one-time-total");
  }

  /** Create on the add page; waits for the new bundle's own page. */
  async create() {
    await this.page.getByRole("button", { name: "Create", exact: true }).click();
    await this.page.waitForURL(/\/bundles\/[0-9a-f-]{36}$/);
  }
}
