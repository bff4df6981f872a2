import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { defaultDistributorRoutes } from "./default-distributor-routes.ts";
import { partnerPriceRoutes } from "./partner-price-routes.ts";

/** Manufacturer prices and finance charges (platform owner's) and an MSP's default distributors. */
export async function partnerPricesRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await partnerPriceRoutes(app, deps);
  await defaultDistributorRoutes(app, deps);
}
