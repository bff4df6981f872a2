import { orderMails } from "@q2c/db";
import { and, asc, isNull, lt, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../deps.ts";
import { depsForTenant } from "../../lib/request-deps.ts";
import { systemDeps } from "../../lib/system-db.ts";
import { deliverOrderMails } from "./order-mails.ts";

/** Tenants looked at per sweep. */
const SWEEP_TENANTS = 50;

/**
 * The safety net of the order mails (docs/orders.md "Mails"): mails queued by a transaction whose process
 * died (or whose mailer failed) before handing them over. Finds, on the system handle, the tenants with a
 * waiting mail whose claim has run out, then delivers each tenant's on its own scoped handle. Run by the
 * read-suborders sweep (jobs/read-suborders.ts), every SUBORDER_READ_SWEEP_SECONDS.
 */
export async function deliverWaitingOrderMails(app: AppDeps, log?: FastifyBaseLogger): Promise<number> {
  const now = app.clock.now();
  const waiting = await systemDeps(app)
    .db.selectDistinct({ tenantId: orderMails.tenantId })
    .from(orderMails)
    .where(
      and(isNull(orderMails.sentAt), or(isNull(orderMails.claimedUntil), lt(orderMails.claimedUntil, now))),
    )
    .orderBy(asc(orderMails.tenantId))
    .limit(SWEEP_TENANTS);
  let sent = 0;
  for (const { tenantId } of waiting) {
    sent += await deliverOrderMails(depsForTenant(app, tenantId), tenantId, undefined, log);
  }
  return sent;
}
