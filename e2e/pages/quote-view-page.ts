import type { Locator, Page } from "playwright-core";
import { ActivityPanel } from "./activity-panel.ts";

/** /quotes/:id/view: the quote read-only (what a customer sees), with its live activity. */
export class QuoteViewPage {
  readonly activity: ActivityPanel;

  constructor(private readonly page: Page) {
    this.activity = new ActivityPanel(page);
  }

  async open(quoteId: string, dealName: string) {
    await this.page.goto(`/quotes/${quoteId}/view`);
    await this.page.getByRole("heading", { level: 1, name: dealName, exact: true }).waitFor();
  }

  /** The label of the current step of the read-only stepper. */
  async currentStage(): Promise<string> {
    const step = this.page.getByRole("navigation", { name: "Stages" }).locator('[aria-current="step"]');
    return (await step.innerText()).replace(/^\d+\s*/, "").trim();
  }

  totals(): Locator {
    return this.page.getByRole("region", { name: "Totals", exact: true });
  }

  /** A figure of the totals as a number ("One-time" → 5273.4 from "$5,273.40"). */
  async figure(label: string): Promise<number> {
    const value = this.totals().getByText(label, { exact: true }).locator("xpath=following-sibling::*[1]");
    return Number.parseFloat(((await value.textContent()) ?? "").replace(/[$,]/g, ""));
  }
}
