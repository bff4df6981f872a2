import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { accountsRoutes } from "./accounts/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { buildingUseRoutes } from "./building-use/routes.ts";
import { bundlesRoutes } from "./bundles/routes.ts";
import { cataloguePricesRoutes } from "./catalogue-prices/routes.ts";
import { categoriesRoutes } from "./categories/routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { distributorSearchRoutes } from "./distributor-search/routes.ts";
import { filesRoutes } from "./files/routes.ts";
import { locationsRoutes } from "./locations/routes.ts";
import { mailOutboxRoutes } from "./mail-outbox/routes.ts";
import { partnerPricesRoutes } from "./partner-prices/routes.ts";
import { priceAutomationRoutes } from "./price-automation/routes.ts";
import { productImportRoutes } from "./product-import/routes.ts";
import { productsRoutes } from "./products/routes.ts";
import { teamsRoutes } from "./teams/routes.ts";
import { usersRoutes } from "./users/routes.ts";

/** Every module's routes under /api/v1. */
export async function registerModules(api: FastifyInstance, deps: Deps): Promise<void> {
  await authRoutes(api, deps);
  await usersRoutes(api, deps);
  await teamsRoutes(api, deps);
  await accountsRoutes(api, deps);
  await filesRoutes(api, deps);
  await locationsRoutes(api, deps);
  await categoriesRoutes(api, deps);
  await dashboardRoutes(api, deps);
  await mailOutboxRoutes(api, deps);
  await bundlesRoutes(api, deps);
  await buildingUseRoutes(api, deps);
  await distributorSearchRoutes(api, deps);
  await productsRoutes(api, deps);
  await productImportRoutes(api, deps);
  await cataloguePricesRoutes(api, deps);
  await partnerPricesRoutes(api, deps);
  await priceAutomationRoutes(api, deps);
}
