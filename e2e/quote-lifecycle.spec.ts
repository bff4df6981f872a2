import { mkdirSync } from "node:fs";
import { DEMO_PROJECT_IDS } from "@q2c/db";
import { STAGE_MOVE_EFFECTS } from "@q2c/domain";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useJourney } from "./fixtures/journey.ts";
import { LoginPage } from "./pages/login-page.ts";
import { QuoteBuilderPage } from "./pages/quote-builder-page.ts";
import { QuoteLifecycle } from "./pages/quote-lifecycle.ts";
import { QuotesListPage } from "./pages/quotes-list-page.ts";

const j = useJourney();

const DEAL = "Adatum HQ Wi-Fi refresh";
const POLL = { timeout: 15_000 };
/** E2E_SCREENSHOTS=<folder> keeps a picture of each step's screen (1440 x 900) there. */
const SHOTS = process.env.E2E_SCREENSHOTS;

/**
 * Issue #16 §3-§4 at 1440 x 900: a sales user edits a quote's basics in the header, moves it to Proposal
 * (no question until then; past it the move says what it does), marks it accepted with a reason after a
 * confirmation, duplicates it and finds the copy in Build; declines the copy, sees it read-only and
 * Declined in the list, and reopens it; an expired quote cannot be shared until it is renewed. The steps
 * run in order on one signed-in page.
 */
describe("a quote's basics and deliberate stages", () => {
  let page: Page;
  let builder: QuoteBuilderPage;
  let quote: QuoteLifecycle;
  let copyId = "";
  const shot = async (name: string) => {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png` });
  };

  beforeAll(async () => {
    page = await j.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await new LoginPage(page).signInToDashboard("sales@msp.demo", j.server.demoPassword);
    builder = new QuoteBuilderPage(page);
    quote = new QuoteLifecycle(page);
  });

  it("edits the basics: customer contact, payment terms and notes to the customer", async () => {
    await builder.open(DEMO_PROJECT_IDS.adatumWifi);
    expect(await builder.currentStage()).toBe("Review");
    await quote.basics().getByText("No contact").waitFor();
    const dialog = await quote.openBasics();
    await quote.choose(dialog, /^Customer contact/, "Ada Tum");
    await dialog.getByRole("textbox", { name: "Payment terms" }).fill("Net 45");
    await dialog.getByRole("textbox", { name: /^Notes to the customer/ }).fill("Installation included.");
    await shot("basics-dialog");
    await quote.saveBasics(dialog);
    await quote.basics().getByText("Ada Tum").waitFor();
    await quote.basics().getByText("Payment terms: Net 45").waitFor();
    await builder.saved();
    await shot("header");
  });

  it("moves to Proposal without a question; past it the move says what it does", async () => {
    await page.getByRole("button", { name: "Move to Configuration" }).click();
    await expect.poll(() => builder.currentStage(), POLL).toBe("Configuration");
    await page.getByRole("button", { name: "Move to Proposal" }).click();
    await expect.poll(() => builder.currentStage(), POLL).toBe("Proposal");
    await builder.saved();
    await page.getByRole("button", { name: "Move to Finance" }).click();
    const question = quote.confirmation(STAGE_MOVE_EFFECTS.finance as string);
    await question.waitFor();
    await shot("move-confirmation");
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "detached" });
    expect(await builder.currentStage()).toBe("Proposal");
  });

  it("marks the quote as accepted with a reason, after a confirmation saying what happens", async () => {
    const dialog = await quote.startAccepting("Signed purchase order PO-4471");
    const question = quote.confirmation(/can no longer go back to an earlier stage/);
    await question.waitFor();
    expect(await question.innerText()).toContain(`Mark ${DEAL} as accepted?`);
    await shot("accept-confirmation");
    await question.getByRole("button", { name: "Mark as accepted" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("The quote is marked as accepted.").waitFor();
    await expect.poll(() => builder.currentStage(), POLL).toBe("Acceptance");
    // The activity logs it with the reason.
    await page
      .getByText(/Signed purchase order PO-4471/)
      .first()
      .waitFor();
  });

  it("duplicates the quote once confirmed and opens the copy in Build", async () => {
    const question = await quote.duplicate();
    await question.waitFor();
    await shot("duplicate-confirmation");
    await question.getByRole("button", { name: "Duplicate", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.includes(DEMO_PROJECT_IDS.adatumWifi));
    copyId = /\/projects\/([^/]+)\/edit$/.exec(new URL(page.url()).pathname)?.[1] ?? "";
    expect(copyId).not.toBe("");
    await builder.tree().waitFor();
    await expect.poll(() => builder.dealName().inputValue(), POLL).toBe(`${DEAL} (copy)`);
    expect(await builder.currentStage()).toBe("Build");
    // The basics come along: the same contact and terms.
    await quote.basics().getByText("Ada Tum").waitFor();
  });

  it("declines the copy: read-only with its reason, Declined in the list; then reopens it", async () => {
    await quote.decline("Budget moved to next year");
    await quote.declinedBanner().getByText("Reason: Budget moved to next year").waitFor();
    expect(await builder.dealName().count()).toBe(0);
    expect(await quote.basics().getByRole("button", { name: "Edit basics" }).count()).toBe(0);
    await shot("declined");

    const list = new QuotesListPage(page);
    await list.open();
    await list.search(`${DEAL} (copy)`);
    await list.row(`${DEAL} (copy)`).getByText("Declined", { exact: true }).waitFor();
    await shot("list-declined");

    await builder.open(copyId);
    const dialog = await quote.openReopen("The customer found the budget");
    await shot("reopen-dialog");
    await dialog.getByRole("button", { name: "Reopen the quote" }).click();
    await page.getByText("The quote is reopened in Build.").waitFor();
    await quote.declinedBanner().waitFor({ state: "detached" });
    await builder.dealName().waitFor();
    expect(await builder.currentStage()).toBe("Build");
  });

  it("shows an expired quote as Expired, refuses to share it, and renews it", async () => {
    await builder.open(DEMO_PROJECT_IDS.litwareNetwork);
    const dialog = await quote.openBasics();
    await dialog.getByLabel(/^Quote date/).fill("2025-01-02");
    await dialog.getByLabel(/^Valid until/).fill("2025-01-31");
    await quote.saveBasics(dialog);
    await quote.expiredBadge().waitFor();
    expect(await quote.shareButton().isDisabled()).toBe(true);
    await page.getByText("The quote has expired: renew it before sharing it with the customer.").waitFor();
    await shot("header-expired");

    const list = new QuotesListPage(page);
    await list.open();
    await list.row("Litware office network").getByText("Expired", { exact: true }).waitFor();
    await shot("list-expired");

    await builder.open(DEMO_PROJECT_IDS.litwareNetwork);
    await quote.renew();
    await quote.expiredBadge().waitFor({ state: "detached" });
    expect(await quote.shareButton().isDisabled()).toBe(false);
  });
});
