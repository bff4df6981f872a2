import { PRODUCT_IMPORT_MESSAGES, type TProductImport, type TProductImportPreview } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { countOf, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { createProductAs } from "../products/products-test-helpers.ts";
import { parseCsv } from "./csv.ts";
import { csvOf, postCsv, SWITCHES, waitForImport } from "./import-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const importsCount = () => countOf(s, "select 1 from product_imports");
const productsCount = () => countOf(s, "select 1 from products");

/** Imports a CSV as the editor (or `email`) and waits for it to finish. */
async function importAs(
  text: string,
  query: Record<string, string> = {},
  email = "editor@msp.demo" as const,
) {
  const t = await token(email);
  const res = await postCsv(s, t, text, "products.csv", query);
  expect(res.statusCode, res.body).toBe(202);
  return (await waitForImport(s, t, res.json().id)).done;
}

const preview = async (text: string) => {
  const res = await postCsv(s, await token("editor@msp.demo"), text, "p.csv", {}, "/products/import/preview");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TProductImportPreview;
};

/** Northwind's export filtered to the rows whose name starts with the prefix, as header + rows. */
async function exportRows(prefix: string): Promise<{ header: string[]; rows: string[][] }> {
  const res = await s.api("GET", "/products/export", {
    token: await token("editor@msp.demo"),
    query: { productOwnership: "mine" },
  });
  expect(res.statusCode).toBe(200);
  const [header = [], ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ""));
  return { header, rows: rows.filter((r) => (r[header.indexOf("name")] ?? "").startsWith(prefix)) };
}

const priceOf = async (name: string) =>
  await s.sql<{ price: string; version: number }>(
    "select price::text as price, version from products where name = $1",
    [name],
  );

describe("POST /products/import: the product's own export updates its rows", () => {
  it("round trip: export, change a price, import: that row is updated, the others unchanged, nothing duplicated; importing it again changes nothing", async () => {
    const header = ["kind", "categoryId", "name", "price", "manufacturerPartNumber"];
    await importAs(
      csvOf(header, [
        ["product", SWITCHES, "Trip A", "10", "TRIP-A"],
        ["product", SWITCHES, "Trip B", "20", "TRIP-B"],
      ]),
    );
    const exported = await exportRows("Trip ");
    expect(exported.rows).toHaveLength(2);
    const price = exported.header.indexOf("price");
    const edited = exported.rows.map((r) =>
      r[exported.header.indexOf("name")] === "Trip A" ? r.with(price, "12.75") : r,
    );
    const before = await productsCount();
    const text = `\uFEFF${csvOf(exported.header, edited)}`;

    const seen = await preview(text);
    expect(seen.counts).toEqual({ create: 0, update: 1, unchanged: 1, duplicate: 0, failed: 0 });
    expect(seen.rows).toEqual([
      expect.objectContaining({ action: "update", name: "Trip A", fields: ["price"] }),
    ]);

    const done = await importAs(text);
    expect(done).toMatchObject({
      status: "done",
      importedRows: 0,
      updatedRows: 1,
      unchangedRows: 1,
      failedRows: 0,
    });
    expect(await productsCount()).toBe(before);
    expect(await priceOf("Trip A")).toEqual([{ price: "12.7500", version: 2 }]);
    expect(await priceOf("Trip B")).toEqual([{ price: "20.0000", version: 1 }]);
    const [audit] = await s.sql<{ data: { fields: string[]; source: string } }>(
      "select data from audit_events where type = 'product.updated' and subject_id = (select id from products where name = 'Trip A')",
    );
    expect(audit?.data).toEqual({ fields: ["price"], source: "import" });

    // The same file again (a user importing twice): both rows already hold these values.
    const again = await importAs(text);
    expect(again).toMatchObject({ importedRows: 0, updatedRows: 0, unchangedRows: 2, failedRows: 0 });
    expect(await productsCount()).toBe(before);
    expect(await priceOf("Trip A")).toEqual([{ price: "12.7500", version: 2 }]);
  });

  it("reports another tenant's id and an unknown id by row and value, and updates neither", async () => {
    const theirs = await createProductAs(s, token, "admin@msp2.demo", { name: "Contoso own", price: "50" });
    const missing = "0190a000-0000-7000-8000-00000000beef";
    const text = csvOf(
      ["id", "kind", "categoryId", "name", "price"],
      [
        [theirs.id, "product", SWITCHES, "Taken over", "1"],
        [missing, "product", SWITCHES, "Ghost", "1"],
        ["", "product", SWITCHES, "Fresh row", "3"],
      ],
    );
    const done = await importAs(text);
    expect(done).toMatchObject({ importedRows: 1, updatedRows: 0, failedRows: 2 });
    expect(done.report.slice(0, 2)).toEqual([
      { row: 1, status: "failed", errors: { id: PRODUCT_IMPORT_MESSAGES.unknownProductId(theirs.id) } },
      { row: 2, status: "failed", errors: { id: PRODUCT_IMPORT_MESSAGES.unknownProductId(missing) } },
    ]);
    const [row] = await s.sql<{ name: string; price: string; version: number }>(
      "select name, price::text as price, version from products where id = $1",
      [theirs.id],
    );
    expect(row).toEqual({ name: "Contoso own", price: "50.0000", version: 1 });
    expect(await countOf(s, "select 1 from products where name in ('Taken over', 'Ghost')")).toBe(0);
  });

  it("refuses a row whose product changed after the export (its version), overwriting nothing", async () => {
    const editor = await token("editor@msp.demo");
    const product = await createProductAs(s, token, "editor@msp.demo", { name: "Racing", price: "5" });
    const exported = await exportRows("Racing");
    const price = exported.header.indexOf("price");
    const put = await s.api("PUT", `/products/${product.id}`, {
      token: editor,
      body: { version: product.version, name: "Racing", price: "6" },
    });
    expect(put.statusCode, put.body).toBe(200);
    const done = await importAs(
      csvOf(
        exported.header,
        exported.rows.map((r) => r.with(price, "7")),
      ),
    );
    expect(done.report).toEqual([
      { row: 1, status: "failed", errors: { version: PRODUCT_IMPORT_MESSAGES.staleVersion(1, 2) } },
    ]);
    expect(await priceOf("Racing")).toEqual([{ price: "6.0000", version: 2 }]);
  });

  it("leaves a platform product the file does not change as it is and refuses one it would change", async () => {
    const res = await s.api("GET", "/products/export", {
      token: await token("editor@msp.demo"),
      query: { productOwnership: "platform" },
    });
    const [header = [], first = []] = parseCsv(res.body.replace(/^\uFEFF/, ""));
    const id = first[0] ?? "";
    const changed = first.with(header.indexOf("price"), "0.01");
    const done = await importAs(csvOf(header, [first, changed]));
    expect(done.report).toEqual([
      { row: 1, status: "unchanged", productId: id },
      { row: 2, status: "failed", errors: { id: PRODUCT_IMPORT_MESSAGES.notWritable(id) } },
    ]);
  });
});

