import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendNotFound } from "./errors.ts";
import { inlineScriptHashes } from "./security-headers.ts";

/** The built SPA's index.html as read at start, with the hashes of its inline scripts for the CSP. */
export interface WebApp {
  dist: string;
  indexHtml: string;
  scriptHashes: string[];
}

/**
 * Reads index.html once. It is served from this copy, so the page and the hashes its CSP names always
 * agree, even if the folder is rebuilt under a running server (which then needs a restart, as its
 * asset list does).
 */
export function readWebApp(dist: string): WebApp {
  const index = resolve(dist, "index.html");
  if (!existsSync(index))
    throw new Error(`The web app is not built: ${index} is missing. Run npm run build.`);
  const indexHtml = readFileSync(index, "utf8");
  return { dist, indexHtml, scriptHashes: inlineScriptHashes(indexHtml) };
}

/** Serves the built SPA; any non-API path that is not a file answers index.html (history routing). */
export async function registerWebApp(app: FastifyInstance, web: WebApp): Promise<void> {
  await app.register(fastifyStatic, {
    root: web.dist,
    wildcard: false,
    index: false,
    // index.html comes from the copy read at start (below), /index.html included.
    allowedPath: (path) => path !== "/index.html",
    // Vite names built assets by their content hash, so a browser may keep them for good and a return
    // visit asks for no script at all; everything else (index.html) is checked on every visit.
    cacheControl: false,
    setHeaders: (reply, path) => {
      const hashed = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.\w+$/.test(path);
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const etag = `"${createHash("sha256").update(web.indexHtml).digest("base64url").slice(0, 27)}"`;
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET") return sendNotFound(reply);
    reply.header("cache-control", "no-cache").header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type("text/html; charset=utf-8").send(web.indexHtml);
  });
}
