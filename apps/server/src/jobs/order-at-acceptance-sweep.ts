import { projects } from "@q2c/db";
import { and, asc, isNotNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../deps.ts";
import { depsForTenant } from "../lib/request-deps.ts";
import { queueOrderAtAcceptance } from "./order-at-acceptance.ts";

/**
 * A marker younger than this is left alone: its accepting request may still be about to queue the job itself
 * (it does so right after its commit). Queuing it twice would be harmless (stately, keyed by the quote; one
 * order per quote), only noisy.
 */
export const ORDER_WANTED_GRACE_SECONDS = 60;

/**
 * At start-up (docs/orders.md "Made at acceptance"): every accepted quote whose order is still wanted
 * (`projects.order_wanted_at` set by the accepting transaction, older than a minute), e.g. because its
 * process stopped between the commit and queueing the order's job, or its job failed every try, gets the job
 * queued again. Runs on the system handle, across tenants, before any request; each job then runs on its
 * tenant's handle and clears the marker (the order's transaction, or the job deciding none is to be made).
 * The order's creator is who accepted, kept beside the marker (`order_wanted_by`; none for the customer's
 * signature). Answers how many it queued.
 */
export async function sweepWantedOrders(app: AppDeps, log: FastifyBaseLogger): Promise<number> {
  const wanted = await app.database.db
    .select({ tenantId: projects.tenantId, id: projects.id, by: projects.orderWantedBy })
    .from(projects)
    .where(
      and(
        isNotNull(projects.orderWantedAt),
        lt(projects.orderWantedAt, sql`now() - make_interval(secs => ${ORDER_WANTED_GRACE_SECONDS})`),
      ),
    )
    .orderBy(asc(projects.orderWantedAt));
  for (const p of wanted) {
    await queueOrderAtAcceptance(depsForTenant(app, p.tenantId), {
      tenantId: p.tenantId,
      projectId: p.id,
      actorUserId: p.by,
    });
  }
  if (wanted.length > 0)
    log.warn({ quotes: wanted.length }, "accepted quotes still wanting an order queued again");
  return wanted.length;
}
