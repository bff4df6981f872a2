import {
  ZCreateProductRequest,
  ZIdParams,
  ZProduct,
  ZServiceListQuery,
  ZServiceTemplatesRequest,
  ZServiceTemplatesResponse,
  ZUpdateProductRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createProduct } from "./create-product.ts";
import { deleteProduct } from "./delete-product.ts";
import { getProduct } from "./get-product.ts";
import { listProducts } from "./list-products.ts";
import { getServiceTemplates, updateServiceTemplates } from "./service-templates.ts";
import { updateProduct } from "./update-product.ts";

const services = { servicesOnly: true } as const;

/**
 * Services are the products whose kind is a service kind: the same use cases, restricted so that another
 * kind is bad input on create and "not found" by id. Templates belong to services only.
 */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["services"];

  r.get(
    "/services",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List services by categories (with sub-categories), ownership, kind and status",
        querystring: ZServiceListQuery,
        response: { 200: zPage(ZProduct) },
      },
    },
    async (req) => listProducts(depsOf(req), principalOf(req), req.query, services),
  );

  r.get(
    "/services/:id",
    {
      config: { permission: "catalogue.read" },
      schema: { tags, summary: "Get a service", params: ZIdParams, response: { 200: ZProduct } },
    },
    async (req) => getProduct(depsOf(req), principalOf(req), req.params.id, services),
  );

  r.post(
    "/services",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Add a service to the caller's catalogue",
        body: ZCreateProductRequest,
        response: { 201: ZProduct },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createProduct(depsOf(req), principalOf(req), req.body, services)),
  );

  r.put(
    "/services/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Update a service (version required; nullFields clears fields)",
        params: ZIdParams,
        body: ZUpdateProductRequest,
        response: { 200: ZProduct },
      },
    },
    async (req) => updateProduct(depsOf(req), principalOf(req), req.params.id, req.body, services),
  );

  r.delete(
    "/services/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Delete a service with its prices and bundle items",
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteProduct(depsOf(req), principalOf(req), req.params.id, services),
  );

  r.get(
    "/services/:id/templates",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "A service's templates by section",
        params: ZIdParams,
        response: { 200: ZServiceTemplatesResponse },
      },
    },
    async (req) => getServiceTemplates(depsOf(req), principalOf(req), req.params.id),
  );

  r.put(
    "/services/:id/templates",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Replace a service's templates (sections left out are removed)",
        params: ZIdParams,
        body: ZServiceTemplatesRequest,
        response: { 200: ZServiceTemplatesResponse },
      },
    },
    async (req) => updateServiceTemplates(depsOf(req), principalOf(req), req.params.id, req.body),
  );
}
