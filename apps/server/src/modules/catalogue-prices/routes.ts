import type { FastifyInstance } from "fastify";
import { priceListRoutes } from "./price-list-routes.ts";
import { serviceRoutes } from "./service-routes.ts";

/** Services' prices and target completions, managed prices, category prices and standard cost-plus. */
export async function cataloguePricesRoutes(app: FastifyInstance): Promise<void> {
  await serviceRoutes(app);
  await priceListRoutes(app);
}
