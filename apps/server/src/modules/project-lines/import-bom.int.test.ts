import { DEMO_CATALOGUE_IDS as C } from "@q2c/db";
import { PRODUCT_IMPORT_MESSAGES, PROJECT_MESSAGES } from "@q2c/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { multipartFile, tokensFor } from "../../test/demo-helpers.ts";
import { useTestServer } from "../../test/harness.ts";
import { snapshotOf, versionOf } from "../../test/project-helpers.ts";
import {
  type BuilderProject,
  createBuilderProject,
  expectRefusals,
  lastEvent,
  linesOf,
  num,
  pricedTotals,
} from "./line-test-helpers.ts";

const s = useTestServer();
const token = tokensFor(() => s);
let p: BuilderProject;
let other: BuilderProject;

beforeAll(async () => {
  p = await createBuilderProject(s, token);
  other = await createBuilderProject(s, token);
});

const importCsv = async (
  project: BuilderProject,
  csv: string,
  opts: { version?: number; buildingId?: string } = {},
) =>
  s.api("PUT", `/projects/${project.id}/buildings/${opts.buildingId ?? project.buildingIds[0]}/import-bom`, {
    token: await token("sales@msp.demo"),
    query: { version: String(opts.version ?? (await versionOf(s, project.id))) },
    headers: { "content-type": "text/csv" },
    body: csv,
  });

/** A refused import (400) naming the file, that wrote nothing. */
async function expectFileRefused(csv: string, message: string) {
  const before = await snapshotOf(s, p.id);
  const res = await importCsv(p, csv);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().fields).toEqual({ file: message });
  expect(await snapshotOf(s, p.id)).toEqual(before);
}

