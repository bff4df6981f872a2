import { DEMO_CONTRACT_IDS, DEMO_PROJECT_IDS } from "@q2c/db";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useJourney } from "./fixtures/journey.ts";
import { LoginPage } from "./pages/login-page.ts";
import { QuoteBuilderPage } from "./pages/quote-builder-page.ts";

const j = useJourney();

const CONTRACT = "Adatum 2026 price agreement";
const ACCESS_POINT = "Cisco Meraki MR46 Wi-Fi 6 indoor access point, 4x4:4, mGig";
// expect.poll gives up after 1 s by default; a busy machine renders slower than that.
const POLL = { timeout: 15_000 };
/** A price box's figure ("1,121.55" as the builder shows it) as a number. */
const figure = async (box: { inputValue(): Promise<string> }) =>
  Number.parseFloat((await box.inputValue()).replace(/,/g, ""));

/**
 * Issue #4, apply-contract: a sales user opens the demo Adatum Wi-Fi quote (in Review, which the builder
 * still changes), applies Adatum's price agreement from the header, and sees the quote take it: the
 * header's contract summary, and the access point's unit price at the agreed 849 instead of the list price.
 */
describe("applying a customer's contract to a quote", () => {
  let page: Page;
  let builder: QuoteBuilderPage;

  beforeAll(async () => {
    page = await j.page();
    await new LoginPage(page).signInToDashboard("sales@msp.demo", j.server.demoPassword);
    builder = new QuoteBuilderPage(page);
  });

  it("puts the agreed prices on the quote's lines of the contract's products", async () => {
    await builder.open(DEMO_PROJECT_IDS.adatumWifi);
    expect(await builder.currentStage()).toBe("Review");
    // The reads index.html started as the page loaded are the ones the builder makes: it takes them all.
    await expect.poll(() => builder.untakenEarlyReads(), POLL).toEqual([]);
    // ... and it preloaded every script file of the builder's own.
    expect(await builder.scriptsFetchedLate()).toEqual([]);
    // Its own files start with V8's compile hint; the libraries' chunks do not.
    const hints = await builder.scriptsByCompileHint();
    expect(hints.plain).toContain("vendor");
    expect(hints.plain).not.toContain("quote-builder-page");
    expect(hints.hinted).toEqual(expect.arrayContaining(["app", "quote-builder-page"]));
    const price = builder.price(ACCESS_POINT).first();
    await price.waitFor();
    expect(await figure(price)).not.toBe(849);

    await page.getByRole("button", { name: "Apply contract" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply a contract" });
    // Adatum's only contract in force is picked for the user; the dialog counts the lines it reprices.
    const choice = dialog.getByRole("radio", { name: CONTRACT });
    await choice.waitFor();
    expect(await choice.isChecked()).toBe(true);
    expect(await choice.inputValue()).toBe(DEMO_CONTRACT_IDS.adatumAgreement);
    const count = dialog.getByText(/^\d+ lines? of this quote would take the agreed price\.$/);
    await count.waitFor();
    const lines = Number.parseInt((await count.innerText()) ?? "", 10);
    expect(lines).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: "Apply to the quote" }).click();

    await page.getByText(`${lines} lines now at contract prices.`).waitFor();
    await page.getByText(`Contract: ${CONTRACT}: ${lines} lines at contract prices`).waitFor();
    await expect.poll(() => figure(builder.price(ACCESS_POINT).first()), POLL).toBe(849);
    await builder.saved();
  });
});
