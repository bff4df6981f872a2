import multipart from "@fastify/multipart";
import { API_PREFIX } from "@q2c/domain";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppDeps } from "./deps.ts";
import { registerModules } from "./modules/index.ts";
import { type RouteAccessEntry, registerAccess } from "./plugins/access.ts";
import { registerErrorHandler, sendNotFound } from "./plugins/errors.ts";
import { registerHealth } from "./plugins/health.ts";
import { registerInputGuard } from "./plugins/input-guard.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { readWebApp, registerWebApp } from "./plugins/web-app.ts";

export interface BuildOptions {
  /** Serve the built SPA from this folder (production and `npm start`). */
  webDist?: string | undefined;
  logger?: boolean | object;
}

declare module "fastify" {
  interface FastifyInstance {
    routeAccess: RouteAccessEntry[];
  }
}

export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: true,
    bodyLimit: 12 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  app.decorate("routeAccess", registerAccess(app, deps));
  const web = opts.webDist ? readWebApp(opts.webDist) : undefined;
  await registerSecurityHeaders(app, deps.config, web?.scriptHashes ?? []);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await registerOpenApi(app);
  registerMetrics(app, deps);
  await app.register(async (api) => registerModules(api, deps), { prefix: API_PREFIX });
  // After the API's modules, so that the API reference lists the operations tag last.
  registerHealth(app, deps);
  if (web) await registerWebApp(app, web);
  else app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  return app;
}
