import swagger from "@fastify/swagger";
import scalar from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI for every endpoint at /api/openapi.json, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "Quote-to-cash platform API", version: "1.0.0" },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  // Scalar's default fonts come from its CDN, which the CSP (plugins/security-headers.ts) does not allow.
  await app.register(scalar, {
    routePrefix: "/api/docs",
    configuration: { url: "/api/openapi.json", withDefaultFonts: false },
  });
}
