import {
  PRODUCT_IMPORT_MAX_BYTES,
  ZBatchProductUpdateRequest,
  ZBomImportReport,
  ZBulkUpdateLinesRequest,
  ZCreateLineRequest,
  ZIdParams,
  ZIdsRequest,
  ZOneSkuProductsRequest,
  ZProjectChange,
  ZUpdateLineRequest,
  ZVersionQuery,
  zUuid,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { approveLines } from "./approve-lines.ts";
import { batchUpdateProducts } from "./batch-update-products.ts";
import { readBomUpload } from "./bom-upload.ts";
import { bulkDeleteLines } from "./bulk-delete-lines.ts";
import { bulkUpdateLines } from "./bulk-update-lines.ts";
import { bundleProductRoutes } from "./bundle-product-routes.ts";
import { createLine } from "./create-line.ts";
import { deleteLine } from "./delete-line.ts";
import { importBom } from "./import-bom.ts";
import { updateLine } from "./update-line.ts";
import { updateOneSkuProducts } from "./update-one-sku-products.ts";

const ZLineParams = ZIdParams.extend({ lineId: zUuid });
const ZBuildingParams = ZIdParams.extend({ buildingId: zUuid });
const tags = ["project-lines"];

/**
 * The builder's calls on lines and bundle products (domain §7, "Location bundle update ... import BOM").
 * Every one answers the quote's new version and totals (or, for import-bom, the per-row report).
 */
export async function projectLinesRoutes(app: FastifyInstance): Promise<void> {
  // A scope of its own, so the text/csv body parser applies to these routes only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "text/csv",
      { parseAs: "string", bodyLimit: PRODUCT_IMPORT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const change = { 200: ZProjectChange };

    r.post(
      "/projects/:id/project-location-products",
      {
        config: { permission: "quotes.edit" },
        schema: {
          tags,
          summary:
            "Add a line to a bundle product, or (with buildingId) as a one-SKU bundle product; createdIds: the line, then the bundle product",
          params: ZIdParams,
          body: ZCreateLineRequest,
          response: { 201: ZProjectChange },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await createLine(depsOf(req), principalOf(req), req.params.id, req.body)),
    );

    r.put(
      "/projects/:id/project-location-products",
      {
        config: { permission: "quotes.edit" },
        schema: {
          tags,
          summary: "Update many lines",
          params: ZIdParams,
          body: ZBulkUpdateLinesRequest,
          response: change,
        },
      },
      async (req) => bulkUpdateLines(depsOf(req), principalOf(req), req.params.id, req.body),
    );

    r.delete(
      "/projects/:id/project-location-products",
      {
        config: { permission: "quotes.edit" },
        schema: {
          tags,
          summary: "Delete many lines",
          params: ZIdParams,
          body: ZIdsRequest,
          response: change,
        },
      },
      async (req) => bulkDeleteLines(depsOf(req), principalOf(req), req.params.id, req.body),
    );

    r.post(
      "/projects/:id/project-location-products/approve",
      {
        config: { permission: "quotes.edit" },
        schema: { tags, summary: "Approve lines", params: ZIdParams, body: ZIdsRequest, response: change },
      },
      async (req) => approveLines(depsOf(req), principalOf(req), req.params.id, req.body),
    );

    r.put(
      "/projects/:id/project-location-products/:lineId",
      {
        config: { permission: "quotes.edit" },
        schema: {
          tags,
          summary: "Update a line",
          params: ZLineParams,
          body: ZUpdateLineRequest,
          response: change,
        },
      },
      async (req) => updateLine(depsOf(req), principalOf(req), req.params.id, req.params.lineId, req.body),
    );

    r.delete(
      "/projects/:id/project-location-products/:lineId",
      {
        config: { permission: "quotes.edit" },
        schema: {
          tags,
          summary: "Delete a line",
          params: ZLineParams,
          querystring: ZVersionQuery,
          response: change,
        },
      },
      async (req) =>
        deleteLine(depsOf(req), principalOf(req), req.params.id, req.params.lineId, req.query.version),
    );

    r.put(
      "/projects/:id/location-one-sku-products",
      {
        config: { permission: "quotes.edit" },
        schema: {
          tags,
          summary: "Set the quantities of one-SKU products of a building (0 removes one)",
          params: ZIdParams,
          body: ZOneSkuProductsRequest,
          response: change,
        },
      },
      async (req) => updateOneSkuProducts(depsOf(req), principalOf(req), req.params.id, req.body),
    );

    r.patch(
      "/projects/:id/products",
      {
        config: { permission: "quotes.edit" },
        schema: {
          tags,
          summary: "Change every line of one catalogue product",
          params: ZIdParams,
          body: ZBatchProductUpdateRequest,
          response: change,
        },
      },
      async (req) => batchUpdateProducts(depsOf(req), principalOf(req), req.params.id, req.body),
    );

    r.put(
      "/projects/:id/buildings/:buildingId/import-bom",
      {
        config: { permission: "quotes.edit" },
        schema: {
          tags,
          summary:
            "Import a bill of materials (CSV: text/csv body or multipart field `file`) into a building, with a per-row report",
          consumes: ["text/csv", "multipart/form-data"],
          params: ZBuildingParams,
          querystring: ZVersionQuery,
          response: { 200: ZBomImportReport },
        },
      },
      async (req) => {
        const text = await readBomUpload(req);
        return importBom(
          depsOf(req),
          principalOf(req),
          req.params.id,
          req.params.buildingId,
          req.query.version,
          text,
        );
      },
    );

    await bundleProductRoutes(scope);
  });
}
