import type { FastifyInstance } from "fastify";
import { defaultDistributorRoutes } from "./default-distributor-routes.ts";
import { partnerPriceRoutes } from "./partner-price-routes.ts";

/** Manufacturer prices and finance charges (platform owner's) and an MSP's default distributors. */
export async function partnerPricesRoutes(app: FastifyInstance): Promise<void> {
  await partnerPriceRoutes(app);
  await defaultDistributorRoutes(app);
}
