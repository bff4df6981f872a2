import { existsSync } from "node:fs";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendNotFound } from "./errors.ts";

/** Serves the built SPA; any non-API path that is not a file answers index.html (history routing). */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<void> {
  const index = resolve(dist, "index.html");
  if (!existsSync(index))
    throw new Error(`The web app is not built: ${index} is missing. Run npm run build.`);
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // Vite names built assets by their content hash, so a browser may keep them for good and a return
    // visit asks for no script at all; everything else (index.html) is checked on every visit.
    cacheControl: false,
    setHeaders: (reply, path) => {
      const hashed = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.\w+$/.test(path);
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET") return sendNotFound(reply);
    return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html");
  });
}
