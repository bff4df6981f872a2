import { createHash } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** The API reference page (Scalar), which brings an inline script of its own. */
export const API_DOCS_PAGE = "/api/docs/";

/** The base64 SHA-256 of each inline script (a `<script>` without `src`) of an HTML page, as CSP wants. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? "")) continue;
    hashes.push(
      createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64"),
    );
  }
  return hashes;
}

/**
 * The Content-Security-Policy of every answer (the app, its assets, the API). Scripts come from the
 * app's origin only, plus the inline scripts named by hash (index.html's early reads, see
 * docs/decisions/0006); nothing is evaluated from strings. Styles may be inline: Mantine writes
 * `<style>` elements and `style` attributes at run time (its CSS variables, component styles), which
 * neither a hash nor a nonce can cover; a style cannot run code. The socket connects to the app's own
 * origin, which 'self' covers for ws: and wss: in current browsers; the explicit ws(s) origin of
 * PUBLIC_URL covers those that do not (read per answer: a test server learns its port after listening).
 */
export function contentSecurityPolicy(config: Config, scriptHashes: readonly string[]): string {
  const publicUrl = new URL(config.publicUrl);
  const socketOrigin = `${publicUrl.protocol === "https:" ? "wss:" : "ws:"}//${publicUrl.host}`;
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes.map((h) => `'sha256-${h}'`)].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    // Profile photos and logos may be given as https addresses (zImageUrl); an image cannot run code.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigin}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * HSTS tells a browser to use HTTPS for this host from then on, so it is sent only when the request
 * came over HTTPS: Fastify's request.protocol says so for a TLS connection and, as app.ts trusts the
 * proxy, for X-Forwarded-Proto https; PUBLIC_URL https says so for a proxy that forwards no protocol.
 * A browser ignores the header on a plain-HTTP answer anyway (RFC 6797 §8.1), so over-sending in the
 * PUBLIC_URL case does no harm, whereas sending it from a plain-HTTP deployment would lock users out.
 */
const cameOverHttps = (request: FastifyRequest, config: Config): boolean =>
  request.protocol === "https" || config.publicUrl.startsWith("https:");

/**
 * Helmet's headers (without its CSP and HSTS, set here), the app's CSP on every answer, and the API
 * reference page's own CSP, which names the hash of the inline script that page was rendered with.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  appScriptHashes: readonly string[],
): Promise<void> {
  await app.register(helmet, { contentSecurityPolicy: false, strictTransportSecurity: false });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("content-security-policy", contentSecurityPolicy(config, appScriptHashes));
    if (cameOverHttps(request, config)) {
      reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    }
  });
  // Scalar renders its page from a fixed configuration (no request data), so hashing the inline script
  // it wrote allows exactly that script.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.routeOptions.url === API_DOCS_PAGE && typeof payload === "string") {
      reply.header("content-security-policy", contentSecurityPolicy(config, inlineScriptHashes(payload)));
    }
    return payload;
  });
}
