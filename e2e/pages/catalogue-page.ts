import type { Locator, Page } from "playwright-core";
import { ImportDialog } from "./import-dialog.ts";
import { ProductForm } from "./product-form.ts";

/** /product-category/:rootCategoryId: the products grid with its search, Add menu and CSV buttons. */
export class CataloguePage {
  constructor(private readonly page: Page) {}

  async open(rootCategoryId: string) {
    await this.page.goto(`/product-category/${rootCategoryId}`);
    await this.searchBox().waitFor();
  }

  /** Add menu → the kind's entry (e.g. "Product"); answers the add page's form. */
  async add(kindTitle: string): Promise<ProductForm> {
    await this.page.getByRole("button", { name: "Add to this category" }).click();
    await this.page.getByRole("menuitem", { name: kindTitle, exact: true }).click();
    const form = new ProductForm(this.page);
    await form.heading(`Add ${kindTitle}`).waitFor();
    return form;
  }

  async openImport(): Promise<ImportDialog> {
    await this.page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = new ImportDialog(this.page.getByRole("dialog", { name: "Import products from CSV" }));
    await dialog.root.waitFor();
    return dialog;
  }

  /** Export CSV → the downloaded file, saved at `path`. */
  async exportTo(path: string) {
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    await download.saveAs(path);
  }

  searchBox(): Locator {
    return this.page.getByRole("searchbox", { name: "Search products" });
  }

  async search(term: string) {
    await this.searchBox().fill(term);
  }

  /** The hint under the search box (a term too short to send). */
  searchHint(): Locator {
    return this.page.getByText("Enter at least 3 characters to search.");
  }

  grid(): Locator {
    return this.page.getByRole("grid", { name: "Products" });
  }

  /** The Name cell of each rendered row (the grid is virtualised: only rows in view are rendered). */
  async rowNames(): Promise<string[]> {
    if (!(await this.grid().isVisible())) return [];
    const rows = this.grid()
      .getByRole("row")
      .filter({ has: this.page.getByRole("gridcell") });
    return rows.evaluateAll((els) => els.map((el) => el.querySelector("[role=gridcell]")?.textContent ?? ""));
  }

  /** Every rendered row's cell under the column header, by the row's name: {name: text}. */
  async column(header: string): Promise<Record<string, string>> {
    return this.grid().evaluate((grid, wanted) => {
      const headers = [...grid.querySelectorAll("[role=columnheader]")].map(
        (h) => h.textContent?.trim() ?? "",
      );
      const at = headers.indexOf(wanted);
      const out: Record<string, string> = {};
      for (const row of grid.querySelectorAll("[role=row]")) {
        const cells = [...row.querySelectorAll("[role=gridcell]")].map((c) => c.textContent ?? "");
        if (cells.length > 0 && at >= 0) out[cells[0] ?? ""] = cells[at] ?? "";
      }
      return out;
    }, header);
  }

  emptyText(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
