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
import { crudRoutes } from "../../lib/crud-routes.ts";
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

  crudRoutes(app, {
    path: "/services",
    tags,
    read: "catalogue.read",
    write: "catalogue.write",
    list: {
      summary: "List services by categories (with sub-categories), ownership, kind and status",
      query: ZServiceListQuery,
      response: zPage(ZProduct),
      run: (deps, principal, query) => listProducts(deps, principal, query, services),
    },
    get: {
      summary: "Get a service",
      response: ZProduct,
      run: (deps, principal, id) => getProduct(deps, principal, id, services),
    },
    create: {
      summary: "Add a service to the caller's catalogue",
      body: ZCreateProductRequest,
      response: ZProduct,
      run: (deps, principal, body) => createProduct(deps, principal, body, services),
    },
    update: {
      summary: "Update a service (version required; nullFields clears fields)",
      body: ZUpdateProductRequest,
      response: ZProduct,
      run: (deps, principal, id, body) => updateProduct(deps, principal, id, body, services),
    },
    delete: {
      summary: "Delete a service with its prices and bundle items",
      run: (deps, principal, id) => deleteProduct(deps, principal, id, services),
    },
  });

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
