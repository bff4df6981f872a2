import { ZCreateRequirementRequest, ZIdParams, ZRequirement, ZUpdateRequirementRequest } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createRequirement } from "./create-requirement.ts";
import { deleteRequirement } from "./delete-requirement.ts";
import { listRequirements } from "./list-requirements.ts";
import { updateRequirement } from "./update-requirement.ts";

/** Performance Requirements (/requirements): reference data the platform owner edits. */
export async function requirementsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["building-use"];

  r.get(
    "/requirements",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List performance requirements",
        response: { 200: z.object({ data: z.array(ZRequirement) }) },
      },
    },
    async (req) => listRequirements(depsOf(req)),
  );
  r.post(
    "/requirements",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Add a performance requirement",
        body: ZCreateRequirementRequest,
        response: { 201: ZRequirement },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createRequirement(depsOf(req), principalOf(req), req.body)),
  );
  r.put(
    "/requirements/:id",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Update a performance requirement",
        params: ZIdParams,
        body: ZUpdateRequirementRequest,
        response: { 200: ZRequirement },
      },
    },
    async (req) => updateRequirement(depsOf(req), principalOf(req), req.params.id, req.body),
  );
  r.delete(
    "/requirements/:id",
    {
      config: { permission: "referenceData.write" },
      schema: {
        tags,
        summary: "Delete a performance requirement",
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteRequirement(depsOf(req), principalOf(req), req.params.id),
  );
}
