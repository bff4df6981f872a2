import {
  MESSAGES,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_MESSAGES,
  type TProductImport,
} from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, multipartFile, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import {
  csvOf,
  postCsv,
  productRows,
  productsStartingWith,
  SWITCHES,
  UNKNOWN_CATEGORY,
  waitForImport,
} from "./import-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const importsCount = () => countOf(s, "select 1 from product_imports");

describe("POST /products/import", () => {
  it("imports 1,000 rows, reporting the one with a negative price by its row number and writing it nowhere", async () => {
    const editor = await token("editor@msp.demo");
    const { header, rows } = productRows("Bulk", 1000, (n) => (n === 500 ? { price: "-5" } : {}));
    const res = await postCsv(s, editor, csvOf(header, rows), "bulk.csv");
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json() as TProductImport;
    expect(started).toMatchObject({
      status: "running",
      totalRows: 1000,
      processedRows: 0,
      fileName: "bulk.csv",
    });

    const { done, seen } = await waitForImport(s, editor, started.id);
    expect(done).toMatchObject({ status: "done", processedRows: 1000, importedRows: 999, failedRows: 1 });
    expect(done.finishedAt).not.toBeNull();
    expect(done.report).toHaveLength(1000);
    expect(done.report.filter((r) => r.status === "failed")).toEqual([
      { row: 500, status: "failed", errors: { price: MESSAGES.notNegative } },
    ]);
    expect(await productsStartingWith(s, "Bulk ")).toBe(999);
    expect(await countOf(s, "select 1 from products where name = 'Bulk 500'")).toBe(0);
    // The report points at the products it wrote, in the caller's tenant.
    const first = done.report[0];
    const [written] = await s.sql<{ name: string; tenant_id: string }>(
      "select name, tenant_id from products where id = $1",
      [first?.productId],
    );
    expect(written?.name).toBe("Bulk 1");
    const [editorRow] = await s.sql<{ tenant_id: string }>(
      "select tenant_id from users where email = 'editor@msp.demo'",
    );
    expect(written?.tenant_id).toBe(editorRow?.tenant_id);
    // Progress only grows (product-import-runner.int.test.ts holds an import between chunks to see it move).
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it("fails a row with an unknown category alone", async () => {
    const editor = await token("editor@msp.demo");
    const { header, rows } = productRows("Cat", 3, (n) => (n === 2 ? { categoryId: UNKNOWN_CATEGORY } : {}));
    const res = await postCsv(s, editor, csvOf(header, rows));
    const { done } = await waitForImport(s, editor, res.json().id);
    expect(done).toMatchObject({ status: "done", importedRows: 2, failedRows: 1 });
    expect(done.report[1]).toEqual({
      row: 2,
      status: "failed",
      errors: { categoryId: PRODUCT_IMPORT_MESSAGES.unknownCategoryId(UNKNOWN_CATEGORY) },
    });
    expect(await productsStartingWith(s, "Cat ")).toBe(2);
  });

  it("fails alone a row the database refuses after the checks passed (a NUL character in a text)", async () => {
    const editor = await token("editor@msp.demo");
    const text = csvOf(
      ["kind", "categoryId", "name", "description", "price"],
      [1, 2, 3].map((n) => ["product", SWITCHES, `Refused ${n}`, n === 2 ? "bad\u0000byte" : "fine", "1"]),
    );
    const { done } = await waitForImport(s, editor, (await postCsv(s, editor, text)).json().id);
    expect(done).toMatchObject({ status: "done", importedRows: 2, failedRows: 1 });
    expect(done.report[1]).toEqual({
      row: 2,
      status: "failed",
      errors: { row: PRODUCT_IMPORT_MESSAGES.rowNotSaved },
    });
    expect(await productsStartingWith(s, "Refused ")).toBe(2);
  });

  it("reports every problem of a row at once, and counts rows from the first one below the header", async () => {
    const editor = await token("editor@msp.demo");
    const text = csvOf(
      ["kind", "categoryId", "name", "price", "taxable"],
      [
        ["gadget", UNKNOWN_CATEGORY, "Many 1", "abc", "maybe"],
        ["", "", "", "", ""],
        ["product", SWITCHES, "Many 3", "1", "no", "surplus"],
        ["product", SWITCHES, "Many 4", "2", "NO"],
      ],
    );
    const { done } = await waitForImport(s, editor, (await postCsv(s, editor, text)).json().id);
    expect(done).toMatchObject({ totalRows: 3, importedRows: 1, failedRows: 2 });
    const failed = done.report.filter((r) => r.status === "failed");
    expect(failed.map((r) => r.row)).toEqual([1, 3]);
    expect(Object.keys(failed[0]?.errors ?? {}).sort()).toEqual(["categoryId", "kind", "price", "taxable"]);
    expect(failed[1]?.errors).toEqual({ row: "This row has 6 values but the header has 5 columns." });
    const [row4] = await s.sql<{ taxable: boolean }>("select taxable from products where name = 'Many 4'");
    expect(row4?.taxable).toBe(false);
  });

  it("keeps commas, quotes and line breaks inside quoted values, with a byte-order mark and CRLF", async () => {
    const editor = await token("editor@msp.demo");
    const text =
      "\uFEFFKind,categoryId,name,description,price,notes\r\n" +
      `product,${SWITCHES},"Quoted, with comma","He said ""fast""\r\nand more",12.5,"line1\nline2"\r\n` +
      `product,${SWITCHES},Quoted plain,,3,\r\n`;
    const { done } = await waitForImport(s, editor, (await postCsv(s, editor, text)).json().id);
    expect(done).toMatchObject({ status: "done", importedRows: 2, failedRows: 0 });
    const [row] = await s.sql<{ description: string; price: string; notes: string }>(
      "select description, price::text as price, notes from products where name = 'Quoted, with comma'",
    );
    expect(row).toEqual({
      description: 'He said "fast"\r\nand more',
      price: "12.5000",
      notes: "line1\nline2",
    });
    expect(done.report.map((r) => r.row)).toEqual([1, 2]);
  });

  it("reads the file field of a multipart upload and keeps its name", async () => {
    const editor = await token("editor@msp.demo");
    const { header, rows } = productRows("Multi", 2);
    const upload = multipartFile("catalogue.csv", Buffer.from(csvOf(header, rows)), "text/csv");
    const res = await s.api("POST", "/products/import", {
      token: editor,
      body: upload.body,
      headers: upload.headers,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().fileName).toBe("catalogue.csv");
    const { done } = await waitForImport(s, editor, res.json().id);
    expect(done.importedRows).toBe(2);
  });

  it("refuses a header with an unknown column, naming it, and writes nothing", async () => {
    const before = await importsCount();
    const text = csvOf(
      ["kind", "categoryId", "name", "price", "colour", "size"],
      [["product", SWITCHES, "Nope 1", "1", "red", "L"]],
    );
    const res = await postCsv(s, await token("editor@msp.demo"), text);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("colour, size");
    expect(res.json().fields.file).toContain("colour, size");
    expect(await importsCount()).toBe(before);
    expect(await productsStartingWith(s, "Nope")).toBe(0);
  });

  it("refuses a file without a required column, an empty file and a file that is not CSV", async () => {
    const editor = await token("editor@msp.demo");
    const before = await importsCount();
    const missing = await postCsv(s, editor, csvOf(["kind", "name", "price"], [["product", "Nope", "1"]]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("categoryId");
    expect((await postCsv(s, editor, "")).statusCode).toBe(400);
    expect((await postCsv(s, editor, "kind,categoryId,name,price\r\n")).json().message).toBe(
      "The file has no product rows.",
    );
    const json = await s.api("POST", "/products/import", { token: editor, body: { kind: "product" } });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields.file).toBeDefined();
    const unclosed = await postCsv(s, editor, `kind,categoryId,name,price\nproduct,${SWITCHES},"Open,1\n`);
    expect(unclosed.json().message).toBe("A quoted value starting on line 2 is not closed.");
    expect(await importsCount()).toBe(before);
  });

  it(`refuses more than ${PRODUCT_IMPORT_MAX_ROWS} rows as a whole`, async () => {
    const before = await importsCount();
    const { header, rows } = productRows("Huge", PRODUCT_IMPORT_MAX_ROWS + 1);
    const res = await postCsv(s, await token("editor@msp.demo"), csvOf(header, rows));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(String(PRODUCT_IMPORT_MAX_ROWS));
    expect(await importsCount()).toBe(before);
    expect(await productsStartingWith(s, "Huge")).toBe(0);
  });

  it("refuses a body over 10 MB before reading it", async () => {
    const before = await importsCount();
    const text = `kind,categoryId,name,price\r\n${"x".repeat(PRODUCT_IMPORT_MAX_BYTES)}`;
    const res = await postCsv(s, await token("editor@msp.demo"), text);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBeTruthy();
    expect(await importsCount()).toBe(before);
  });

  it("answers 404 to a customer and 403 to sales, writing nothing", async () => {
    const before = await importsCount();
    const { header, rows } = productRows("Denied", 1);
    const text = csvOf(header, rows);
    expect((await postCsv(s, await token("user@customer.demo"), text)).statusCode).toBe(404);
    expect((await postCsv(s, await token("sales@msp.demo"), text)).statusCode).toBe(403);
    expect(await importsCount()).toBe(before);
    expect(await productsStartingWith(s, "Denied")).toBe(0);
  });

  it("puts the platform owner's rows into the platform catalogue", async () => {
    const owner = await token("owner@platform.demo");
    const { header, rows } = productRows("Platform", 1);
    const { done } = await waitForImport(s, owner, (await postCsv(s, owner, csvOf(header, rows))).json().id);
    const [row] = await s.sql<{ tenant_id: string }>(
      "select tenant_id from products where name = 'Platform 1'",
    );
    expect(done.importedRows).toBe(1);
    expect(row?.tenant_id).toBe(s.config.platformAccountId);
  });
});

describe("GET /products/imports and /products/imports/:id", () => {
  it("shows an import to its tenant only: another MSP and a customer get 404", async () => {
    const editor = await token("editor@msp.demo");
    const { header, rows } = productRows("Mine", 1);
    const id = (await postCsv(s, editor, csvOf(header, rows))).json().id as string;
    await waitForImport(s, editor, id);
    expect(
      (await s.api("GET", `/products/imports/${id}`, { token: await token("admin@msp.demo") })).statusCode,
    ).toBe(200);
    expect(
      (await s.api("GET", `/products/imports/${id}`, { token: await token("sales@msp.demo") })).statusCode,
    ).toBe(200);
    expect(
      (await s.api("GET", `/products/imports/${id}`, { token: await token("admin@msp2.demo") })).statusCode,
    ).toBe(404);
    expect(
      (await s.api("GET", `/products/imports/${id}`, { token: await token("owner@platform.demo") }))
        .statusCode,
    ).toBe(404);
    expect(
      (await s.api("GET", `/products/imports/${id}`, { token: await token("user@customer.demo") }))
        .statusCode,
    ).toBe(404);
    const other = await s.api("GET", "/products/imports", { token: await token("admin@msp2.demo") });
    expect(other.json().data.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it("answers only the failed rows of the report when asked, as a poll does", async () => {
    const editor = await token("editor@msp.demo");
    const { header, rows } = productRows("Poll", 3, (n) => (n === 3 ? { price: "x" } : {}));
    const id = (await postCsv(s, editor, csvOf(header, rows))).json().id as string;
    await waitForImport(s, editor, id);
    const failed = await s.api("GET", `/products/imports/${id}`, {
      token: editor,
      query: { report: "failed" },
    });
    expect(failed.json().report).toEqual([
      { row: 3, status: "failed", errors: { price: MESSAGES.numberFormat } },
    ]);
    const none = await s.api("GET", `/products/imports/${id}`, { token: editor, query: { report: "none" } });
    expect(none.json()).toMatchObject({ report: [], importedRows: 2, failedRows: 1 });
  });

  it("lists the tenant's imports newest first, a page at a time, without reports", async () => {
    const admin = await token("admin@msp.demo");
    const first = await s.api("GET", "/products/imports", { token: admin, query: { limit: "2" } });
    expect(first.statusCode).toBe(200);
    const page = first.json() as { data: (TProductImport & { report?: unknown })[]; hasMore: boolean };
    expect(page.hasMore).toBe(true);
    expect(page.data).toHaveLength(2);
    expect(page.data[0]?.report).toBeUndefined();
    expect((page.data[0]?.id ?? "") > (page.data[1]?.id ?? "")).toBe(true);
    const next = await s.api("GET", "/products/imports", {
      token: admin,
      query: { limit: "2", startingAfter: page.data[1]?.id ?? "" },
    });
    expect(next.json().data[0].id < (page.data[1]?.id ?? "")).toBe(true);
    expect(
      (await s.api("GET", "/products/imports", { token: await token("user@customer.demo") })).statusCode,
    ).toBe(404);
  });
});
