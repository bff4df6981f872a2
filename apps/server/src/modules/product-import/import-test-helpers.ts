import type { TProductImport } from "@q2c/domain";
import { expect } from "vitest";
import type { TestServer } from "../../test/harness.ts";
import { csvLine } from "./csv.ts";

/** "Switches", beneath Networking beneath the Products root: a category every fresh database has. */
export const SWITCHES = "0190a000-0000-7000-8000-0000000c1004";
export const UNKNOWN_CATEGORY = "0190a000-0000-7000-8000-00000000dead";

/** A CSV text of a header and rows; cells are written with RFC 4180 quoting. */
export const csvOf = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  [header, ...rows].map(csvLine).join("");

/** `count` good rows named `${prefix} n` (n from 1), with the given cells overriding some rows. */
export function productRows(
  prefix: string,
  count: number,
  override: (n: number) => Partial<Record<"categoryId" | "price" | "name", string>> = () => ({}),
): { header: string[]; rows: string[][] } {
  const header = ["kind", "categoryId", "name", "price", "cost", "taxable"];
  const rows = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const o = override(n);
    return ["product", o.categoryId ?? SWITCHES, o.name ?? `${prefix} ${n}`, o.price ?? "10.50", "7", "yes"];
  });
  return { header, rows };
}

/** POSTs a CSV body as text/csv, to the import or (with `path`) its preview. */
export const postCsv = (
  s: TestServer,
  token: string,
  text: string,
  fileName = "products.csv",
  query: Record<string, string> = {},
  path = "/products/import",
) =>
  s.api("POST", path, {
    token,
    body: text,
    query: { fileName, ...query },
    headers: { "content-type": "text/csv" },
  });

/**
 * Polls an import until it leaves "running"; answers the finished import and every processedRows value
 * seen on the way, so a test can see the progress move.
 */
export async function waitForImport(
  s: TestServer,
  token: string,
  id: string,
): Promise<{ done: TProductImport; seen: number[] }> {
  const seen: number[] = [];
  const deadline = Date.now() + 25_000;
  for (;;) {
    const res = await s.api("GET", `/products/imports/${id}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TProductImport;
    seen.push(body.processedRows);
    if (body.status !== "running") return { done: body, seen };
    if (Date.now() > deadline) throw new Error(`import ${id} still running: ${res.body.slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** How many products carry a name starting with the prefix. */
export async function productsStartingWith(s: TestServer, prefix: string): Promise<number> {
  const [row] = await s.sql<{ n: number }>("select count(*)::int as n from products where name like $1", [
    `${prefix}%`,
  ]);
  return Number(row?.n ?? 0);
}
