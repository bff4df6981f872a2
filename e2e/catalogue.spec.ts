import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { DEMO_CATEGORIES, ROOT_CATEGORY_IDS } from "@q2c/db";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvLine, parseCsv } from "../apps/server/src/modules/product-import/csv.ts";
import { useJourney } from "./fixtures/journey.ts";
import { writeProductCsv } from "./fixtures/product-csv.ts";
import { BundlePage } from "./pages/bundle-page.ts";
import { CataloguePage } from "./pages/catalogue-page.ts";
import { LoginPage } from "./pages/login-page.ts";

const j = useJourney();

const PRODUCTS_ROOT = ROOT_CATEGORY_IDS.product;
const SWITCHES = DEMO_CATEGORIES.find((c) => c.name === "Switches")?.id ?? "";
const PRODUCT = "Journey Switch 48";
const BUNDLE = "Journey Office Kit";
// Importing 1,000 rows on a 2-core machine: give the server room (it takes a few seconds when idle).
const IMPORT_TIMEOUT_MS = 60_000;
// expect.poll gives up after 1 s by default; a busy machine renders slower than that.
const POLL = { timeout: 15_000 };

/** With E2E_SCREENSHOTS set, the import dialog's states are saved there as PNGs (1440 x 900). */
async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/**
 * Issue #3: an MSP editor adds a product, puts it in a bundle, imports a CSV of 1,000 rows with one bad
 * row and sees the report, and finds the product by search. The steps run in order on one signed-in
 * page, each building on the last, so a failure names the step that broke.
 */
