import { DEMO_IDS } from "@q2c/db";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiLogin } from "./fixtures/api-client.ts";
import { useJourney } from "./fixtures/journey.ts";
import { LoginPage } from "./pages/login-page.ts";
import { QuoteBuilderPage } from "./pages/quote-builder-page.ts";
import { QuoteViewPage } from "./pages/quote-view-page.ts";
import { QuotesListPage } from "./pages/quotes-list-page.ts";

const j = useJourney();

const DEAL = "Journey Adatum cabling";
const SHARED_DEMO = "Adatum HQ Wi-Fi refresh";
const INTERNAL = "Internal: margin is thin, customer budget 10k";
const LATER_INTERNAL = "Internal: ask the distributor for a better cost";
const FOR_CUSTOMER = "The site survey is booked for Monday.";
const POLL = { timeout: 15_000 };

/**
 * Issue 14 part 3, the customer's side: a quote reaches the customer only once its MSP shares it, the MSP's
 * internal comments never reach it (nor a member partner), the comments for the customer do, live, and the
 * builder, costs and margins stay the MSP's. Two browsers: the MSP's (sales) and the customer's.
 */
describe("what a customer sees of its MSP's quote", () => {
  let quoteId = "";
  let msp: Page;
  let customer: Page;
  let builder: QuoteBuilderPage;
  let view: QuoteViewPage;

  beforeAll(async () => {
    const { accessToken } = await apiLogin(j.server.url, "sales@msp.demo", j.server.demoPassword);
    const created = await apiCall<{ id: string }>(j.server.url, "POST", "/projects", {
      token: accessToken,
      body: {
        accountId: DEMO_IDS.adatum,
        dealName: DEAL,
        locations: [{ name: "Adatum HQ", country: "US", region: "MA", buildings: [{ name: "Main" }] }],
      },
    });
    quoteId = created.id;
    msp = await j.page();
    await new LoginPage(msp).signInToDashboard("sales@msp.demo", j.server.demoPassword);
    builder = new QuoteBuilderPage(msp);
    customer = await j.page();
    await new LoginPage(customer).signInToDashboard("user@customer.demo", j.server.demoPassword);
    view = new QuoteViewPage(customer);
  });

  it("lists only shared quotes to the customer; an unshared one's address is the 404 page", async () => {
    const list = new QuotesListPage(customer);
    await list.open();
    await list.row(SHARED_DEMO).waitFor();
    expect(await list.row(DEAL).count()).toBe(0);
    await customer.goto(`/quotes/${quoteId}/view`);
    await customer.waitForURL(/\/pages\/error-404$/);
  });

  it("lets the MSP write an internal note, then share the quote from the builder", async () => {
    await builder.open(quoteId);
    await builder.activity.post(INTERNAL);
    await expect.poll(() => builder.activity.visibilityOf(INTERNAL).textContent(), POLL).toBe("Internal");
    await builder.share();
    await builder.activity.entry("Sam Sales shared the quote with the customer").waitFor();
  });

  it("shows the customer the shared quote without the internal note, margins, versions or the builder", async () => {
    await view.open(quoteId, DEAL);
    await view.activity.entry("Sam Sales shared the quote with the customer").waitFor();
    expect(await view.activity.entry(INTERNAL).count()).toBe(0);
    expect(await customer.getByText("margin is thin").count()).toBe(0);
    expect(
      await view
        .totals()
        .getByText(/margin/i)
        .count(),
    ).toBe(0);
    expect(await customer.getByRole("button", { name: "Versions" }).count()).toBe(0);
    // The builder's address leads the customer to the quote's view.
    await customer.goto(`/projects/${quoteId}/edit`);
    await customer.waitForURL((url) => url.pathname === `/quotes/${quoteId}/view`);
    await customer.getByRole("heading", { level: 1, name: DEAL, exact: true }).waitFor();
  });

  it("brings the customer a comment for it live, never an internal one", async () => {
    // A reload would lose this mark.
    await customer.evaluate(() => Object.assign(window, { journeyMark: true }));
    await builder.activity.post(LATER_INTERNAL);
    await builder.activity.post(FOR_CUSTOMER, { forCustomer: true });
    await view.activity.entry(FOR_CUSTOMER).waitFor();
    expect(await view.activity.entry(LATER_INTERNAL).count()).toBe(0);
    expect(await view.activity.entry(INTERNAL).count()).toBe(0);
    expect(await customer.evaluate(() => "journeyMark" in window)).toBe(true);
    // The customer's reply is in the thread it reads, and the MSP sees which comments the customer reads.
    await view.activity.post("Monday works for us.");
    await builder.activity.entry("Monday works for us.").waitFor();
    expect(await builder.activity.visibilityOf(FOR_CUSTOMER).textContent()).toBe("Visible to the customer");
    expect(await builder.activity.visibilityOf(LATER_INTERNAL).textContent()).toBe("Internal");
  });

  it("shows a member link partner the same: no internal note, no margins", async () => {
    const { accessToken } = await apiLogin(j.server.url, "sales@msp.demo", j.server.demoPassword);
    await apiCall(j.server.url, "POST", `/projects/${quoteId}/members`, {
      token: accessToken,
      body: { accountId: DEMO_IDS.fabrikam },
    });
    const partner = await j.page();
    await new LoginPage(partner).signInToDashboard("partner@link.demo", j.server.demoPassword);
    const partnerView = new QuoteViewPage(partner);
    await partnerView.open(quoteId, DEAL);
    await partnerView.activity.entry(FOR_CUSTOMER).waitFor();
    expect(await partnerView.activity.entry(INTERNAL).count()).toBe(0);
    expect(await partnerView.activity.entry(LATER_INTERNAL).count()).toBe(0);
    expect(
      await partnerView
        .totals()
        .getByText(/margin/i)
        .count(),
    ).toBe(0);
  });
});
