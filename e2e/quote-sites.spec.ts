import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useJourney } from "./fixtures/journey.ts";
import { CustomerLocationForm, CustomersPage } from "./pages/customer-pages.ts";
import { LoginPage } from "./pages/login-page.ts";
import { QuoteBuilderPage } from "./pages/quote-builder-page.ts";
import { QuotesListPage } from "./pages/quotes-list-page.ts";
import { SiteTools } from "./pages/site-tools.ts";

const j = useJourney();

const CUSTOMER = "Journey Fabrikam Schools";
const ADDRESS = "Fabrikam Campus";
const WIFI = "Office Wi-Fi (per 2,500 sq ft)";
const SWITCHING = "Office switching 24-port";
const FIREWALL = "Firewall small office";
const FIBRE = "Business fibre with LTE failover";
const CABLING = "Structured cabling, 24 drops";
const POLL = { timeout: 15_000 };
const SHOTS = join(import.meta.dirname, "artifacts", "quote-sites");

/**
 * Issue #16 §2, as a new MSP user would meet it at 1440 x 900: a customer's service address with two
 * buildings, a quote on that address that brings both in, a location added in the builder that offers
 * Add building right there, and a Building Use whose suggested bundles, some of them accepted, become
 * lines. One signed-in page, steps in order.
 */
describe("sites that carry their buildings", () => {
  let page: Page;
  let builder: QuoteBuilderPage;
  let sites: SiteTools;
  let customerId = "";
  const shot = (name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });
  const selected = (building: string) => builder.node(building).and(page.locator('[aria-selected="true"]'));

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await j.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    // An MSP administrator: adding a customer takes the administrator rule; quotes take the quotes one.
    await new LoginPage(page).signInToDashboard("admin@msp.demo", j.server.demoPassword);
    builder = new QuoteBuilderPage(page);
    sites = new SiteTools(page);
  });

  it("adds a customer whose service address has floors and two buildings", async () => {
    const customers = new CustomersPage(page);
    await customers.open();
    customerId = await customers.addCustomer(CUSTOMER);
    const form = new CustomerLocationForm(page);
    await form.open(customerId);
    await form.fill({
      name: ADDRESS,
      address1: "100 College Avenue",
      city: "Austin",
      state: "TX",
      floors: [
        { name: "Ground", areaSqft: 6000 },
        { name: "First", areaSqft: 6000 },
      ],
      buildings: ["Library", "Science block"],
    });
    await shot("1-customer-location");
    await form.create(ADDRESS);
  });

  it("creates a quote on that address: the form fills the location's name and buildings from it", async () => {
    const list = new QuotesListPage(page);
    await list.open();
    const form = await list.createQuote();
    await form.customer("Journey Fab", CUSTOMER);
    await form.dealName("Campus network");
    await page.getByRole("checkbox", { name: "Add the first location" }).check();
    const address = page.getByRole("combobox", { name: "Service address" });
    await address.click();
    await page.getByRole("option", { name: new RegExp(`^${ADDRESS}`) }).click();
    expect(await page.getByRole("textbox", { name: "Location name" }).inputValue()).toBe(ADDRESS);
    expect(await page.getByRole("textbox", { name: "Building name 1" }).inputValue()).toBe("Library");
    expect(await page.getByRole("textbox", { name: "Building name 2" }).inputValue()).toBe("Science block");
    await shot("2-create-quote");
    await form.create();

    await builder.tree().waitFor();
    expect(await builder.siteNames()).toEqual([ADDRESS, "Library", "Science block"]);
    await selected("Library").waitFor();
    await shot("3-builder-buildings");
  });

  it("adds a location in the builder, which is chosen and offers Add building right there", async () => {
    await builder.addLocation("Sports hall");
    await sites.emptySiteOffer("Sports hall").waitFor();
    await page.getByText("Sports hall has no buildings yet.").waitFor();
    await shot("4-new-location-offer");
    await sites.addBuildingHere("Sports hall", "Gym");
    // The new building is chosen (an empty one shows its note and tools, not a grid yet).
    await selected("Gym").waitFor();
    await builder.saved();
  });

  it("sets a Building Use with occupancy on a building and accepts some of the suggested bundles", async () => {
    await builder.chooseBuilding("Library");
    await sites.setBuildingUse("Library", "Office", 45);
    const dialog = sites.suggestions("Library");
    await dialog.waitFor();
    // Two buildings share the address's floors, so the area-based rule asks for this building's area.
    await dialog.getByText(`Wi-Fi coverage (${WIFI}) needs the floor area.`).waitFor();
    expect(await sites.offered("Library")).toEqual([
      { name: SWITCHING, checked: true, quantity: "3" },
      { name: FIREWALL, checked: true, quantity: "1" },
      { name: FIBRE, checked: true, quantity: "1" },
      { name: CABLING, checked: true, quantity: "2" },
    ]);
    await sites.sizeByArea("Library", 12_000);
    await dialog.getByRole("checkbox", { name: WIFI }).waitFor();
    expect((await sites.offered("Library"))[0]).toEqual({ name: WIFI, checked: true, quantity: "5" });
    await sites.untick("Library", FIBRE);
    await sites.untick("Library", CABLING);
    await shot("5-suggested-bundles");
    await sites.accept("Library");
    await builder.saved();

    const bundleRows = async () =>
      (await builder.rowNames("Library"))
        .filter((n) => /\(\d+\)$/.test(n))
        .map((n) => n.replace(/\(\d+\)$/, ""));
    await expect.poll(bundleRows, POLL).toEqual([WIFI, SWITCHING, FIREWALL]);
    await shot("6-accepted-lines");
  });
});
