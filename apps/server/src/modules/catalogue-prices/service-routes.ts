import {
  ZCreateServicePriceRequest,
  ZCreateTargetCompletionRequest,
  ZPageQuery,
  ZServiceChildParams,
  ZServiceParams,
  ZServicePrice,
  ZTargetCompletion,
  ZUpdateServicePriceRequest,
  ZUpdateTargetCompletionRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createServicePrice } from "./create-service-price.ts";
import { createTargetCompletion } from "./create-target-completion.ts";
import { deleteServicePrice } from "./delete-service-price.ts";
import { deleteTargetCompletion } from "./delete-target-completion.ts";
import { listServicePrices } from "./list-service-prices.ts";
import { listTargetCompletions } from "./list-target-completions.ts";
import { updateServicePrice } from "./update-service-price.ts";
import { updateTargetCompletion } from "./update-target-completion.ts";

/** Prices and target completions beneath a service: read with the service, written by its owner. */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["service prices"];
  const deleted = { 200: z.object({ id: z.string() }) };

  r.get(
    "/services/:serviceId/prices",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List a service's prices",
        params: ZServiceParams,
        querystring: ZPageQuery,
        response: { 200: zPage(ZServicePrice) },
      },
    },
    async (req) => listServicePrices(depsOf(req), principalOf(req), req.params.serviceId, req.query),
  );

  r.post(
    "/services/:serviceId/prices",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Add a price to a service",
        params: ZServiceParams,
        body: ZCreateServicePriceRequest,
        response: { 201: ZServicePrice },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await createServicePrice(depsOf(req), principalOf(req), req.params.serviceId, req.body)),
  );

  r.put(
    "/services/:serviceId/prices/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Change a price of a service",
        params: ZServiceChildParams,
        body: ZUpdateServicePriceRequest,
        response: { 200: ZServicePrice },
      },
    },
    async (req) =>
      updateServicePrice(depsOf(req), principalOf(req), req.params.serviceId, req.params.id, req.body),
  );

  r.delete(
    "/services/:serviceId/prices/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Delete a price of a service",
        params: ZServiceChildParams,
        response: deleted,
      },
    },
    async (req) => deleteServicePrice(depsOf(req), principalOf(req), req.params.serviceId, req.params.id),
  );

  r.get(
    "/services/:serviceId/target-completions",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List a service's target completions",
        params: ZServiceParams,
        querystring: ZPageQuery,
        response: { 200: zPage(ZTargetCompletion) },
      },
    },
    async (req) => listTargetCompletions(depsOf(req), principalOf(req), req.params.serviceId, req.query),
  );

  r.post(
    "/services/:serviceId/target-completions",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Add a target completion to a service",
        params: ZServiceParams,
        body: ZCreateTargetCompletionRequest,
        response: { 201: ZTargetCompletion },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await createTargetCompletion(depsOf(req), principalOf(req), req.params.serviceId, req.body)),
  );

  r.put(
    "/services/:serviceId/target-completions/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Change a target completion of a service",
        params: ZServiceChildParams,
        body: ZUpdateTargetCompletionRequest,
        response: { 200: ZTargetCompletion },
      },
    },
    async (req) =>
      updateTargetCompletion(depsOf(req), principalOf(req), req.params.serviceId, req.params.id, req.body),
  );

  r.delete(
    "/services/:serviceId/target-completions/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Delete a target completion of a service",
        params: ZServiceChildParams,
        response: deleted,
      },
    },
    async (req) => deleteTargetCompletion(depsOf(req), principalOf(req), req.params.serviceId, req.params.id),
  );
}
