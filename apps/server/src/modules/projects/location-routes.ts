import {
  ZIdParams,
  ZNewProjectLocation,
  ZProjectChange,
  ZProjectLocation,
  ZProjectLocationUpdate,
  ZSuggestedBundles,
  ZSuggestedBundlesQuery,
  ZVersionQuery,
  zUuid,
  zVersion,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { getSuggestedBundles } from "./get-suggested-bundles.ts";
import {
  addProjectLocation,
  listProjectLocations,
  removeProjectLocation,
  updateProjectLocation,
} from "./project-locations.ts";

const ZLocationParams = ZIdParams.extend({ locationId: zUuid });
const ZBuildingParams = ZIdParams.extend({ buildingId: zUuid });

/** The sites of a project (domain §7 locations sub-path). */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["projects"];

  r.get(
    "/projects/:id/locations",
    {
      config: { permission: "quotes.read" },
      schema: {
        tags,
        summary: "Sites of a project with their buildings",
        params: ZIdParams,
        response: { 200: z.array(ZProjectLocation) },
      },
    },
    async (req) => listProjectLocations(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/projects/:id/locations",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Add a site to a project (from a service address, its buildings come when none are listed)",
        params: ZIdParams,
        body: ZNewProjectLocation.extend({ version: zVersion }),
        response: { 201: ZProjectChange },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await addProjectLocation(depsOf(req), principalOf(req), req.params.id, req.body)),
  );

  r.put(
    "/projects/:id/locations/:locationId",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Change a site of a project",
        params: ZLocationParams,
        body: ZProjectLocationUpdate,
        response: { 200: ZProjectChange },
      },
    },
    async (req) =>
      updateProjectLocation(depsOf(req), principalOf(req), req.params.id, req.params.locationId, req.body),
  );

  r.delete(
    "/projects/:id/locations/:locationId",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Remove a site with its buildings and lines",
        params: ZLocationParams,
        querystring: ZVersionQuery,
        response: { 200: ZProjectChange },
      },
    },
    async (req) =>
      removeProjectLocation(
        depsOf(req),
        principalOf(req),
        req.params.id,
        req.params.locationId,
        req.query.version,
      ),
  );

  r.get(
    "/projects/:id/buildings/:buildingId/suggested-bundles",
    {
      config: { permission: "quotes.edit" },
      schema: {
        tags,
        summary: "Bundles a building's Building Use suggests, sized from its occupancy, floors and area",
        params: ZBuildingParams,
        querystring: ZSuggestedBundlesQuery,
        response: { 200: ZSuggestedBundles },
      },
    },
    async (req) =>
      getSuggestedBundles(depsOf(req), principalOf(req), req.params.id, req.params.buildingId, req.query),
  );
}
