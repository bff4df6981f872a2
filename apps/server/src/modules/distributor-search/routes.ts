import {
  ZDistributorSearchQuery,
  ZDistributorSearchResponse,
  ZPriceAvailabilityRequest,
  ZPriceAvailabilityResponse,
} from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { depsOf } from "../../plugins/access.ts";
import { getPriceAndAvailability } from "./get-price-and-availability.ts";
import { searchDistributorProducts } from "./search-distributor-products.ts";

/**
 * Digital distributor search (domain spec §7). Distributor prices are the MSP's buying prices, so only
 * the platform owner and MSP users who work on quotes may see them.
 */
export async function distributorSearchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["distributor"];

  r.get(
    "/distributor/products/search",
    {
      config: { permission: "distributor.search" },
      schema: {
        tags,
        summary: "Search the distributor's catalogue by part number, manufacturer or description",
        querystring: ZDistributorSearchQuery,
        response: { 200: ZDistributorSearchResponse },
      },
    },
    async (req) => searchDistributorProducts(depsOf(req), req.query),
  );

  r.post(
    "/distributor/products/price-and-availability",
    {
      config: { permission: "distributor.search" },
      schema: {
        tags,
        summary: "Cost, list price and stock per warehouse of up to 50 part numbers",
        body: ZPriceAvailabilityRequest,
        response: { 200: ZPriceAvailabilityResponse },
      },
    },
    async (req) => getPriceAndAvailability(depsOf(req), req.body),
  );
}
