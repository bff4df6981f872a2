import {
  ZCreateProductRequest,
  ZIdParams,
  ZProduct,
  ZProductAvailabilityRequest,
  ZProductAvailabilityResponse,
  ZProductListQuery,
  ZProductSearchQuery,
  ZUpdateProductRequest,
  ZUpdateProductsStatusRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createProduct } from "./create-product.ts";
import { deleteProduct } from "./delete-product.ts";
import { getProduct } from "./get-product.ts";
import { getProductsAvailability } from "./get-products-availability.ts";
import { listProducts } from "./list-products.ts";
import { listPsCodes } from "./list-ps-codes.ts";
import { searchProducts } from "./search-products.ts";
import { serviceRoutes } from "./service-routes.ts";
import { updateProduct } from "./update-product.ts";
import { updateProductsStatus } from "./update-products-status.ts";

/** Products of every kind (domain §7): an MSP reads the platform catalogue and writes its own. */
export async function productsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["products"];

  r.get(
    "/products",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List products by categories (with sub-categories), ownership, kind and status",
        querystring: ZProductListQuery,
        response: { 200: zPage(ZProduct) },
      },
    },
    async (req) => listProducts(depsOf(req), principalOf(req), req.query),
  );

  r.get(
    "/products/search",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "Search products by name, description, part numbers and tag (3 characters or more)",
        querystring: ZProductSearchQuery,
        response: { 200: z.object({ data: z.array(ZProduct) }) },
      },
    },
    async (req) => searchProducts(depsOf(req), principalOf(req), req.query),
  );

  r.get(
    "/products/ps-codes",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "Distinct professional-services codes in use",
        response: { 200: z.object({ data: z.array(z.string()) }) },
      },
    },
    async (req) => listPsCodes(depsOf(req), principalOf(req)),
  );

  r.post(
    "/products/availability",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "Price and stock of catalogue products at the digital distributor",
        body: ZProductAvailabilityRequest,
        response: { 200: ZProductAvailabilityResponse },
      },
    },
    async (req) => getProductsAvailability(depsOf(req), principalOf(req), req.body),
  );

  r.post(
    "/products/update-products-status",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Set the status of several products at once (all or nothing)",
        body: ZUpdateProductsStatusRequest,
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (req) => updateProductsStatus(depsOf(req), principalOf(req), req.body),
  );

  r.get(
    "/products/:id",
    {
      config: { permission: "catalogue.read" },
      schema: { tags, summary: "Get a product", params: ZIdParams, response: { 200: ZProduct } },
    },
    async (req) => getProduct(depsOf(req), principalOf(req), req.params.id),
  );

  r.post(
    "/products",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Add a product to the caller's catalogue",
        body: ZCreateProductRequest,
        response: { 201: ZProduct },
      },
    },
    async (req, reply) => reply.code(201).send(await createProduct(depsOf(req), principalOf(req), req.body)),
  );

  r.put(
    "/products/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Update a product (version required; nullFields clears fields)",
        params: ZIdParams,
        body: ZUpdateProductRequest,
        response: { 200: ZProduct },
      },
    },
    async (req) => updateProduct(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.delete(
    "/products/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Delete a product with its service prices and bundle items",
        params: ZIdParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => deleteProduct(depsOf(req), principalOf(req), req.params.id),
  );

  await serviceRoutes(app);
}
