import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, mockFetch } from "../../test/fetch-mock.ts";
import { signIn } from "../../test/fixtures.ts";
import { renderAt } from "../../test/render-app.tsx";
import { ImportProductsButton } from "./import-products-button.tsx";
import { csvFile, IMPORT_ID, importJob, importPreview } from "./test-data.ts";

const DONE = importJob({
  status: "done",
  processedRows: 1000,
  importedRows: 999,
  failedRows: 1,
  finishedAt: "2026-11-22T10:00:03.000Z",
  report: [{ row: 500, status: "failed", errors: { price: "This cannot be negative." } }],
});

/** The server: the import starts at 0 of 1000, is at 400 on the first poll and done on the next. */
function serveImport() {
  const answers = [
    importJob({
      processedRows: 400,
      importedRows: 400,
      chunks: { queued: 2, active: 1, failed: 0, completed: 2 },
    }),
    DONE,
  ];
  return mockFetch({
    "POST /api/v1/products/import/preview": () => json(200, importPreview()),
    "POST /api/v1/products/import": () => json(202, importJob()),
    [`GET /api/v1/products/imports/${IMPORT_ID}`]: () => json(200, answers.shift() ?? DONE),
  });
}

/** Opens the dialog, chooses a file and asks for its check; answers the dialog. */
async function checkFile() {
  fireEvent.click(screen.getByRole("button", { name: "Import CSV" }));
  const dialog = await screen.findByRole("dialog");
  fireEvent.change(within(dialog).getByLabelText("Choose a .csv file"), { target: { files: [csvFile()] } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Check file" }));
  return dialog;
}

async function startImport() {
  const dialog = await checkFile();
  fireEvent.click(await within(dialog).findByRole("button", { name: "Import" }));
  return dialog;
}

describe("ImportProductsButton", () => {
  it("uploads the file as text/csv, shows the progress, then the summary and the failed rows", async () => {
    signIn();
    const { calls } = serveImport();
    const onImported = vi.fn();
    renderAt(<ImportProductsButton onImported={onImported} />);
    const dialog = await startImport();

    expect(await within(dialog).findByText("400 of 1000 rows", {}, { timeout: 3000 })).toBeTruthy();
    expect(within(dialog).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");
    // The import's chunks as the job queue has them.
    expect(within(dialog).getByText("Jobs: 2 done, 1 running, 2 queued, 0 failed")).toBeTruthy();
    expect(
      await within(dialog).findByText("999 created, 0 updated, 0 unchanged, 1 failed", {}, { timeout: 3000 }),
    ).toBeTruthy();
    const table = within(dialog).getByRole("table", { name: "Rows not imported" });
    const cells = within(table)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells).toEqual(["500", "price", "This cannot be negative."]);
    expect(onImported).toHaveBeenCalledTimes(1);

    const upload = calls.find((c) => c.method === "POST" && c.path.startsWith("/api/v1/products/import?"));
    expect(upload?.path).toBe("/api/v1/products/import?fileName=products.csv&onDuplicate=update");
    expect(upload?.headers.get("Content-Type")).toBe("text/csv");
    expect(upload?.headers.get("Authorization")).toBe("Bearer access-1");
    expect(calls.filter((c) => c.method === "GET").every((c) => c.path.includes("report=failed"))).toBe(true);
  });

  it("renews an expired session once and sends the file again", async () => {
    signIn();
    const { calls, fetchMock } = mockFetch({
      "POST /api/v1/products/import/preview": () => json(200, importPreview()),
      "POST /api/v1/products/import": ({ headers }) =>
        headers.get("Authorization") === "Bearer access-2"
          ? json(202, importJob())
          : json(401, { message: "expired" }),
      "POST /api/v1/auth/refresh-token": () =>
        json(200, { accessToken: "access-2", refreshToken: "refresh-2" }),
      [`GET /api/v1/products/imports/${IMPORT_ID}`]: () => json(200, DONE),
    });
    renderAt(<ImportProductsButton />);
    const dialog = await startImport();
    expect(
      await within(dialog).findByText("999 created, 0 updated, 0 unchanged, 1 failed", {}, { timeout: 3000 }),
    ).toBeTruthy();
    const uploads = calls.filter((c) => c.path.startsWith("/api/v1/products/import?"));
    expect(uploads.map((c) => c.headers.get("Authorization"))).toEqual([
      "Bearer access-1",
      "Bearer access-2",
    ]);
    const bodies = fetchMock.mock.calls
      .filter(([url]) => String(url).startsWith("/api/v1/products/import?"))
      .map(([, init]) => init?.body);
    expect(bodies.every((body) => body instanceof File && body.name === "products.csv")).toBe(true);
  });

  it("shows the server's message when the file is refused at its check", async () => {
    signIn();
    const message =
      "The file has columns that are not product fields: colour. Remove or rename them and import again.";
    mockFetch({
      "POST /api/v1/products/import/preview": () =>
        json(400, { message, code: "bad_request", fields: { file: message } }),
    });
    renderAt(<ImportProductsButton />);
    const dialog = await checkFile();
    expect(await within(dialog).findByText(message)).toBeTruthy();
    // The same file can be fixed and sent again from the same dialog.
    expect(within(dialog).getByRole("button", { name: "Check file" })).toBeTruthy();
  });

  it("previews new rows, updates, unchanged rows, possible duplicates and problems before importing", async () => {
    signIn();
    serveImport();
    renderAt(<ImportProductsButton />);
    const dialog = await checkFile();
    expect(await within(dialog).findByText("products.csv: 1000 rows")).toBeTruthy();
    const counts = within(dialog).getByRole("group", { name: "What the import will do" });
    const pairs = [...counts.querySelectorAll("dt")].map((dt) => [
      dt.textContent,
      dt.nextSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ["New products", "994"],
      ["Updates", "1"],
      ["Unchanged", "2"],
      ["Possible duplicates", "2"],
      ["Not imported", "1"],
    ]);
    const table = within(dialog).getByRole("table", { name: "Rows to look at" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole("cell")
          .map((td) => td.textContent),
      );
    // Rows that will not import come first, then the possible duplicates, then the updates.
    expect(rows.map((r) => r[0])).toEqual(["500", "7", "8", "3"]);
    expect(rows[0]).toEqual(["500", "Broken", "", "price is required."]);
    expect(rows[1]?.[3]).toContain("Already in the catalogue: Patch lead 2 m");
    expect(rows[3]).toEqual(["3", "Meraki MR46", "MR46-HW", "Updates price"]);
    // Possible duplicates update the existing product unless chosen otherwise, for all or row by row.
    const forAll = within(dialog).getByRole("radio", {
      name: "Update the existing product",
    }) as HTMLInputElement;
    expect(forAll.checked).toBe(true);
    expect((within(dialog).getByLabelText("Row 7: what to do") as HTMLSelectElement).value).toBe("update");
  });

  it("sends the choice for all possible duplicates and the rows chosen otherwise", async () => {
    signIn();
    const { calls } = serveImport();
    renderAt(<ImportProductsButton />);
    const dialog = await checkFile();
    fireEvent.click(await within(dialog).findByRole("radio", { name: "Create a new product" }));
    const row8 = within(dialog).getByLabelText("Row 8: what to do") as HTMLSelectElement;
    expect(row8.value).toBe("create");
    fireEvent.change(row8, { target: { value: "update" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    await within(dialog).findByText("0 of 1000 rows");
    const upload = calls.find((c) => c.method === "POST" && c.path.startsWith("/api/v1/products/import?"));
    expect(upload?.path).toBe(
      "/api/v1/products/import?fileName=products.csv&onDuplicate=create&updateRows=8",
    );
  });

  it("goes back to choosing a file, and offers no import when nothing would change", async () => {
    signIn();
    mockFetch({
      "POST /api/v1/products/import/preview": () =>
        json(
          200,
          importPreview({
            counts: { create: 0, update: 0, unchanged: 3, duplicate: 0, failed: 0 },
            rows: [],
          }),
        ),
    });
    renderAt(<ImportProductsButton />);
    const dialog = await checkFile();
    expect(
      await within(dialog).findByText("Nothing to import: every row is unchanged or has a problem."),
    ).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Import" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole("radiogroup")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Choose another file" }));
    expect(await within(dialog).findByRole("button", { name: "Check file" })).toBeTruthy();
  });

  it("keeps following the import when the dialog is closed, and says when it has finished", async () => {
    signIn();
    serveImport();
    const onImported = vi.fn();
    renderAt(<ImportProductsButton onImported={onImported} />);
    const dialog = await startImport();
    await within(dialog).findByText("0 of 1000 rows");
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      await screen.findByText(
        "products.csv: 999 created, 0 updated, 0 unchanged, 1 failed.",
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(onImported).toHaveBeenCalledTimes(1);
  });
});
