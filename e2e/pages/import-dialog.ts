import type { Locator } from "playwright-core";

export interface FailedRow {
  row: string;
  field: string;
  message: string;
}

export interface PreviewCounts {
  create: number;
  update: number;
  unchanged: number;
  duplicate: number;
  failed: number;
}

const COUNT_LABELS: Record<keyof PreviewCounts, string> = {
  create: "New products",
  update: "Updates",
  unchanged: "Unchanged",
  duplicate: "Possible duplicates",
  failed: "Not imported",
};

/**
 * The "Import products from CSV" dialog: choose a file, check what it will do, import it, follow the
 * progress bar, read the report.
 */
export class ImportDialog {
  constructor(readonly root: Locator) {}

  /** Chooses the file and asks for its check; answers once the preview shows. */
  async check(path: string) {
    await this.root.locator("input[type=file]").setInputFiles(path);
    await this.root.getByRole("button", { name: "Check file", exact: true }).click();
    await this.counts().waitFor();
  }

  /** Imports the checked file with the choices made. */
  async startImport() {
    await this.root.getByRole("button", { name: "Import", exact: true }).click();
  }

  /** Checks the file and imports it as the preview proposes. */
  async upload(path: string) {
    await this.check(path);
    await this.startImport();
  }

  counts(): Locator {
    return this.root.getByRole("group", { name: "What the import will do" });
  }

  /** The preview's counts by kind of row. */
  async previewCounts(): Promise<PreviewCounts> {
    const pairs = await this.counts()
      .locator("dl")
      .evaluateAll((dls) =>
        dls.map((dl) => [dl.querySelector("dt")?.textContent, dl.querySelector("dd")?.textContent]),
      );
    const byLabel = new Map(pairs.map(([label, value]) => [label, Number(value)]));
    const counts = {} as PreviewCounts;
    for (const [key, label] of Object.entries(COUNT_LABELS))
      counts[key as keyof PreviewCounts] = byLabel.get(label) ?? NaN;
    return counts;
  }

  /** The preview's "Rows to look at": row number, name, part number and what happens, per row. */
  async previewRows(): Promise<string[][]> {
    const table = this.root.getByRole("table", { name: "Rows to look at" });
    await table.waitFor();
    return table
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")),
      );
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

  /** "999 created, 0 updated, 0 unchanged, 1 failed", shown once the import has finished. */
  summary(): Locator {
    return this.root.getByText(/^\d+ created, \d+ updated, \d+ unchanged, \d+ failed$/);
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
