import { depsForJob } from "../lib/request-deps.ts";
import {
  type DuplicateChoices,
  failProductImport,
  type ImportChunk,
  importProductChunk,
} from "../modules/product-import/import-product-chunk.ts";
import type { JobKind, JobTenant } from "./job-kind.ts";

/**
 * A chunk as the queue stores it. The rows travel as JSON text inside the job's jsonb: a jsonb string
 * cannot hold U+0000, which a CSV cell may, while the escaped text of one can.
 */
export interface ImportChunkJobData {
  tenant: JobTenant;
  importId: string;
  header: ImportChunk["header"];
  firstRow: number;
  lastRow: number;
  rows: string;
  /** What the caller chose for possible duplicates (absent in jobs queued before there was a choice). */
  choices?: DuplicateChoices;
}

export const toChunkJob = (chunk: ImportChunk): ImportChunkJobData => ({
  tenant: chunk.tenant,
  importId: chunk.importId,
  header: chunk.header,
  firstRow: chunk.rows[0]?.row ?? 0,
  lastRow: chunk.rows.at(-1)?.row ?? 0,
  rows: JSON.stringify(chunk.rows),
  ...(chunk.choices ? { choices: chunk.choices } : {}),
});

const fromChunkJob = (data: ImportChunkJobData): ImportChunk => ({
  tenant: data.tenant,
  importId: data.importId,
  header: data.header,
  rows: JSON.parse(data.rows),
  ...(data.choices ? { choices: data.choices } : {}),
});

/**
 * One chunk of a product CSV import (modules/product-import/import-product-chunk.ts), on the scoped handle
 * of the tenant that uploaded the file. A chunk is one transaction of well under a second, so a try is
 * given two minutes before the queue takes it for abandoned; three retries 5 s apart, doubling, ride out
 * a busy or restarting database. After the last try the import ends as failed with that error and its
 * report of the rows written so far; the import's other chunks then do nothing.
 */
export const productImportChunkJob: JobKind<ImportChunkJobData> = {
  name: "product-import-chunk",
  policy: { retryLimit: 3, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 120 },
  tenantOf: (data) => data.tenant.tenantId,
  describe: (data) => `Product import ${data.importId}, rows ${data.firstRow}–${data.lastRow}`,
  async run({ app, log }, job) {
    // PGlite answers in microtasks: yield so requests (and progress polls) are served between chunks.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await importProductChunk(depsForJob(app, job.data.tenant), fromChunkJob(job.data), log);
    } catch (err) {
      log.error({ err, importId: job.data.importId }, "product import chunk failed");
      throw new Error(causeText(err));
    }
  },
  async afterLastTry({ app }, data, error) {
    const { db } = depsForJob(app, data.tenant);
    await failProductImport(db, data.tenant.tenantId, data.importId, error);
  },
};

/** The database's own message rather than Drizzle's wrapper (which quotes the whole statement). */
function causeText(err: unknown): string {
  const e = err as { message?: unknown; cause?: { message?: unknown } } | null;
  const text = typeof e?.cause?.message === "string" ? e.cause.message : e?.message;
  return typeof text === "string" && text !== "" ? text.slice(0, 500) : "The chunk could not be imported.";
}
