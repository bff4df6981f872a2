import { productImports, uuidv7 } from "@q2c/db";
import { AppError, PRODUCT_IMPORT_MAX_ROWS, PRODUCT_IMPORT_MESSAGES, type TProductImport } from "@q2c/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { CsvError, parseCsv } from "./csv.ts";
import type { ImportRunner } from "./import-runner.ts";
import { isBlankRecord, readHeader } from "./product-csv.ts";
import { toImport } from "./repo.ts";
import { type ImportJob, runProductImport } from "./run-product-import.ts";

const refuse = (message: string) => new AppError("bad_request", { message, fields: { file: message } });

/**
 * Checks a CSV file as a whole (it reads, its header names product fields, its size is within bounds),
 * records the import as running and leaves the rows to the runner. A file refused here writes nothing.
 */
export async function startProductImport(
  deps: Deps,
  runner: ImportRunner,
  principal: Principal,
  upload: { fileName: string; text: string },
  log: FastifyBaseLogger,
): Promise<TProductImport> {
  let records: string[][];
  try {
    records = parseCsv(upload.text);
  } catch (err) {
    if (err instanceof CsvError) throw refuse(PRODUCT_IMPORT_MESSAGES.unclosedQuote(err.line));
    throw err;
  }
  const [headerCells, ...data] = records;
  if (!headerCells || isBlankRecord(headerCells)) throw refuse(PRODUCT_IMPORT_MESSAGES.empty);
  const header = readHeader(headerCells);
  // Row numbers follow the file's records, so blank records keep their numbers without being imported.
  const rows = data.flatMap((cells, i) => (isBlankRecord(cells) ? [] : [{ row: i + 1, cells }]));
  if (rows.length === 0) throw refuse(PRODUCT_IMPORT_MESSAGES.noRows);
  if (rows.length > PRODUCT_IMPORT_MAX_ROWS) throw refuse(PRODUCT_IMPORT_MESSAGES.tooManyRows(rows.length));

  const [created] = await deps.db
    .insert(productImports)
    .values({
      tenantId: principal.tenantId,
      id: uuidv7(),
      accountId: principal.accountId,
      userId: principal.userId,
      fileName: cleanFileName(upload.fileName),
      status: "running",
      totalRows: rows.length,
    })
    .returning();
  if (!created) throw new AppError("internal");
  const job: ImportJob = { tenantId: created.tenantId, id: created.id, header, rows };
  runner.run((signal) => runProductImport(deps, principal, job, signal, log));
  return toImport(created);
}

/** Only the last path segment of the client's name, without control characters. */
const cleanFileName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200) || "products.csv";
