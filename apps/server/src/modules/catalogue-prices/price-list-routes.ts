import {
  ZCategoryPrice,
  ZCreateCategoryPriceRequest,
  ZCreateManagedPriceRequest,
  ZIdParams,
  ZManagedPrice,
  ZManagedPriceListQuery,
  ZPageQuery,
  ZSetStandardCostPlusRequest,
  ZStandardCostPlus,
  ZUpdateCategoryPriceRequest,
  ZUpdateManagedPriceRequest,
  zPage,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { depsOf, principalOf } from "../../plugins/access.ts";
import { createCategoryPrice } from "./create-category-price.ts";
import { createManagedPrice } from "./create-managed-price.ts";
import { deleteCategoryPrice } from "./delete-category-price.ts";
import { deleteManagedPrice } from "./delete-managed-price.ts";
import { getStandardCostPlus } from "./get-standard-cost-plus.ts";
import { listCategoryPrices } from "./list-category-prices.ts";
import { listManagedPrices } from "./list-managed-prices.ts";
import { setStandardCostPlus } from "./set-standard-cost-plus.ts";
import { updateCategoryPrice } from "./update-category-price.ts";
import { updateManagedPrice } from "./update-managed-price.ts";

/** The caller's price lists: managed-service prices, cost-plus by category and the standard cost-plus. */
export async function priceListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["catalogue prices"];
  const deleted = { 200: z.object({ id: z.string() }) };

  r.get(
    "/managed-prices",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List managed-service prices, the platform's too with getPlatformPrices",
        querystring: ZManagedPriceListQuery,
        response: { 200: zPage(ZManagedPrice) },
      },
    },
    async (req) => listManagedPrices(depsOf(req), principalOf(req), req.query),
  );

  r.post(
    "/managed-prices",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Add a managed-service price",
        body: ZCreateManagedPriceRequest,
        response: { 201: ZManagedPrice },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createManagedPrice(depsOf(req), principalOf(req), req.body)),
  );

  r.put(
    "/managed-prices/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Change a managed-service price",
        params: ZIdParams,
        body: ZUpdateManagedPriceRequest,
        response: { 200: ZManagedPrice },
      },
    },
    async (req) => updateManagedPrice(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.delete(
    "/managed-prices/:id",
    {
      config: { permission: "catalogue.write" },
      schema: { tags, summary: "Delete a managed-service price", params: ZIdParams, response: deleted },
    },
    async (req) => deleteManagedPrice(depsOf(req), principalOf(req), req.params.id),
  );

  r.get(
    "/category-prices",
    {
      config: { permission: "catalogue.read" },
      schema: {
        tags,
        summary: "List the cost-plus and hourly rate by category",
        querystring: ZPageQuery,
        response: { 200: zPage(ZCategoryPrice) },
      },
    },
    async (req) => listCategoryPrices(depsOf(req), principalOf(req), req.query),
  );

  r.post(
    "/category-prices",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Set the cost-plus of a category (one per category)",
        body: ZCreateCategoryPriceRequest,
        response: { 201: ZCategoryPrice },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createCategoryPrice(depsOf(req), principalOf(req), req.body)),
  );

  r.put(
    "/category-prices/:id",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Change a category price",
        params: ZIdParams,
        body: ZUpdateCategoryPriceRequest,
        response: { 200: ZCategoryPrice },
      },
    },
    async (req) => updateCategoryPrice(depsOf(req), principalOf(req), req.params.id, req.body),
  );

  r.delete(
    "/category-prices/:id",
    {
      config: { permission: "catalogue.write" },
      schema: { tags, summary: "Delete a category price", params: ZIdParams, response: deleted },
    },
    async (req) => deleteCategoryPrice(depsOf(req), principalOf(req), req.params.id),
  );

  r.get(
    "/standard-cost-plus",
    {
      config: { permission: "catalogue.read" },
      schema: { tags, summary: "The standard cost-plus percentage", response: { 200: ZStandardCostPlus } },
    },
    async (req) => getStandardCostPlus(depsOf(req), principalOf(req)),
  );

  r.post(
    "/standard-cost-plus",
    {
      config: { permission: "catalogue.write" },
      schema: {
        tags,
        summary: "Set the standard cost-plus percentage",
        body: ZSetStandardCostPlusRequest,
        response: { 200: ZStandardCostPlus },
      },
    },
    async (req) => setStandardCostPlus(depsOf(req), principalOf(req), req.body),
  );
}
