import {
  ZBulkCreateBundleProductsRequest,
  ZBulkPositionRequest,
  ZBulkPriceRequest,
  ZBulkUpdateBundleProductsRequest,
  ZBundlePositionsRequest,
  ZIdParams,
  ZIdsRequest,
  ZProjectChange,
  ZUpdateBundleProductRequest,
  zUuid,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { bulkCreateBundleProducts } from "./bulk-create-bundle-products.ts";
import { bulkDeleteBundleProducts } from "./bulk-delete-bundle-products.ts";
import { bulkPositionBundleProducts } from "./bulk-position-bundle-products.ts";
import { bulkPriceBundleProducts } from "./bulk-price-bundle-products.ts";
import { bulkUpdateBundleProducts } from "./bulk-update-bundle-products.ts";
import { updateBundlePositions } from "./update-bundle-positions.ts";
import { updateBundleProduct } from "./update-bundle-product.ts";

const ZBundleProductParams = ZIdParams.extend({ bundleProductId: zUuid });
const tags = ["project-lines"];

/** The builder's calls on bundle products: their fields, order, buildings, prices, creation and removal. */
export async function bundleProductRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const change = { 200: ZProjectChange };

  r.put(
    "/projects/:id/project-location-bundle-products/positions",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Order a building's bundle products (every one, exactly once)",
        params: ZIdParams,
        body: ZBundlePositionsRequest,
        response: change,
      },
    },
    async (req) => updateBundlePositions(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.put(
    "/projects/:id/location-bundles/:bundleProductId",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Update a bundle product's fields and tasks",
        params: ZBundleProductParams,
        body: ZUpdateBundleProductRequest,
        response: change,
      },
    },
    async (req) =>
      updateBundleProduct(depsOf(req), principalOf(req), req.params.id, req.params.bundleProductId, req.body),
  );

  r.post(
    "/projects/:id/bundle-products/bulk",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary:
          "Add bundle products to a building: catalogue bundles (their items become lines) or named empty groups; createdIds: the bundle products",
        params: ZIdParams,
        body: ZBulkCreateBundleProductsRequest,
        response: { 201: ZProjectChange },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await bulkCreateBundleProducts(depsOf(req), principalOf(req), req.params.id, req.body)),
  );

  r.put(
    "/projects/:id/bundle-products/bulk",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Update many bundle products' fields",
        params: ZIdParams,
        body: ZBulkUpdateBundleProductsRequest,
        response: change,
      },
    },
    async (req) => bulkUpdateBundleProducts(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.put(
    "/projects/:id/bundle-products/bulk/position",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Move bundle products to positions, also into another building of the quote",
        params: ZIdParams,
        body: ZBulkPositionRequest,
        response: change,
      },
    },
    async (req) => bulkPositionBundleProducts(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.patch(
    "/projects/:id/bundle-products/bulk/price",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary:
          "Change the prices of every line of bundle products: by a percent, to a margin, or a discount",
        params: ZIdParams,
        body: ZBulkPriceRequest,
        response: change,
      },
    },
    async (req) => bulkPriceBundleProducts(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.delete(
    "/projects/:id/bundle-products/bulk",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Delete bundle products with their lines",
        params: ZIdParams,
        body: ZIdsRequest,
        response: change,
      },
    },
    async (req) => bulkDeleteBundleProducts(depsOf(req), principalOf(req), req.params.id, req.body),
  );
}