describe("PUT /projects/:id/buildings/:buildingId/import-bom", () => {
  it("adds good rows as lines (catalogue by any part number, or typed), reports bad ones, one bundle product per group", async () => {
    const csv = [
      "Part Number,Quantity,Price,Name,Bundle,Optional,Alternative Group,Description",
      "mr46-hw,2,,,Wi-Fi,,,matched case-insensitively",
      "SVC-INST-AP,2,,,Wi-Fi,,,a partner part number",
      "NO-SUCH-PART,1,,,,,,unknown without name and price",
      'CUSTOM-1,3,25.50,"Bracket, steel",,,,typed',
      "MR46-HW,abc,,,,,,bad quantity",
      "U6-Pro,1,,,Wi-Fi,,AP choice,first alternative",
      "MR76-HW,1,,,Wi-Fi,,AP choice,second alternative",
      "SVC-INST-DROP6,4,,,Wi-Fi,yes,,optional",
      "",
    ].join("\r\n");
    const res = await importCsv(p, csv);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ version: await versionOf(s, p.id), totalRows: 8, added: 6, failed: 2 });
    expect(report.rows.map((r: { status: string }) => r.status)).toEqual([
      "added",
      "added",
      "error",
      "added",
      "error",
      "added",
      "added",
      "added",
    ]);
    expect(report.rows[2].errors).toEqual({ partNumber: PROJECT_MESSAGES.bomPartUnknown("NO-SUCH-PART") });
    expect(report.rows[4].errors).toEqual({ quantity: PROJECT_MESSAGES.bomQuantity });

    const lines = await linesOf(s, p.id);
    // Lines come in bundle-product order: the Wi-Fi group, then the default group with the typed line.
    const reported = report.rows.map((r: { lineId: string | null }) => r.lineId);
    expect(lines.map((l) => l.id)).toEqual([0, 1, 5, 6, 7, 3].map((i) => reported[i]));
    expect(lines[0]).toMatchObject({ product_id: C.merakiMr46, part_number: "MR46-HW" });
    const typed = lines.find((l) => l.part_number === "CUSTOM-1");
    expect(typed).toMatchObject({ product_id: null, name: "Bracket, steel" });
    expect([num(typed?.price), num(typed?.quantity)]).toEqual([25.5, 3]);
    expect(lines.filter((l) => l.alternative_group === "AP choice").map((l) => l.chosen)).toEqual([
      true,
      false,
    ]);
    expect(lines.find((l) => l.optional)?.chosen).toBe(false);

    const groups = await s.sql(
      "select name, position from project_bundle_products where project_id = $1 order by position",
      [p.id],
    );
    expect(groups).toEqual([
      { name: "Wi-Fi", position: 0 },
      { name: "Imported BOM", position: 1 },
    ]);
    const [stored] = await s.sql<{ totals: unknown; line_count: number }>(
      "select totals, line_count from projects where id = $1",
      [p.id],
    );
    expect(stored?.totals).toEqual(await pricedTotals(s, p.id));
    expect(stored?.line_count).toBe(6);
    expect(await lastEvent(s, p.id)).toEqual({
      type: "bom_imported",
      data: { buildingId: p.buildingIds[0], added: 6, failed: 2, bundleProducts: 2 },
    });
  });

  it("takes the file as the multipart field `file`, and product ids the caller cannot read are row errors", async () => {
    const csv = `productId,quantity\r\n${C.unifiU6Pro},2\r\n${C.contosoOnsiteHour},1\r\n`;
    const upload = multipartFile("bom.csv", Buffer.from(csv), "text/csv");
    const res = await s.api("PUT", `/projects/${p.id}/buildings/${p.buildingIds[1]}/import-bom`, {
      token: await token("admin@msp.demo"),
      query: { version: String(await versionOf(s, p.id)) },
      headers: upload.headers,
      body: upload.body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: 1, failed: 1 });
    expect(res.json().rows[1].errors).toEqual({ productId: PROJECT_MESSAGES.unknownProduct });
  });

  it("refuses a file with a bad header, no rows, a broken quote, or no CSV at all (400), writing nothing", async () => {
    await expectFileRefused("partNumber,qty\r\nMR46-HW,1\r\n", PROJECT_MESSAGES.bomHeader("quantity"));
    await expectFileRefused("name,quantity\r\nThing,1\r\n", PROJECT_MESSAGES.bomHeader("partNumber"));
    await expectFileRefused(
      "partNumber,quantity,Quantity\r\nA,1,1\r\n",
      PRODUCT_IMPORT_MESSAGES.duplicateColumns(["quantity"]),
    );
    await expectFileRefused("partNumber,quantity\r\n\r\n", PROJECT_MESSAGES.bomEmpty);
    await expectFileRefused("", PRODUCT_IMPORT_MESSAGES.empty);
    await expectFileRefused(
      'partNumber,quantity\r\n"MR46-HW,1\r\n',
      PRODUCT_IMPORT_MESSAGES.unclosedQuote(2),
    );
    const before = await snapshotOf(s, p.id);
    const json = await s.api("PUT", `/projects/${p.id}/buildings/${p.buildingIds[0]}/import-bom`, {
      token: await token("sales@msp.demo"),
      query: { version: String(await versionOf(s, p.id)) },
      body: { rows: [] },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toEqual({ file: PRODUCT_IMPORT_MESSAGES.sendCsv });
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });

  it("reports a file whose every row is bad without changing the quote", async () => {
    const before = await snapshotOf(s, p.id);
    const res = await importCsv(p, "partNumber,quantity,name\r\nNOPE,1,No price\r\n,1,\r\n");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: await versionOf(s, p.id), added: 0, failed: 2 });
    expect(res.json().rows[1].errors).toEqual({ partNumber: PROJECT_MESSAGES.bomNameOrPrice });
    expect(await snapshotOf(s, p.id)).toEqual(before);
    const stale = await importCsv(p, "partNumber,quantity\r\nNOPE,1\r\n", { version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it("refuses as every builder call does, and answers 404 for another quote's building", async () => {
    await expectRefusals(s, token, p.id, (t, version) =>
      s.api("PUT", `/projects/${p.id}/buildings/${p.buildingIds[0]}/import-bom`, {
        token: t,
        query: { version: String(version) },
        headers: { "content-type": "text/csv" },
        body: "partNumber,quantity\r\nMR46-HW,1\r\n",
      }),
    );
    const before = await snapshotOf(s, p.id);
    const res = await importCsv(p, "partNumber,quantity\r\nMR46-HW,1\r\n", {
      buildingId: other.buildingIds[0],
    });
    expect(res.statusCode).toBe(404);
    expect(await snapshotOf(s, p.id)).toEqual(before);
  });
});

describe("a 1,000-line quote", () => {
  it("imports 1,000 rows, then updates, approves and deletes them in bulk, each within a few seconds", async () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      i % 2 === 0
        ? `MR46-HW,${(i % 7) + 1},,,Group ${i % 10}`
        : `PART-${i},1,${i}.25,Typed ${i},Group ${i % 10}`,
    );
    const timed = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await run();
      const ms = performance.now() - started;
      console.info(`${label}: ${Math.round(ms)} ms`);
      expect(ms).toBeLessThan(10_000);
      return result;
    };
    const imported = await timed("import 1,000 rows", () =>
      importCsv(other, `partNumber,quantity,price,name,bundle\r\n${rows.join("\r\n")}`),
    );
    expect(imported.json()).toMatchObject({ added: 1000, failed: 0 });
    const ids = (await linesOf(s, other.id)).map((l) => l.id);
    const send = async (method: "PUT" | "POST" | "DELETE", path: string, body: Record<string, unknown>) =>
      s.api(method, `/projects/${other.id}${path}`, {
        token: await token("sales@msp.demo"),
        body: { version: await versionOf(s, other.id), ...body },
      });
    const updated = await timed("bulk update 1,000 lines", () =>
      send("PUT", "/project-location-products", {
        lines: ids.map((id) => ({ id, price: "10", quantity: "1" })),
      }),
    );
    expect(updated.json().totals.oneTimeTotal).toBe("10000.00");
    await timed("approve 1,000 lines", () => send("POST", "/project-location-products/approve", { ids }));
    const deleted = await timed("bulk delete 1,000 lines", () =>
      send("DELETE", "/project-location-products", { ids }),
    );
    expect(deleted.json().totals.oneTimeTotal).toBe("0.00");
  });
});
