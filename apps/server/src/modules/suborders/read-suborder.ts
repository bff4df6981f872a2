import { suborders } from "@q2c/db";
import { AppError, CLOSED_SUBORDER_STATUSES, nextReadDelayMs, SUBORDER_READ_TIMING } from "@q2c/domain";
import { and, eq, isNotNull, lte, notInArray, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.ts";
import type { DistributorOrder } from "../../integrations/distributor/distributor-orders.ts";
import { afterOrderChange } from "../order-customer/order-live.ts";
import { applyDistributorOrder } from "./apply-distributor-order.ts";
import type { SuborderRow } from "./find-suborder.ts";
import { providerOfSent } from "./suborder-provider.ts";

export const READ_MESSAGES = {
  unexpected: "The distributor's answer could not be applied; it will be read again.",
} as const;

export type ReadOutcome = "read" | "failed" | "skipped";

/**
 * Takes a sent, open suborder for one read: moves its next read on by the lease, so another reader (the
 * sweep, the read queued after a send, a webhook) leaves it alone meanwhile; a reader that dies lets it
 * fall due again when the lease ends. `force` (a webhook said it changed) takes it even when not due.
 */
async function claim(
  deps: Deps,
  tenantId: string,
  suborderId: string,
  now: Date,
  force: boolean,
): Promise<SuborderRow | undefined> {
  const conditions: (SQL | undefined)[] = [
    eq(suborders.tenantId, tenantId),
    eq(suborders.id, suborderId),
    isNotNull(suborders.providerId),
    isNotNull(suborders.distributorOrderNumber),
    notInArray(suborders.status, [...CLOSED_SUBORDER_STATUSES]),
    force ? undefined : lte(suborders.nextReadAt, now),
  ];
  const [row] = await deps.db
    .update(suborders)
    .set({ nextReadAt: new Date(now.getTime() + SUBORDER_READ_TIMING.leaseMs) })
    .where(and(...conditions))
    .returning();
  return row;
}

/**
 * Reads one sent suborder from the distributor that placed it (getOrder) and applies the answer in one
 * transaction (apply-distributor-order.ts). A distributor that fails (5xx, timeout, no such order), or an
 * answer that cannot be applied, leaves the suborder as it was but for lastError, readFailures (one more)
 * and the next read, 15 minutes doubled per failure in a row, at most 6 hours: never half written.
 * Nothing to do (not sent, closed, not due, taken by another reader): `skipped`.
 */
export async function readSuborder(
  deps: Deps,
  tenantId: string,
  suborderId: string,
  opts: { force?: boolean; log?: FastifyBaseLogger | undefined } = {},
): Promise<ReadOutcome> {
  const claimedAt = deps.clock.now();
  const suborder = await claim(deps, tenantId, suborderId, claimedAt, opts.force ?? false);
  if (!suborder?.distributorOrderNumber) return "skipped";
  let reported: DistributorOrder;
  try {
    reported = await providerOfSent(deps.distributors, suborder).getOrder(suborder.distributorOrderNumber);
  } catch (err) {
    await recordReadFailure(deps, suborder, err, opts.log);
    return "failed";
  }
  const now = deps.clock.now();
  let applied: { changed: boolean };
  try {
    applied = await deps.db.transaction((tx) =>
      applyDistributorOrder(tx, tenantId, suborder, reported, { now, actorUserId: null, log: opts.log }),
    );
  } catch (err) {
    await recordReadFailure(deps, suborder, err, opts.log);
    return "failed";
  }
  if (applied.changed) await afterOrderChange(deps, { tenantId, id: suborder.orderId }, opts.log);
  return "read";
}

async function recordReadFailure(
  deps: Deps,
  suborder: SuborderRow,
  err: unknown,
  log: FastifyBaseLogger | undefined,
): Promise<void> {
  const known = err instanceof AppError;
  if (known) log?.warn({ err, suborderId: suborder.id }, "reading a suborder from its distributor failed");
  else log?.error({ err, suborderId: suborder.id }, "applying a distributor's answer failed");
  const failures = suborder.readFailures + 1;
  const now = deps.clock.now();
  await deps.db
    .update(suborders)
    .set({
      lastError: known ? err.message : READ_MESSAGES.unexpected,
      readFailures: failures,
      nextReadAt: new Date(now.getTime() + nextReadDelayMs(failures)),
    })
    .where(and(eq(suborders.tenantId, suborder.tenantId), eq(suborders.id, suborder.id)));
}
