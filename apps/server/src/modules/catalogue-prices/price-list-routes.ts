import {
  ZCategoryPrice,
  ZCreateCategoryPriceRequest,
  ZCreateManagedPriceRequest,
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
import { type CrudAccess, crudRoutes } from "../../lib/crud-routes.ts";
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

/**
 * The caller's price lists: managed-service prices and cost-plus by category (plain resources), and the
 * standard cost-plus, one value per account that is read and set rather than listed.
 */
export async function priceListRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["catalogue prices"];
  const access: CrudAccess = { tags, read: "catalogue.read", write: "catalogue.write" };

  crudRoutes(app, {
    ...access,
    path: "/managed-prices",
    list: {
      summary: "List managed-service prices, the platform's too with getPlatformPrices",
      query: ZManagedPriceListQuery,
      response: zPage(ZManagedPrice),
      run: listManagedPrices,
    },
    create: {
      summary: "Add a managed-service price",
      body: ZCreateManagedPriceRequest,
      response: ZManagedPrice,
      run: createManagedPrice,
    },
    update: {
      summary: "Change a managed-service price",
      body: ZUpdateManagedPriceRequest,
      response: ZManagedPrice,
      run: updateManagedPrice,
    },
    delete: { summary: "Delete a managed-service price", run: deleteManagedPrice },
  });

  crudRoutes(app, {
    ...access,
    path: "/category-prices",
    list: {
      summary: "List the cost-plus and hourly rate by category",
      query: ZPageQuery,
      response: zPage(ZCategoryPrice),
      run: listCategoryPrices,
    },
    create: {
      summary: "Set the cost-plus of a category (one per category)",
      body: ZCreateCategoryPriceRequest,
      response: ZCategoryPrice,
      run: createCategoryPrice,
    },
    update: {
      summary: "Change a category price",
      body: ZUpdateCategoryPriceRequest,
      response: ZCategoryPrice,
      run: updateCategoryPrice,
    },
    delete: { summary: "Delete a category price", run: deleteCategoryPrice },
  });

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
