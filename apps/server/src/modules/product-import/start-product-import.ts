import { productImports, uuidv7 } from "@q2c/db";
import { AppError, PRODUCT_IMPORT_MAX_ROWS, PRODUCT_IMPORT_MESSAGES, type TProductImport } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { productImportChunkJob, toChunkJob } from "../../jobs/product-import-chunk.ts";
import type { Principal } from "../../lib/principal.ts";
import { jobTenantOf } from "../../lib/request-deps.ts";
import { CsvError, parseCsv } from "./csv.ts";
import {
  type DuplicateChoices,
  failProductImport,
  IMPORT_CHUNK_ROWS,
  type ImportChunk,
} from "./import-product-chunk.ts";
import { type CsvHeader, isBlankRecord, readHeader } from "./product-csv.ts";
import { toImport } from "./repo.ts";

const refuse = (message: string) => new AppError("bad_request", { message, fields: { file: message } });

/** A CSV file's header and data records with their row numbers, or a 400 saying why it cannot be read. */
export function readProductFile(text: string): {
  header: CsvHeader;
  rows: { row: number; cells: string[] }[];
} {
  let records: string[][];
  try {
    records = parseCsv(text);
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
  return { header, rows };
}

/**
 * Checks a CSV file as a whole (it reads, its header names product fields, its size is within bounds),
 * records the import as running and queues its rows as chunk jobs (jobs/product-import-chunk.ts), all in
 * one statement. A file refused here writes nothing.
 */
export async function startProductImport(
  deps: Deps,
  principal: Principal,
  upload: { fileName: string; text: string },
  choices: DuplicateChoices = { onDuplicate: "update" },
): Promise<TProductImport> {
  const { header, rows } = readProductFile(upload.text);

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
  const tenant = jobTenantOf(principal);
  const chunks: ImportChunk[] = [];
  for (let at = 0; at < rows.length; at += IMPORT_CHUNK_ROWS) {
    chunks.push({
      tenant,
      importId: created.id,
      header,
      rows: rows.slice(at, at + IMPORT_CHUNK_ROWS),
      choices,
    });
  }
  try {
    await deps.jobs.sendMany(productImportChunkJob, chunks.map(toChunkJob));
  } catch (err) {
    // Nothing was queued: the import would otherwise wait for chunks that never come.
    await failProductImport(deps.db, created.tenantId, created.id, (err as Error).message);
    throw err;
  }
  return toImport(
    created,
    new Map([[created.id, { queued: chunks.length, active: 0, failed: 0, completed: 0 }]]),
  );
}

/** Only the last path segment of the client's name, without control characters. */
export const cleanFileName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? "")
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200) || "products.csv";
