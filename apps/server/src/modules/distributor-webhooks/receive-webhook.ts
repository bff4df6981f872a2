import { AppError, type TDistributorWebhookAnswer } from "@q2c/domain";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../deps.ts";
import type { WebhookHeaders } from "../../integrations/distributor/distributor-orders.ts";
import { countHit } from "../../lib/rate-limit.ts";
import { depsForTenant } from "../../lib/request-deps.ts";
import { systemDeps } from "../../lib/system-db.ts";
import { readSuborder } from "../suborders/read-suborder.ts";
import {
  forgetDistributorEvent,
  recordDistributorEvent,
  subordersByDistributorOrder,
} from "../suborders/suborders-across-tenants.ts";

/** Deliveries a distributor's address may make: far above a distributor's bursts, far below a flood. */
export const WEBHOOK_LIMIT = 600;
export const WEBHOOK_WINDOW_MS = 15 * 60_000;

export const WEBHOOK_MESSAGES = {
  tooMany: "Too many webhook deliveries from this address; try again later.",
} as const;

/**
 * A distributor's webhook (issue #18 §2; docs/orders.md "Webhooks"), which finds its tenants by the orders
 * it names: counted against the sender's rate limit (the system handle's rate_limit_hits, like the public
 * PDF check); the signature verified by the adapter (401, nothing written, when missing or wrong); the event
 * id recorded once (a replay answers 200 and does nothing); then every suborder of ours it names, found by
 * the distributor's order number, is read again from the distributor's API (getOrder) on its tenant's
 * handle and that answer applied: the body is a hint, never acted on. A read that fails is left to the
 * read job's backoff (lastError on the suborder), and the delivery still answers 200: the event was taken.
 */
export async function receiveDistributorWebhook(
  app: AppDeps,
  providerId: string,
  request: { ip: string; headers: WebhookHeaders; rawBody: Buffer },
  log: FastifyBaseLogger,
): Promise<TDistributorWebhookAnswer> {
  await countHit(
    systemDeps(app).db,
    {
      bucket: `distributor-webhooks.${providerId}:${request.ip}`,
      limit: WEBHOOK_LIMIT,
      windowMs: WEBHOOK_WINDOW_MS,
      message: WEBHOOK_MESSAGES.tooMany,
    },
    app.clock.now(),
  );
  const provider = app.distributors.get(providerId);
  // A distributor this server does not talk to has no webhook here.
  if (!provider?.supportsWebhooks || !provider.webhooks) throw new AppError("not_found");
  const event = provider.webhooks.verifyWebhook(request.headers, request.rawBody);
  if (!(await recordDistributorEvent(app, providerId, event.eventId))) {
    return { received: true, replayed: true, suborders: 0 };
  }
  try {
    const named = event.orders.map((o) => o.distributorOrderNumber).filter((n) => n.trim() !== "");
    const found = await subordersByDistributorOrder(app, providerId, named);
    for (const s of found) {
      await readSuborder(depsForTenant(app, s.tenantId), s.tenantId, s.id, { force: true, log });
    }
    if (found.length < named.length) {
      log.info(
        { eventId: event.eventId, named: named.length, ours: found.length },
        "webhook names orders not ours",
      );
    }
    return { received: true, replayed: false, suborders: found.length };
  } catch (err) {
    // Nothing could be read (our database failed): the distributor's retry of this event is acted on.
    await forgetDistributorEvent(app, providerId, event.eventId).catch(() => undefined);
    throw err;
  }
}
