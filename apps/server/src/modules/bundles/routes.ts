import {
  ZBundle,
  ZBundleDetail,
  ZBundleListQuery,
  ZBundleManufacturer,
  ZBundleOwnershipQuery,
  ZCreateBundleRequest,
  ZIdParams,
  ZUpdateBundleRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { bundleTypesRoutes } from "./bundle-types-routes.ts";
import { createBundle } from "./create-bundle.ts";
import { deleteBundle } from "./delete-bundle.ts";
import { getBundle } from "./get-bundle.ts";
import { listBundleManufacturers } from "./list-bundle-manufacturers.ts";
import { listBundles } from "./list-bundles.ts";
import { updateBundle } from "./update-bundle.ts";

/**
 * Bundles of products (domain §7): the platform owner and MSP users who build quotes read their own
 * and the platform's; catalogue editors write their own (an MSP gets 403 on a platform bundle).
 */
export async function bundlesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["bundles"];

  r.get(
    "/bundles",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List bundles with their item counts and totals",
        querystring: ZBundleListQuery,
        response: { 200: zPage(ZBundle) },
      },
    },
    async (req) => listBundles(depsOf(req), principalOf(req), req.query),
  );

  r.get(
    "/bundles/manufacturers",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "Manufacturers of the products in bundles",
        querystring: ZBundleOwnershipQuery,
        response: { 200: z.object({ data: z.array(ZBundleManufacturer) }) },
      },
    },
    async (req) => listBundleManufacturers(depsOf(req), principalOf(req), req.query.productOwnership),
  );

  r.get(
    "/bundles/:id",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "Get a bundle with its items and their products",
        params: ZIdParams,
        response: { 200: ZBundleDetail },
      },
    },
    async (req) => getBundle(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/bundles",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Create a bundle with its items",
        body: ZCreateBundleRequest,
        response: { 201: ZBundleDetail },
      },
    },
    async (req, reply) => reply.code(201).send(await createBundle(depsOf(req), principalOf(req), req.body)),
  );

  r.put(
    "/bundles/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Update a bundle; items, when sent, replace the whole list",
        params: ZIdParams,
        body: ZUpdateBundleRequest,
        response: { 200: ZBundleDetail },
      },
    },
    async (req) => updateBundle(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.delete(
    "/bundles/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Delete a bundle with its items",
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteBundle(depsOf(req), principalOf(req), req.params.id),
  );

  await bundleTypesRoutes(app);
}
