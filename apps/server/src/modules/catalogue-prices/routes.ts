import type { FastifyInstance } from "fastify";
import type { Deps } from "../../deps.ts";
import { priceListRoutes } from "./price-list-routes.ts";
import { serviceRoutes } from "./service-routes.ts";

/** Services' prices and target completions, managed prices, category prices and standard cost-plus. */
export async function cataloguePricesRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await serviceRoutes(app, deps);
  await priceListRoutes(app, deps);
}