describe("POST /products/import: categories, required fields, possible duplicates", () => {
  it("takes a category by name or by path, and names the row's value when it is unknown or ambiguous", async () => {
    await s.sql(
      "insert into categories (id, parent_id, name, position) values ('0190a000-0000-7000-8000-0000000cf001', '0190a000-0000-7000-8000-0000000c0002', 'Wireless', 9)",
    );
    const text = csvOf(
      ["kind", "category", "name", "price"],
      [
        ["product", "Switches", "By name", "1"],
        ["product", "Products > Wireless", "By path", "1"],
        ["product", "networking >  switches", "By tail of path", "1"],
        ["product", "Wirless", "Misspelt", "1"],
        ["product", "Wireless", "Ambiguous", "1"],
      ],
    );
    const done = await importAs(text);
    const categoryOf = async (name: string) =>
      (await s.sql<{ category_id: string }>("select category_id from products where name = $1", [name]))[0]
        ?.category_id;
    expect(await categoryOf("By name")).toBe(SWITCHES);
    expect(await categoryOf("By path")).toBe("0190a000-0000-7000-8000-0000000c1002");
    expect(await categoryOf("By tail of path")).toBe(SWITCHES);
    expect(done.report.slice(3)).toEqual([
      {
        row: 4,
        status: "failed",
        errors: { categoryId: PRODUCT_IMPORT_MESSAGES.unknownCategory("Wirless") },
      },
      {
        row: 5,
        status: "failed",
        errors: {
          categoryId: PRODUCT_IMPORT_MESSAGES.ambiguousCategory("Wireless", [
            "Products > Wireless",
            "Software > Wireless",
          ]),
        },
      },
    ]);
    await s.sql("delete from categories where id = '0190a000-0000-7000-8000-0000000cf001'");
  });

  it("says which required field is missing", async () => {
    const done = await importAs(
      csvOf(
        ["kind", "categoryId", "name", "price"],
        [
          ["product", SWITCHES, "No price", ""],
          ["", SWITCHES, "", "4"],
        ],
      ),
    );
    expect(done.report).toEqual([
      { row: 1, status: "failed", errors: { price: "price is required." } },
      { row: 2, status: "failed", errors: { kind: "kind is required.", name: "name is required." } },
    ]);
  });

  it("reports a manufacturer part number already in the catalogue as a possible duplicate, then updates it or creates another as chosen", async () => {
    const existing = await createProductAs(s, token, "editor@msp.demo", {
      name: "Dup original",
      price: "100",
      manufacturerPartNumber: "DUP-9000",
    });
    const header = ["kind", "categoryId", "name", "price", "manufacturerPartNumber"];
    const text = csvOf(header, [["product", SWITCHES, "Dup original", "110", "dup-9000"]]);
    const seen = await preview(text);
    expect(seen.counts).toMatchObject({ duplicate: 1, create: 0 });
    expect(seen.rows).toEqual([
      {
        row: 1,
        action: "duplicate",
        name: "Dup original",
        manufacturerPartNumber: "dup-9000",
        matches: [{ id: existing.id, name: "Dup original" }],
      },
    ]);

    const updated = await importAs(text, { onDuplicate: "update" });
    expect(updated.report).toEqual([{ row: 1, status: "updated", productId: existing.id }]);
    expect(await priceOf("Dup original")).toEqual([{ price: "110.0000", version: 2 }]);

    const created = await importAs(text, { onDuplicate: "create" });
    expect(created.importedRows).toBe(1);
    expect(
      await countOf(s, "select 1 from products where lower(manufacturer_part_number) = 'dup-9000'"),
    ).toBe(2);

    // Per row: with two products on the part number, row 1 asks for an id; row 2 is created as chosen.
    const two = csvOf(header, [
      ["product", SWITCHES, "Dup original", "120", "DUP-9000"],
      ["product", SWITCHES, "Dup third", "130", "DUP-9000"],
    ]);
    const mixed = await importAs(two, { onDuplicate: "update", createRows: "2" });
    expect(mixed.report[0]).toEqual({
      row: 1,
      status: "failed",
      errors: { manufacturerPartNumber: PRODUCT_IMPORT_MESSAGES.manyMatches("DUP-9000", 2) },
    });
    expect(mixed.report[1]).toMatchObject({ row: 2, status: "imported" });
  });
});

