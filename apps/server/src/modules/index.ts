import type { FastifyInstance } from "fastify";
import type { Deps } from "../deps.ts";
import { authRoutes } from "./auth/routes.ts";
import { usersRoutes } from "./users/routes.ts";

/** Every module's routes under /api/v1. */
export async function registerModules(api: FastifyInstance, deps: Deps): Promise<void> {
  await authRoutes(api, deps);
  await usersRoutes(api, deps);
}