describe("an MSP editor's catalogue", () => {
  let page: Page;
  let catalogue: CataloguePage;

  beforeAll(async () => {
    page = await j.page();
    await new LoginPage(page).signInToDashboard("editor@msp.demo", j.server.demoPassword);
    catalogue = new CataloguePage(page);
  });

  it("adds a product on the Products page, seeing its gross margin while typing, and lands on its page", async () => {
    await catalogue.open(PRODUCTS_ROOT);
    const form = await catalogue.add("Product");
    await form.fill({
      name: PRODUCT,
      category: "Switches",
      manufacturerPartNumber: "JS-48-POE",
      cost: "180",
      price: "240",
    });
    // (240 - 180) / 240, worked out in the page before anything is saved.
    await expect.poll(() => form.figure("Gross margin").textContent(), POLL).toBe("25.00%");
    await expect.poll(() => form.figure("Gross profit").textContent(), POLL).toBe("60.00");

    await form.create();
    await form.heading(PRODUCT).waitFor();
    expect(page.url()).toContain(`/product-category/${PRODUCTS_ROOT}/product/`);
  });

  it("puts the product in a new bundle twice over and sees the totals", async () => {
    const bundle = new BundlePage(page);
    await bundle.openNew();
    await bundle.name(BUNDLE);
    await bundle.addProduct("Journey Sw", PRODUCT);
    await bundle.setQuantity(PRODUCT, "2");
    await expect.poll(() => bundle.oneTimeTotal().textContent(), POLL).toBe("480.00");

    await bundle.create();
    await bundle.heading(BUNDLE).waitFor();
    await bundle.item(PRODUCT).waitFor();
    // Quantities are decimals: the saved bundle shows "2.00".
    expect(Number(await bundle.quantity(PRODUCT).inputValue())).toBe(2);
    expect(await bundle.oneTimeTotal().textContent()).toBe("480.00");
  });

  describe("importing a CSV of 1,000 products with one bad row", () => {
    const csv = writeProductCsv({
      rows: 1000,
      categoryId: SWITCHES,
      prefix: "Imported Patch Lead",
      override: (row) => (row === 500 ? { price: "-5" } : {}),
    });
    afterAll(() => csv.remove());

    it(
      "follows the progress bar to the end and reports the bad row by number and message",
      async () => {
        await catalogue.open(PRODUCTS_ROOT);
        const dialog = await catalogue.openImport();
        await dialog.upload(csv.path);

        const percents = await dialog.watchProgress(IMPORT_TIMEOUT_MS);
        expect(percents.at(-1)).toBe(100);
        expect(percents).toEqual([...percents].sort((a, b) => a - b));
        expect(await dialog.summary().textContent()).toBe("999 created, 0 updated, 0 unchanged, 1 failed");
        expect(await dialog.failedRows()).toEqual([
          { row: "500", field: "price", message: "This cannot be negative." },
        ]);
        await dialog.close();

        // The grid has the good rows and not the bad one.
        await catalogue.search("Patch Lead 499");
        await expect.poll(() => catalogue.rowNames(), POLL).toEqual(["Imported Patch Lead 499"]);
        await catalogue.search("Patch Lead 500");
        await catalogue.emptyText("No results found").waitFor();
      },
      IMPORT_TIMEOUT_MS + 30_000,
    );

    it(
      "imports the same file again: every row is a possible duplicate of what it made, and updating them writes nothing new",
      async () => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await catalogue.open(PRODUCTS_ROOT);
        const dialog = await catalogue.openImport();
        await dialog.check(csv.path);
        expect(await dialog.previewCounts()).toEqual({
          create: 0,
          update: 0,
          unchanged: 0,
          duplicate: 999,
          failed: 1,
        });
        await dialog.root.getByRole("radio", { name: "Update the existing product" }).waitFor();
        await screenshot(page, "import-preview-duplicates");
        // The preview passes axe (serious and critical rules): its counts, the choice for all, and its first
        // rows (the failed one and duplicates with their choices; all 1,000 would take axe half a minute).
        const axe = await new AxeBuilder({ page })
          .include("[role=dialog] [role=group]")
          .include("[role=dialog] [role=radiogroup]")
          .include("[role=dialog] tbody tr:nth-child(-n+3)")
          .analyze();
        const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
        await dialog.startImport();
        await dialog.watchProgress(IMPORT_TIMEOUT_MS);
        expect(await dialog.summary().textContent()).toBe("0 created, 0 updated, 999 unchanged, 1 failed");
        await dialog.close();
        await catalogue.search("Patch Lead 499");
        await expect.poll(() => catalogue.rowNames(), POLL).toEqual(["Imported Patch Lead 499"]);
      },
      IMPORT_TIMEOUT_MS + 30_000,
    );
  });

  describe("round trip: export the catalogue, change a price in the file, import it back", () => {
    const dir = mkdtempSync(join(tmpdir(), "q2c-e2e-roundtrip-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it(
      "updates that product in place: the preview shows one update and no new rows; the grid shows the new price once",
      async () => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await catalogue.open(PRODUCTS_ROOT);
        const exported = join(dir, "exported.csv");
        await catalogue.exportTo(exported);
        const [header = [], ...rows] = parseCsv(readFileSync(exported, "utf8").replace(/^\uFEFF/, ""));
        const name = header.indexOf("name");
        const price = header.indexOf("price");
        expect(rows.filter((r) => r[name] === PRODUCT)).toHaveLength(1);
        const edited = rows.map((r) => (r[name] === PRODUCT ? r.with(price, "255.5") : r));
        const changed = join(dir, "changed.csv");
        writeFileSync(changed, [header, ...edited].map(csvLine).join(""));

        const dialog = await catalogue.openImport();
        await dialog.check(changed);
        expect(await dialog.previewCounts()).toEqual({
          create: 0,
          update: 1,
          unchanged: rows.length - 1,
          duplicate: 0,
          failed: 0,
        });
        expect((await dialog.previewRows()).map((r) => r.slice(1))).toEqual([
          [PRODUCT, "JS-48-POE", "Updates price"],
        ]);
        await screenshot(page, "import-preview-update");
        await dialog.startImport();
        await dialog.watchProgress(IMPORT_TIMEOUT_MS);
        expect(await dialog.summary().textContent()).toBe(
          `0 created, 1 updated, ${rows.length - 1} unchanged, 0 failed`,
        );
        await screenshot(page, "import-done-update");
        await dialog.close();

        await catalogue.search("Journey Switch");
        await expect.poll(() => catalogue.rowNames(), POLL).toEqual([PRODUCT]);
        await expect.poll(async () => (await catalogue.column("Price"))[PRODUCT], POLL).toBe("255.50");
      },
      IMPORT_TIMEOUT_MS + 30_000,
    );
  });

  it("finds the product by part of its name; a nonsense term finds nothing; two letters ask for more", async () => {
    await catalogue.open(PRODUCTS_ROOT);

    await catalogue.search("ourney Swi");
    await expect.poll(() => catalogue.rowNames(), POLL).toEqual([PRODUCT]);

    await catalogue.search("zzqxv-no-such-thing");
    await catalogue.emptyText("No results found").waitFor();
    expect(await catalogue.rowNames()).toEqual([]);

    await catalogue.search("Jo");
    await catalogue.searchHint().waitFor();
  });
});
