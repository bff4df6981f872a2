import {
  ZCreateProductRequest,
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
import { crudRoutes } from "../../lib/crud-routes.ts";
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

  crudRoutes(app, {
    path: "/products",
    tags,
    read: "catalogue.read",
    write: "catalogue.write",
    list: {
      summary: "List products by categories (with sub-categories), ownership, kind and status",
      query: ZProductListQuery,
      response: zPage(ZProduct),
      run: listProducts,
    },
    get: { summary: "Get a product", response: ZProduct, run: getProduct },
    create: {
      summary: "Add a product to the caller's catalogue",
      body: ZCreateProductRequest,
      response: ZProduct,
      run: createProduct,
    },
    update: {
      summary: "Update a product (version required; nullFields clears fields)",
      body: ZUpdateProductRequest,
      response: ZProduct,
      run: updateProduct,
    },
    delete: { summary: "Delete a product with its service prices and bundle items", run: deleteProduct },
  });

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

  await serviceRoutes(app);
}
