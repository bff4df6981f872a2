import type { Locator, Page } from "playwright-core";

/**
 * The builder's sites beyond the tree (issue #16 §2): the empty location's Add building offer, a
 * building's Building Use, and the dialog of the bundles it suggests.
 */
export class SiteTools {
  constructor(private readonly page: Page) {}

  /** "<location> has no buildings yet." with its Add building button, in the middle of the builder. */
  emptySiteOffer(location: string): Locator {
    return this.page.getByRole("button", { name: `Add building to ${location}`, exact: true });
  }

  /** Adds a building through the empty location's offer. */
  async addBuildingHere(location: string, name: string) {
    await this.emptySiteOffer(location).click();
    const dialog = this.page.getByRole("dialog", { name: "Add building" });
    await dialog.getByRole("textbox", { name: "Building name" }).fill(name);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
  }

  /** Rename on the building (the tools act on the chosen one): its Building Use and occupancy. */
  async setBuildingUse(building: string, use: string, occupancy: number) {
    await this.page.getByRole("button", { name: `Rename ${building}`, exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name: "Rename" });
    const select = dialog.getByRole("combobox", { name: "Building Use" });
    await select.click();
    await this.page.getByRole("option", { name: use, exact: true }).click();
    await dialog.getByRole("textbox", { name: "Occupancy" }).fill(String(occupancy));
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
  }

  suggestions(building: string): Locator {
    return this.page.getByRole("dialog", { name: `Suggested bundles for ${building}` });
  }

  /** The bundles offered, ticked or not, with their quantities. */
  async offered(building: string): Promise<{ name: string; checked: boolean; quantity: string }[]> {
    const dialog = this.suggestions(building);
    await dialog.getByRole("checkbox").first().waitFor();
    const boxes = await dialog.getByRole("checkbox").all();
    const out = [];
    for (const box of boxes) {
      const name = (await box.getAttribute("aria-label")) ?? (await labelOf(box));
      out.push({
        name,
        checked: await box.isChecked(),
        quantity: await dialog
          .getByRole("textbox", { name: `Quantity of ${name}`, exact: true })
          .inputValue(),
      });
    }
    return out;
  }

  /** Types the floor area a rule needs and sizes again. */
  async sizeByArea(building: string, areaSqft: number) {
    const dialog = this.suggestions(building);
    await dialog.getByRole("textbox", { name: "Floor area (sq ft)" }).fill(String(areaSqft));
    await dialog.getByRole("button", { name: "Size again" }).click();
  }

  async untick(building: string, bundle: string) {
    await this.suggestions(building).getByRole("checkbox", { name: bundle, exact: true }).uncheck();
  }

  async accept(building: string) {
    const dialog = this.suggestions(building);
    await dialog.getByRole("button", { name: /^Accept \d+ selected$/ }).click();
    await dialog.waitFor({ state: "detached" });
  }
}

async function labelOf(box: Locator): Promise<string> {
  const id = await box.getAttribute("id");
  return box.page().locator(`label[for="${id}"]`).innerText();
}
