import {
  ZAccountIdParams,
  ZAccountLocationsQuery,
  ZCreateLocationRequest,
  ZFloor,
  ZFloorParams,
  ZLocation,
  ZLocationListQuery,
  ZUpdateFloorRequest,
  ZUpdateLocationQuery,
  ZUpdateLocationRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { crudRoutes } from "../../lib/crud-routes.ts";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createLocation } from "./create-location.ts";
import { deleteLocation } from "./delete-location.ts";
import { getLocation } from "./get-location.ts";
import { listLocations } from "./list-locations.ts";
import { updateFloor } from "./update-floor.ts";
import { updateLocation } from "./update-location.ts";

/**
 * Locations (service addresses) with floors and buildings: anyone signed in reads them within scope;
 * writing takes the quotes rule set, the roles that build quotes and projects on these addresses.
 */
export async function locationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["locations"];

  crudRoutes(app, {
    path: "/locations",
    tags,
    read: "locations.read",
    write: "locations.edit",
    create: {
      summary: "Create a location",
      body: ZCreateLocationRequest,
      response: ZLocation,
      run: createLocation,
    },
    list: {
      summary: "List locations in scope, with floors and buildings on request",
      query: ZLocationListQuery,
      response: zPage(ZLocation),
      run: listLocations,
    },
    get: { summary: "Get a location with floors and buildings", response: ZLocation, run: getLocation },
    update: {
      summary: "Update a location with its floors and buildings",
      query: ZUpdateLocationQuery,
      body: ZUpdateLocationRequest,
      response: ZLocation,
      run: updateLocation,
    },
    delete: { summary: "Delete a location with its floors and buildings", run: deleteLocation },
  });

  // Outside the plain shape: the account comes in the path, and a floor is a row within a location.
  r.get(
    "/accounts/:accountId/locations",
    {
      config: { permission: "locations.read" },
      schema: {
        tags,
        summary: "List an account's locations",
        params: ZAccountIdParams,
        querystring: ZAccountLocationsQuery,
        response: { 200: zPage(ZLocation) },
      },
    },
    async (req) =>
      listLocations(depsOf(req), principalOf(req), { ...req.query, accountId: req.params.accountId }),
  );

  r.post(
    "/accounts/:accountId/locations",
    {
      config: { permission: "locations.edit" },
      schema: {
        tags,
        summary: "Create a location for an account",
        params: ZAccountIdParams,
        body: ZCreateLocationRequest.omit({ accountId: true }),
        response: { 201: ZLocation },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await createLocation(depsOf(req), principalOf(req), {
          ...req.body,
          accountId: req.params.accountId,
        }),
      ),
  );

  r.put(
    "/locations/:id/floors/:floorId",
    {
      config: { permission: "locations.edit" },
      schema: {
        tags,
        summary: "Update one floor of a location",
        params: ZFloorParams,
        body: ZUpdateFloorRequest,
        response: { 200: ZFloor },
      },
    },
    async (req) => updateFloor(depsOf(req), principalOf(req), req.params.id, req.params.floorId, req.body),
  );
}
