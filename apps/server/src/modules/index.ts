import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { accountsRoutes } from "./accounts/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { categoriesRoutes } from "./categories/routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { filesRoutes } from "./files/routes.ts";
import { locationsRoutes } from "./locations/routes.ts";
import { mailOutboxRoutes } from "./mail-outbox/routes.ts";
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
}
