import {
  ZAccountIdParams,
  ZAccountLocationsQuery,
  ZCreateLocationRequest,
  ZFloor,
  ZFloorParams,
  ZIdParams,
  ZLocation,
  ZLocationListQuery,
  ZUpdateFloorRequest,
  ZUpdateLocationQuery,
  ZUpdateLocationRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
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

  r.post(
    "/locations",
    {
      config: { permission: "locations.edit" },
      schema: {
        tags,
        summary: "Create a location",
        body: ZCreateLocationRequest,
        response: { 201: ZLocation },
      },
    },
    async (req, reply) => reply.code(201).send(await createLocation(depsOf(req), principalOf(req), req.body)),
  );

  r.get(
    "/locations",
    {
      config: { permission: "locations.read" },
      schema: {
        tags,
        summary: "List locations in scope, with floors and buildings on request",
        querystring: ZLocationListQuery,
        response: { 200: zPage(ZLocation) },
      },
    },
    async (req) => listLocations(depsOf(req), principalOf(req), req.query),
  );

  r.get(
    "/locations/:id",
    {
      config: { permission: "locations.read" },
      schema: {
        tags,
        summary: "Get a location with floors and buildings",
        params: ZIdParams,
        response: { 200: ZLocation },
      },
    },
    async (req) => getLocation(depsOf(req), principalOf(req), req.params.id),
  );

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
    "/locations/:id",
    {
      config: { permission: "locations.edit" },
      schema: {
        tags,
        summary: "Update a location with its floors and buildings",
        params: ZIdParams,
        querystring: ZUpdateLocationQuery,
        body: ZUpdateLocationRequest,
        response: { 200: ZLocation },
      },
    },
    async (req) => updateLocation(depsOf(req), principalOf(req), req.params.id, req.body, req.query),
  );

  r.delete(
    "/locations/:id",
    {
      config: { permission: "locations.edit" },
      schema: {
        tags,
        summary: "Delete a location with its floors and buildings",
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteLocation(depsOf(req), principalOf(req), req.params.id),
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
