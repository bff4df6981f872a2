import { ZCreateRequirementRequest, ZRequirement, ZUpdateRequirementRequest } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { crudRoutes } from "../../lib/crud-routes.ts";
import { createRequirement } from "./create-requirement.ts";
import { deleteRequirement } from "./delete-requirement.ts";
import { listRequirements } from "./list-requirements.ts";
import { updateRequirement } from "./update-requirement.ts";

/** Performance Requirements (/requirements): reference data the platform owner edits. */
export async function requirementsRoutes(app: FastifyInstance): Promise<void> {
  crudRoutes(app, {
    path: "/requirements",
    tags: ["building-use"],
    read: "catalogue.read",
    write: "referenceData.write",
    list: {
      summary: "List performance requirements",
      response: z.object({ data: z.array(ZRequirement) }),
      run: listRequirements,
    },
    create: {
      summary: "Add a performance requirement",
      body: ZCreateRequirementRequest,
      response: ZRequirement,
      run: createRequirement,
    },
    update: {
      summary: "Update a performance requirement",
      body: ZUpdateRequirementRequest,
      response: ZRequirement,
      run: updateRequirement,
    },
    delete: { summary: "Delete a performance requirement", run: deleteRequirement },
  });
}
