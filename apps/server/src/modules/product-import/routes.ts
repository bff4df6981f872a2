import { Readable } from "node:stream";
import {
  AppError,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MESSAGES,
  ZIdParams,
  ZProductExportQuery,
  ZProductImport,
  ZProductImportGetQuery,
  ZProductImportListQuery,
  ZProductImportPreview,
  ZProductImportPreviewQuery,
  ZProductImportQuery,
  ZProductImportSummary,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { readMultipart } from "../../lib/multipart.ts";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { exportProducts } from "./export-products.ts";
import { getProductImport } from "./get-product-import.ts";
import { listProductImports } from "./list-product-imports.ts";
import { previewProductImport } from "./preview-product-import.ts";
import { startProductImport } from "./start-product-import.ts";

/** The CSV text of an import request: a text/csv body, or the multipart field `file`. */
async function readCsv(
  req: FastifyRequest,
  fileName: string | undefined,
): Promise<{ fileName: string; text: string }> {
  const refuse = (message: string) => new AppError("bad_request", { message, fields: { file: message } });
  if (typeof req.body === "string") return { fileName: fileName ?? "", text: req.body };
  if (!req.isMultipart()) throw refuse(PRODUCT_IMPORT_MESSAGES.sendCsv);
  const form = await readMultipart(
    req,
    { fileSize: PRODUCT_IMPORT_MAX_BYTES, files: 1 },
    PRODUCT_IMPORT_MESSAGES.fileTooLarge,
  );
  const [part] = form.files;
  if (part?.fieldname !== "file") throw refuse(PRODUCT_IMPORT_MESSAGES.sendCsv);
  return { fileName: fileName ?? part.filename, text: part.bytes.toString("utf8") };
}

/**
 * CSV import and export of products, with the catalogue's access: importing writes the catalogue
 * (editor rule set); exporting and reading imports take the catalogue's read access, which an editor
 * passes too (the "quotes" rule set would leave the editor unable to follow its own import).
 */
export async function productImportRoutes(app: FastifyInstance): Promise<void> {
  // A scope of its own, so the text/csv body parser applies to these routes only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "text/csv",
      { parseAs: "string", bodyLimit: PRODUCT_IMPORT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ["products"];

    r.post(
      "/products/import",
      {
        config: { permission: "catalogue.write" },
        schema: {
          tags,
          summary:
            "Import products from CSV (text/csv body or multipart field `file`, up to 10 MB and 20,000 rows); rows with an id update that product, rows without create one (or, when their manufacturer part number is already in the catalogue, do as `onDuplicate` says); rows are imported in the background",
          consumes: ["text/csv", "multipart/form-data"],
          querystring: ZProductImportQuery,
          response: { 202: ZProductImport },
        },
      },
      async (req, reply) => {
        const upload = await readCsv(req, req.query.fileName);
        const { onDuplicate, createRows, updateRows } = req.query;
        const started = await startProductImport(depsOf(req), principalOf(req), upload, {
          onDuplicate,
          ...(createRows ? { createRows } : {}),
          ...(updateRows ? { updateRows } : {}),
        });
        return reply.code(202).send(started);
      },
    );

    r.post(
      "/products/import/preview",
      {
        config: { permission: "catalogue.write" },
        schema: {
          tags,
          summary:
            "What importing a CSV would do, writing nothing: rows to create, to update (by id), unchanged, possible duplicates (a manufacturer part number already in the catalogue) and failed rows",
          consumes: ["text/csv", "multipart/form-data"],
          querystring: ZProductImportPreviewQuery,
          response: { 200: ZProductImportPreview },
        },
      },
      async (req) => {
        const upload = await readCsv(req, req.query.fileName);
        return previewProductImport(depsOf(req), principalOf(req), upload);
      },
    );

    r.get(
      "/products/imports",
      {
        config: { permission: "catalogue.read" },
        schema: {
          tags,
          summary: "The tenant's product imports, newest first",
          querystring: ZProductImportListQuery,
          response: { 200: zPage(ZProductImportSummary) },
        },
      },
      async (req) => listProductImports(depsOf(req), principalOf(req), req.query),
    );

    r.get(
      "/products/imports/:id",
      {
        config: { permission: "catalogue.read" },
        schema: {
          tags,
          summary: "A product import's progress and per-row report",
          params: ZIdParams,
          querystring: ZProductImportGetQuery,
          response: { 200: ZProductImport },
        },
      },
      async (req) => getProductImport(depsOf(req), principalOf(req), req.params.id, req.query),
    );

    r.get(
      "/products/export",
      {
        config: { permission: "catalogue.read" },
        schema: {
          tags,
          summary: "The products in scope as a CSV file (id and version, then the import's columns)",
          produces: ["text/csv"],
          querystring: ZProductExportQuery,
        },
      },
      async (req, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="products-${day}.csv"`)
          .header("cache-control", "no-store")
          .send(Readable.from(exportProducts(depsOf(req), principalOf(req), req.query)));
      },
    );
  });
}
