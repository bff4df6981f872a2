import { PROJECT_MESSAGES } from "@q2c/domain";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useJourney } from "./fixtures/journey.ts";
import { CustomerLocationForm, CustomersPage } from "./pages/customer-pages.ts";
import { LoginPage } from "./pages/login-page.ts";
import { QuoteBuilderPage } from "./pages/quote-builder-page.ts";
import { QuoteLifecycle } from "./pages/quote-lifecycle.ts";
import { QuotesListPage } from "./pages/quotes-list-page.ts";
import { SiteTools } from "./pages/site-tools.ts";

const j = useJourney();

const CUSTOMER = "Journey Contoso Dental";
const ADDRESS = "Contoso Clinic";
const DEAL = "Clinic network";
const SWITCHING = "Office switching 24-port";
const POLL = { timeout: 15_000 };
const VIEWPORT = { width: 1440, height: 900 };

async function signedIn(email: string): Promise<Page> {
  const page = await j.page();
  await page.setViewportSize(VIEWPORT);
  await new LoginPage(page).signInToDashboard(email, j.server.demoPassword);
  return page;
}

const panel = (page: Page) => page.getByTestId("approval-panel");

/**
 * Issue #16 §8, one salesperson's day at 1440 x 900, in order: a customer with a location and two
 * buildings; a quote that brings those buildings in; a Building Use's suggested bundles accepted; every
 * default column in view with the names whole; a good/better/best group whose options are told apart;
 * the margin guardrail and a manager's approval; the quote duplicated; both on the dashboard's pipeline.
 * (The parts' own journeys go deeper: quote-sites, builder-grid, quote-guardrails, quote-lifecycle,
 * dashboard.) An MSP administrator plays the salesperson: adding a customer takes the administrator rule.
 */
