import {
  ZBundleOwnershipQuery,
  ZBundleType,
  ZCreateBundleTypeRequest,
  ZIdParams,
  ZUpdateBundleTypeRequest,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createBundleType } from "./create-bundle-type.ts";
import { deleteBundleType } from "./delete-bundle-type.ts";
import { listBundleTypes } from "./list-bundle-types.ts";
import { updateBundleType } from "./update-bundle-type.ts";

/** Bundle types (/bundle-category-types): the same ownership and access as bundles. */
export async function bundleTypesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["bundles"];

  r.get(
    "/bundle-types",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List bundle types, own and platform",
        querystring: ZBundleOwnershipQuery,
        response: { 200: z.object({ data: z.array(ZBundleType) }) },
      },
    },
    async (req) => listBundleTypes(depsOf(req), principalOf(req), req.query.productOwnership),
  );

  r.post(
    "/bundle-types",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Add a bundle type",
        body: ZCreateBundleTypeRequest,
        response: { 201: ZBundleType },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createBundleType(depsOf(req), principalOf(req), req.body)),
  );

  r.put(
    "/bundle-types/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Rename or reorder a bundle type",
        params: ZIdParams,
        body: ZUpdateBundleTypeRequest,
        response: { 200: ZBundleType },
      },
    },
    async (req) => updateBundleType(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.delete(
    "/bundle-types/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Delete a bundle type no bundle uses",
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteBundleType(depsOf(req), principalOf(req), req.params.id),
  );
}
