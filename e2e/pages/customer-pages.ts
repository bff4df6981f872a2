import type { Page } from "playwright-core";

/** /customers: the MSP's customers, with Add customer (an administrator's). */
export class CustomersPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto("/customers");
    await this.page.getByRole("heading", { level: 1, name: "Customers", exact: true }).waitFor();
  }

  /** Add customer → its page; answers the new customer's id. */
  async addCustomer(name: string): Promise<string> {
    await this.page.getByRole("button", { name: "Add customer" }).first().click();
    const dialog = this.page.getByRole("dialog", { name: "Add customer" });
    await dialog.getByRole("textbox", { name: "Account name" }).fill(name);
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await this.page.waitForURL(/\/customers\/[0-9a-f-]{36}\/view\/team-members$/);
    return new URL(this.page.url()).pathname.split("/")[2] ?? "";
  }
}

export interface LocationInput {
  name: string;
  address1?: string;
  city?: string;
  state?: string;
  floors?: { name: string; areaSqft?: number }[];
  buildings?: string[];
}

/** /customers/:accountId/locations/add: a service address with its floors and buildings. */
export class CustomerLocationForm {
  constructor(private readonly page: Page) {}

  async open(accountId: string) {
    await this.page.goto(`/customers/${accountId}/locations/add`);
    await this.page.getByRole("heading", { level: 1, name: "Add Location" }).waitFor();
  }

  async fill(location: LocationInput) {
    const text = (name: string) => this.page.getByRole("textbox", { name, exact: true });
    await text("Name").fill(location.name);
    if (location.address1) await text("Address line 1").fill(location.address1);
    if (location.city) await text("City").fill(location.city);
    if (location.state) await text("State").fill(location.state);
    for (const [i, floor] of (location.floors ?? []).entries()) {
      await this.page.getByRole("button", { name: "Add floor" }).click();
      await text(`Name of floor ${i + 1}`).fill(floor.name);
      if (floor.areaSqft !== undefined)
        await text(`Area (sq ft) of floor ${i + 1}`).fill(String(floor.areaSqft));
    }
    for (const [i, building] of (location.buildings ?? []).entries()) {
      await this.page.getByRole("button", { name: "Add building" }).click();
      await text(`Name of building ${i + 1}`).fill(building);
    }
  }

  /** Create; resolves once the customer's Locations tab shows the new location. */
  async create(name: string) {
    await this.page.getByRole("button", { name: "Create", exact: true }).click();
    await this.page.waitForURL(/\/customers\/[0-9a-f-]{36}\/view\/locations$/);
    await this.page.getByRole("cell", { name, exact: true }).first().waitFor();
  }
}