describe("a salesperson's quote from a new customer to the pipeline", () => {
  let page: Page;
  let builder: QuoteBuilderPage;
  let quoteId = "";

  beforeAll(async () => {
    page = await signedIn("admin@msp.demo");
    builder = new QuoteBuilderPage(page);
  });

  it("adds a customer with a location and two buildings, and a quote that brings them in", async () => {
    const customers = new CustomersPage(page);
    await customers.open();
    const customerId = await customers.addCustomer(CUSTOMER);
    const location = new CustomerLocationForm(page);
    await location.open(customerId);
    await location.fill({
      name: ADDRESS,
      address1: "5 Harbor Way",
      city: "Boston",
      state: "MA",
      buildings: ["Surgery", "Front office"],
    });
    await location.create(ADDRESS);

    const list = new QuotesListPage(page);
    await list.open();
    const form = await list.createQuote();
    await form.customer("Journey Con", CUSTOMER);
    await form.dealName(DEAL);
    await page.getByRole("checkbox", { name: "Add the first location" }).check();
    await page.getByRole("combobox", { name: "Service address" }).click();
    await page.getByRole("option", { name: new RegExp(`^${ADDRESS}`) }).click();
    await form.create();
    await builder.tree().waitFor();
    expect(await builder.siteNames()).toEqual([ADDRESS, "Surgery", "Front office"]);
    quoteId = new URL(page.url()).pathname.split("/")[2] ?? "";
  });

  it("accepts the bundles a Building Use suggests, and sees every default column, each name whole or whole in its tooltip", async () => {
    const sites = new SiteTools(page);
    await builder.chooseBuilding("Surgery");
    await sites.setBuildingUse("Surgery", "Office", 20);
    await sites.suggestions("Surgery").waitFor();
    await expect
      .poll(async () => (await sites.offered("Surgery")).map((o) => o.name), POLL)
      .toContain(SWITCHING);
    await sites.accept("Surgery");
    await builder.saved();
    await expect
      .poll(async () => (await builder.rowNames("Surgery")).some((n) => n.startsWith(SWITCHING)), POLL)
      .toBe(true);
    const { scrollWidth, clientWidth } = await builder.gridWidths("Surgery");
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // A name shows whole, or, when two lines are not enough, its tooltip carries it whole.
    for (const line of await builder.lineNames("Surgery"))
      expect(line.whole || line.title === line.text, line.title).toBe(true);
  });

  it("makes a good/better/best group of two lines whose options are told apart", async () => {
    const rows = await builder.rowNames("Surgery");
    const at = rows.findIndex((n) => n.startsWith(SWITCHING));
    const [first, second] = rows.slice(at + 1, at + 3);
    for (const name of [first, second]) {
      await builder
        .grid("Surgery")
        .getByRole("checkbox", { name: `Select ${name}` })
        .check();
    }
    await page.getByRole("button", { name: "Bulk edit" }).click();
    await page.getByRole("menuitem", { name: /^Make alternatives/ }).click();
    const dialog = page.getByRole("dialog", { name: `Alternatives in ${SWITCHING}` });
    await dialog.getByRole("textbox", { name: "Group name" }).fill("Switch tier");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await builder.saved();
    await expect
      .poll(() => builder.grid("Surgery").locator("[data-alternative-group]").count(), POLL)
      .toBe(2);
    const options = (await builder.lineNames("Surgery")).filter((l) => l.text === first || l.text === second);
    expect(options.map((o) => o.whole)).toEqual([true, true]);
    expect(new Set(options.map((o) => o.text)).size).toBe(2);
    expect(await builder.grid("Surgery").getByRole("radio", { checked: true }).count()).toBe(1);
  });

  it("meets the margin guardrail at Review and moves on once a manager approves", async () => {
    // The company's minimum margin, set above what this quote makes.
    const admin = await signedIn("admin@msp.demo");
    await admin.goto("/settings/quotes");
    await admin.getByRole("textbox", { name: /Minimum gross margin/ }).fill("95");
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await admin.getByText("Quote settings updated successfully.").waitFor();

    await builder.open(quoteId);
    await builder.nextStageButton().click();
    await expect.poll(() => builder.currentStage(), POLL).toBe("Review");
    await panel(page)
      .getByText(/is below the minimum of 95%/)
      .first()
      .waitFor();
    await expect.poll(() => builder.nextStageButton().getAttribute("aria-disabled"), POLL).toBe("true");
    await builder.nextStageButton().hover();
    await page.getByText(PROJECT_MESSAGES.stageNeedsApproval).first().waitFor();

    await panel(page).getByRole("button", { name: "Request approval" }).click();
    const ask = page.getByRole("dialog", { name: "Request approval" });
    await ask.getByRole("textbox", { name: "Comment" }).fill("New clinic, priced to win.");
    await ask.getByRole("button", { name: "Send request" }).click();
    await panel(page).getByText("Waiting for a manager").waitFor();

    const manager = await signedIn("manager@msp.demo");
    await new QuoteBuilderPage(manager).open(quoteId);
    await panel(manager).getByRole("button", { name: "Approve", exact: true }).click();
    const decide = manager.getByRole("dialog", { name: "Approve the margin and discount" });
    await decide.getByRole("textbox", { name: "Comment" }).fill("Approved for this clinic.");
    await decide.getByRole("button", { name: "Approve", exact: true }).click();

    await panel(page)
      .getByText(/^Approved by /)
      .waitFor();
    await builder.nextStageButton().click();
    await expect.poll(() => builder.currentStage(), POLL).toBe("Configuration");
    await builder.saved();
  });

  it("duplicates the quote, and sees both on the dashboard's pipeline", async () => {
    const lifecycle = new QuoteLifecycle(page);
    const question = await lifecycle.duplicate();
    await question.getByRole("button", { name: "Duplicate", exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/edit") && !url.pathname.includes(quoteId));
    await expect.poll(() => builder.currentStage(), POLL).toBe("Build");
    expect(await builder.siteNames()).toEqual([ADDRESS, "Surgery", "Front office"]);

    await page.goto("/");
    await page.getByRole("heading", { name: "Pipeline" }).waitFor();
    const recent = page.getByRole("table", { name: "Your recent quotes" });
    await recent.getByRole("link", { name: DEAL, exact: true }).waitFor();
    await recent.getByRole("link", { name: `${DEAL} (copy)` }).waitFor();
  });
});