describe("POST /products/import/preview and the import's choices: access and bad input", () => {
  it("writes nothing, answers 403 to sales and 404 to a customer", async () => {
    const text = csvOf(["kind", "categoryId", "name", "price"], [["product", SWITCHES, "Preview only", "1"]]);
    const before = await importsCount();
    const seen = await preview(text);
    expect(seen).toMatchObject({
      fileName: "p.csv",
      totalRows: 1,
      counts: { create: 1 },
      rows: [],
      truncated: false,
    });
    const as = async (email: "sales@msp.demo" | "user@customer.demo") =>
      (await postCsv(s, await token(email), text, "p.csv", {}, "/products/import/preview")).statusCode;
    expect(await as("sales@msp.demo")).toBe(403);
    expect(await as("user@customer.demo")).toBe(404);
    expect(await importsCount()).toBe(before);
    expect(await countOf(s, "select 1 from products where name = 'Preview only'")).toBe(0);
  });

  it("answers 400 to a bad file or a bad choice and writes nothing", async () => {
    const editor = await token("editor@msp.demo");
    const before = { imports: await importsCount(), products: await productsCount() };
    const badFile = await postCsv(
      s,
      editor,
      "kind,categoryId,name,price,colour\r\nproduct,x,y,1,red\r\n",
      "b.csv",
      {},
      "/products/import/preview",
    );
    expect(badFile.statusCode).toBe(400);
    expect(badFile.json().fields.file).toContain("colour");
    const good = csvOf(["kind", "categoryId", "name", "price"], [["product", SWITCHES, "Bad choice", "1"]]);
    const badChoice = await postCsv(s, editor, good, "b.csv", { onDuplicate: "merge", createRows: "1,x" });
    expect(badChoice.statusCode).toBe(400);
    expect(Object.keys(badChoice.json().fields).sort()).toEqual(["createRows", "onDuplicate"]);
    expect(await importsCount()).toBe(before.imports);
    expect(await productsCount()).toBe(before.products);
  });

  it("answers the import's counts of updated and unchanged rows in the list too", async () => {
    const list = await s.api("GET", "/products/imports", { token: await token("editor@msp.demo") });
    const rows = list.json().data as TProductImport[];
    expect(rows.some((r) => r.updatedRows > 0)).toBe(true);
    expect(rows.some((r) => r.unchangedRows > 0)).toBe(true);
  });
});

describe("POST /products/import: empty cells of an exported row", () => {
  it("leaves a product whose text fields are empty unchanged, and clears a field emptied in the file", async () => {
    const product = await createProductAs(s, token, "editor@msp.demo", {
      name: "Empty unit",
      unit: "",
      listPrice: "99",
    });
    const exported = await exportRows("Empty unit");
    const done = await importAs(csvOf(exported.header, exported.rows));
    expect(done.report).toEqual([{ row: 1, status: "unchanged", productId: product.id }]);
    const listPrice = exported.header.indexOf("listPrice");
    const cleared = await importAs(
      csvOf(
        exported.header,
        exported.rows.map((r) => r.with(listPrice, "")),
      ),
    );
    expect(cleared.report).toEqual([{ row: 1, status: "updated", productId: product.id }]);
    const [row] = await s.sql<{ unit: string; list_price: string | null }>(
      "select unit, list_price from products where id = $1",
      [product.id],
    );
    expect(row).toEqual({ unit: "", list_price: null });
  });
});
