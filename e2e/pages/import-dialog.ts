import type { Locator } from "playwright-core";

export interface FailedRow {
  row: string;
  field: string;
  message: string;
}

/** The "Import products from CSV" dialog: choose a file, follow the progress bar, read the report. */
export class ImportDialog {
  constructor(readonly root: Locator) {}

  async upload(path: string) {
    await this.root.locator("input[type=file]").setInputFiles(path);
    await this.root.getByRole("button", { name: "Import", exact: true }).click();
  }

  progressBar(): Locator {
    return this.root.getByRole("progressbar", { name: "Import progress" });
  }

  /**
   * Watches the progress bar until the import has finished (its summary shows) and answers every
   * percentage seen on the way, so a journey can tell the bar moved forward and reached the end.
   */
  async watchProgress(timeoutMs: number): Promise<number[]> {
    const seen: number[] = [];
    const summary = this.summary();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // Read after the summary: once it shows, the bar read next is the finished import's.
      const finished = await summary.isVisible();
      const percent = Number(await this.progressBar().getAttribute("aria-valuenow"));
      if (seen.at(-1) !== percent) seen.push(percent);
      if (finished) return seen;
      if (Date.now() > deadline) throw new Error(`the import did not finish within ${timeoutMs} ms: ${seen}`);
      // Not a fixed sleep: this returns as soon as the summary shows, and reads the bar again otherwise.
      await summary.waitFor({ timeout: 250 }).catch(() => undefined);
    }
  }

  /** "999 imported, 1 failed", shown once the import has finished. */
  summary(): Locator {
    return this.root.getByText(/^\d+ imported, \d+ failed$/);
  }

  /** The rows of the "Rows not imported" table. */
  async failedRows(): Promise<FailedRow[]> {
    const table = this.root.getByRole("table", { name: "Rows not imported" });
    await table.waitFor();
    const rows = await table
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")),
      );
    return rows.map(([row = "", field = "", message = ""]) => ({ row, field, message }));
  }

  async close() {
    await this.root.getByRole("button", { name: "Close", exact: true }).last().click();
    await this.root.waitFor({ state: "hidden" });
  }
}
