import type { Locator, Page } from "playwright-core";

export interface ProductFields {
  name: string;
  /** The Category choice as listed (sub-categories are indented; the name alone is enough). */
  category: string;
  manufacturerPartNumber: string;
  cost: string;
  price: string;
}

/** A catalogue item's add or detail page (/product-category/:root/<kind>-add, …/<kind>/:id). */
export class ProductForm {
  constructor(private readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole("heading", { level: 1, name, exact: true });
  }

  async fill(fields: ProductFields) {
    const page = this.page;
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(fields.name);
    await this.chooseCategory(fields.category);
    await page.getByRole("textbox", { name: "Manufacturer part number" }).fill(fields.manufacturerPartNumber);
    await page.getByRole("textbox", { name: "Cost", exact: true }).fill(fields.cost);
    await page.getByRole("textbox", { name: "Price", exact: true }).fill(fields.price);
  }

  /** The searchable Category select: type to filter, then pick the option. */
  private async chooseCategory(name: string) {
    const input = this.page.getByRole("combobox", { name: "Category", exact: true });
    await input.click();
    await input.fill(name);
    // Options are indented with em spaces, so match the name at the end.
    await this.page.getByRole("option", { name: new RegExp(`${name}$`) }).click();
  }

  /** A live figure of the one-time price ("Gross margin", "Gross profit", …) as shown. */
  figure(label: string): Locator {
    return this.page
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator("xpath=following-sibling::dd[1]")
      .first();
  }

  /** Create on an add page; waits for the product's own page. */
  async create() {
    await this.page.getByRole("button", { name: "Create", exact: true }).click();
    await this.page.waitForURL(/\/product\/[0-9a-f-]{36}$/);
  }
}
