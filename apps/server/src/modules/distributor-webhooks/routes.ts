import { ZDistributorWebhookAnswer } from "@q2c/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../deps.ts";
import { receiveDistributorWebhook } from "./receive-webhook.ts";

/** The largest webhook body taken (Ingram's name a handful of orders and lines). */
const WEBHOOK_MAX_BYTES = 1024 * 1024;

/**
 * Distributors' webhooks (issue #18 §2): public (a distributor has no session), signed, rate limited. The
 * body is kept as the bytes received (the signature check needs them, and nothing of it is trusted), so
 * this scope replaces the JSON parser with a raw one for every content type.
 */
export async function distributorWebhookRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      "/distributor-webhooks/ingram",
      {
        config: { public: true },
        schema: {
          tags: ["orders"],
          summary:
            "Ingram Micro's order webhooks (im::order_shipped and the like): signed (x-hub-signature), each event acted on once; the orders named are read again from Ingram's API (rate limited per IP address)",
          response: { 200: ZDistributorWebhookAnswer },
        },
      },
      async (req) =>
        receiveDistributorWebhook(
          deps,
          "ingram",
          {
            ip: req.ip,
            headers: req.headers,
            rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          },
          req.log,
        ),
    );
  });
}
