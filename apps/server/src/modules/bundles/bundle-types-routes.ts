import {
  ZBundleOwnershipQuery,
  ZBundleType,
  ZCreateBundleTypeRequest,
  ZUpdateBundleTypeRequest,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { crudRoutes } from "../../lib/crud-routes.ts";
import { createBundleType } from "./create-bundle-type.ts";
import { deleteBundleType } from "./delete-bundle-type.ts";
import { listBundleTypes } from "./list-bundle-types.ts";
import { updateBundleType } from "./update-bundle-type.ts";

/** Bundle types (/bundle-category-types): the same ownership and access as bundles. */
export async function bundleTypesRoutes(app: FastifyInstance): Promise<void> {
  crudRoutes(app, {
    path: "/bundle-types",
    tags: ["bundles"],
    read: "catalogue.read",
    write: "catalogue.write",
    list: {
      summary: "List bundle types, own and platform",
      query: ZBundleOwnershipQuery,
      response: z.object({ data: z.array(ZBundleType) }),
      run: (deps, principal, query) => listBundleTypes(deps, principal, query.productOwnership),
    },
    create: {
      summary: "Add a bundle type",
      body: ZCreateBundleTypeRequest,
      response: ZBundleType,
      run: createBundleType,
    },
    update: {
      summary: "Rename or reorder a bundle type",
      body: ZUpdateBundleTypeRequest,
      response: ZBundleType,
      run: updateBundleType,
    },
    delete: { summary: "Delete a bundle type no bundle uses", run: deleteBundleType },
  });
}
