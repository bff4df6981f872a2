import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DEMO_IDS } from "@q2c/db";
import { PROJECT_MESSAGES } from "@q2c/domain";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiLogin } from "./fixtures/api-client.ts";
import { useJourney } from "./fixtures/journey.ts";
import { LoginPage } from "./pages/login-page.ts";
import { QuoteBuilderPage } from "./pages/quote-builder-page.ts";
import { Shell } from "./pages/shell.ts";

const j = useJourney();

const DEAL = "Guardrails journey firewall";
const THIN = "Managed firewall appliance";
const POLL = { timeout: 15_000 };
const VIEWPORT = { width: 1440, height: 900 };
/** Where the journey's screenshots go when SCREENSHOT_DIR is set (to look at them; nothing compares). */
const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

async function signedIn(email: string): Promise<Page> {
  const page = await j.page();
  await page.setViewportSize(VIEWPORT);
  await new LoginPage(page).signInToDashboard(email, j.server.demoPassword);
  return page;
}

const panel = (page: Page) => page.getByTestId("approval-panel");

/**
 * Issue #16 §5: an administrator sets a minimum margin; a sales user's quote with a line priced near its
 * cost shows the warning and stays at Review; the sales user asks for approval, a manager approves it
 * with a comment, and the quote moves on.
 */
describe("a quote below the minimum margin", () => {
  let quoteId = "";
  let sales: Page;
  let builder: QuoteBuilderPage;

  beforeAll(async () => {
    // A quote at Review with one line at 100 cost and 105 price (a 4.76% margin), made as the sales user.
    const { accessToken: token } = await apiLogin(j.server.url, "sales@msp.demo", j.server.demoPassword);
    const created = await apiCall<{
      id: string;
      version: number;
      locations: { buildings: { id: string }[] }[];
    }>(j.server.url, "POST", "/projects", {
      token,
      body: {
        accountId: DEMO_IDS.adatum,
        dealName: DEAL,
        locations: [
          { name: "Head office", country: "US", region: "MA", buildings: [{ name: "Server room" }] },
        ],
      },
    });
    quoteId = created.id;
    const buildingId = created.locations[0]?.buildings[0]?.id ?? "";
    const line = await apiCall<{ version: number }>(
      j.server.url,
      "POST",
      `/projects/${quoteId}/project-location-products`,
      {
        token,
        body: { version: created.version, buildingId, name: THIN, quantity: "1", price: "105", cost: "100" },
      },
    );
    await apiCall(j.server.url, "PUT", `/projects/${quoteId}/phases`, {
      token,
      body: { version: line.version, stage: "review" },
    });
  });

  it("lets an administrator set a minimum margin of 30% in Quote Settings, from the Settings menu", async () => {
    const admin = await signedIn("admin@msp.demo");
    await expect.poll(() => new Shell(admin).menuTitles(), POLL).toContain("Quote Settings");
    await admin.getByRole("link", { name: "Quote Settings" }).click();
    await admin.waitForURL((url) => url.pathname === "/settings/quotes");
    const margin = admin.getByRole("textbox", { name: /Minimum gross margin/ });
    await margin.fill("30");
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await admin.getByText("Quote settings updated successfully.").waitFor();
    await shot(admin, "quote-settings");
    await admin.reload();
    await expect.poll(() => margin.inputValue(), POLL).toBe("30");
  });

  it("shows the sales user the thin line's warning; the quote does not move past Review", async () => {
    sales = await signedIn("sales@msp.demo");
    // Sales may not change the settings: not in the menu, and the route refuses.
    expect(await new Shell(sales).menuTitles()).not.toContain("Quote Settings");
    await sales.goto("/settings/quotes");
    await sales.waitForURL(/\/pages\/not-authorized$/);
    builder = new QuoteBuilderPage(sales);
    await builder.open(quoteId);
    await builder.chooseBuilding("Server room");
    const row = builder.grid("Server room").getByRole("row").filter({ hasText: THIN });
    const warning = "Gross margin 4.76% is below the minimum of 30%";
    await row.locator("[data-guardrail-breach=margin]").waitFor();
    expect(await row.locator("[data-guardrail-breach=margin]").getAttribute("title")).toContain(warning);
    await panel(sales).getByText(`${THIN}: ${warning}`).waitFor();
    await panel(sales).getByText(`The quote: ${warning}`).waitFor();
    expect(await builder.currentStage()).toBe("Review");
    await shot(sales, "builder-warning");

    // The stepper refuses as the server does: the next stage is not offered, and its tooltip says why.
    await expect.poll(() => builder.nextStageButton().getAttribute("aria-disabled"), POLL).toBe("true");
    await builder.nextStageButton().hover();
    await sales.getByText(PROJECT_MESSAGES.stageNeedsApproval).first().waitFor();
    await expect.poll(() => builder.currentStage(), POLL).toBe("Review");
  });

  it("lets the sales user ask for approval with a comment, then wait for a manager", async () => {
    await panel(sales).getByRole("button", { name: "Request approval" }).click();
    const dialog = sales.getByRole("dialog", { name: "Request approval" });
    await dialog.getByRole("textbox", { name: "Comment" }).fill("Strategic customer, hardware at cost.");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await panel(sales).getByText("Waiting for a manager").waitFor();
    expect(await panel(sales).getByRole("button", { name: "Approve" }).count()).toBe(0);
    await shot(sales, "builder-waiting");
  });

  it("lets a manager approve it with a comment; the sales user's page shows it and the quote moves on", async () => {
    const manager = await signedIn("manager@msp.demo");
    const managerBuilder = new QuoteBuilderPage(manager);
    await managerBuilder.open(quoteId);
    await panel(manager)
      .getByText(/Asked by .*Strategic customer, hardware at cost\./)
      .waitFor();
    await shot(manager, "builder-manager");
    await panel(manager).getByRole("button", { name: "Approve", exact: true }).click();
    const dialog = manager.getByRole("dialog", { name: "Approve the margin and discount" });
    await dialog.getByRole("textbox", { name: "Comment" }).fill("Fine for this deal.");
    await dialog.getByRole("button", { name: "Approve", exact: true }).click();
    await panel(manager)
      .getByText(/^Approved by /)
      .waitFor();

    // The sales user's open page hears of the decision.
    await panel(sales)
      .getByText(/^Approved by /)
      .waitFor();
    await panel(sales)
      .getByText(/Fine for this deal\./)
      .waitFor();
    await shot(sales, "builder-approved");
    await builder.nextStageButton().click();
    await expect.poll(() => builder.currentStage(), POLL).toBe("Configuration");
    await builder.saved();
  });
});
