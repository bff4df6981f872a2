import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_KEY_COLUMNS } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { parseCsv } from "./csv.ts";
import { csvOf, postCsv, SWITCHES, waitForImport } from "./import-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
const NETWORKING = "0190a000-0000-7000-8000-0000000c1001";

/** Products as the API answers them, minus what a new row gets anew (id, times, version, owner). */
async function productsOf(names: string[]): Promise<Record<string, unknown>[]> {
  const res = await s.api("GET", "/products", {
    token: await token("editor@msp.demo"),
    query: { productOwnership: "mine", limit: "9999" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Record<string, unknown>[])
    .filter((p) => names.includes(p.name as string))
    .map(({ id: _id, createdAt: _c, updatedAt: _u, version: _v, accountId: _a, ...rest }) => rest)
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));
}

const exportAs = async (email: Parameters<typeof token>[0], query: Record<string, string> = {}) =>
  s.api("GET", "/products/export", { token: await token(email), query });

// Values a spreadsheet could mangle: commas, quotes, line breaks, formula-like text, empty and null fields.
const TRICKY = [
  [
    "kind",
    "categoryId",
    "name",
    "description",
    "price",
    "cost",
    "listPrice",
    "startDate",
    "stopDate",
    "taxable",
    "notes",
    "tag",
    "pricingModel",
    "billingFrequency",
    "recurringPrice",
  ],
  [
    "product",
    SWITCHES,
    "Trip, one",
    'say "hi"\r\nand bye',
    "10.5",
    "7.1234",
    "",
    "2026-01-01",
    "2026-12-31",
    "no",
    "=SUM(A1:A2)",
    "-tag",
    "one_time",
    "",
    "",
  ],
  [
    "recurring-service",
    SWITCHES,
    "Trip two",
    "",
    "99",
    "",
    "120",
    "",
    "",
    "yes",
    "'=quoted already",
    "@home",
    "recurring",
    "monthly",
    "15.25",
  ],
];
const NAMES = ["Trip, one", "Trip two"];

beforeAll(async () => {
  const editor = await token("editor@msp.demo");
  const res = await postCsv(s, editor, csvOf(TRICKY[0] ?? [], TRICKY.slice(1)));
  const { done } = await waitForImport(s, editor, res.json().id);
  expect(done.failedRows, JSON.stringify(done.report)).toBe(0);
});

describe("GET /products/export", () => {
  it("answers a CSV attachment with id, version and the import's columns, values escaped per RFC 4180", async () => {
    const res = await exportAs("editor@msp.demo", { productOwnership: "mine" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...PRODUCT_CSV_KEY_COLUMNS, ...PRODUCT_CSV_COLUMNS]);
    const col = (name: string) => header?.indexOf(name) ?? -1;
    const one = rows.find((r) => r[col("name")] === "Trip, one");
    expect(one?.[col("description")]).toBe('say "hi"\r\nand bye');
    expect(one?.[col("taxable")]).toBe("false");
    expect(one?.[col("listPrice")]).toBe("");
    // Formula-like text is written with a leading apostrophe, so a spreadsheet shows it as text.
    expect(one?.[col("notes")]).toBe("'=SUM(A1:A2)");
    expect(res.body).toContain('"say ""hi""\r\nand bye"');
  });

  it("round-trips: the exported file, minus its id and version columns, imports the same products again", async () => {
    const editor = await token("editor@msp.demo");
    const before = await productsOf(NAMES);
    expect(before).toHaveLength(2);
    const [header = [], ...rows] = parseCsv(
      (await exportAs("editor@msp.demo", { productOwnership: "mine" })).body,
    );
    const wanted = rows.filter((r) => NAMES.includes(r[header.indexOf("name")] ?? ""));
    await s.sql("delete from products where name = any($1)", [NAMES]);
    const text = csvOf(
      header.slice(PRODUCT_CSV_KEY_COLUMNS.length),
      wanted.map((r) => r.slice(PRODUCT_CSV_KEY_COLUMNS.length)),
    );
    const { done } = await waitForImport(s, editor, (await postCsv(s, editor, text)).json().id);
    expect(done.failedRows, JSON.stringify(done.report)).toBe(0);
    expect(await productsOf(NAMES)).toEqual(before);
  });

  it("filters by category, including the categories beneath, and by ownership", async () => {
    const names = async (
      query: Record<string, string>,
      email: Parameters<typeof token>[0] = "editor@msp.demo",
    ) => {
      const [header = [], ...rows] = parseCsv((await exportAs(email, query)).body);
      return rows.map((r) => r[header.indexOf("name")]);
    };
    expect(await names({ categoryIds: NETWORKING, productOwnership: "mine" })).toEqual(
      expect.arrayContaining(NAMES),
    );
    expect(
      await names({ categoryIds: "0190a000-0000-7000-8000-0000000c0002", productOwnership: "mine" }),
    ).toEqual([]);
    expect(await names({ productOwnership: "platform" })).not.toContain("Trip two");
    // Another MSP reads the platform catalogue and its own, never Northwind's.
    expect(await names({}, "admin@msp2.demo")).not.toContain("Trip two");
    // Sales builds quotes from the catalogue, so it may export it.
    expect((await exportAs("sales@msp.demo")).statusCode).toBe(200);
  });

  it("answers 404 to a customer and 400 to a bad filter", async () => {
    expect((await exportAs("user@customer.demo")).statusCode).toBe(404);
    const bad = await exportAs("editor@msp.demo", {
      categoryIds: "not-a-uuid",
      productOwnership: "everyone",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(["productOwnership"]));
  });
});
