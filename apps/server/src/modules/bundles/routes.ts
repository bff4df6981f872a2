import {
  ZBundle,
  ZBundleDetail,
  ZBundleListQuery,
  ZBundleManufacturer,
  ZBundleOwnershipQuery,
  ZCreateBundleRequest,
  ZUpdateBundleRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { crudRoutes } from "../../lib/crud-routes.ts";
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

  crudRoutes(app, {
    path: "/bundles",
    tags,
    read: "catalogue.read",
    write: "catalogue.write",
    list: {
      summary: "List bundles with their item counts and totals",
      query: ZBundleListQuery,
      response: zPage(ZBundle),
      run: listBundles,
    },
    get: {
      summary: "Get a bundle with its items and their products",
      response: ZBundleDetail,
      run: getBundle,
    },
    create: {
      summary: "Create a bundle with its items",
      body: ZCreateBundleRequest,
      response: ZBundleDetail,
      run: createBundle,
    },
    update: {
      summary: "Update a bundle; items, when sent, replace the whole list",
      body: ZUpdateBundleRequest,
      response: ZBundleDetail,
      run: updateBundle,
    },
    delete: { summary: "Delete a bundle with its items", run: deleteBundle },
  });

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

  await bundleTypesRoutes(app);
}
