import { distributorEvents, suborders } from "@q2c/db";
import { CLOSED_SUBORDER_STATUSES } from "@q2c/domain";
import { and, asc, eq, inArray, isNotNull, lte, notInArray } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { systemDeps } from "../../lib/system-db.ts";

/**
 * The few reads of suborders with no caller (issue #18 §2), on the system handle: which sent suborders of
 * any tenant are due for a read (the read-suborders sweep), which suborder a distributor's webhook names
 * (found by the distributor's order number), and the webhook event ids already acted on
 * (distributor_events, not tenant data). Each read and write of a suborder then runs on its tenant's
 * scoped handle.
 */
export interface SuborderRef {
  tenantId: string;
  id: string;
}

/** Sent, open suborders whose next read is due, the longest waiting first. */
export async function dueSuborders(app: AppDeps, now: Date, limit: number): Promise<SuborderRef[]> {
  return systemDeps(app)
    .db.select({ tenantId: suborders.tenantId, id: suborders.id })
    .from(suborders)
    .where(
      and(
        lte(suborders.nextReadAt, now),
        isNotNull(suborders.providerId),
        isNotNull(suborders.distributorOrderNumber),
        notInArray(suborders.status, [...CLOSED_SUBORDER_STATUSES]),
      ),
    )
    .orderBy(asc(suborders.nextReadAt))
    .limit(limit);
}

/** The suborders a distributor placed under these order numbers (the webhook's named orders). */
export async function subordersByDistributorOrder(
  app: AppDeps,
  providerId: string,
  distributorOrderNumbers: readonly string[],
): Promise<SuborderRef[]> {
  if (distributorOrderNumbers.length === 0) return [];
  return systemDeps(app)
    .db.select({ tenantId: suborders.tenantId, id: suborders.id })
    .from(suborders)
    .where(
      and(
        eq(suborders.providerId, providerId),
        inArray(suborders.distributorOrderNumber, [...new Set(distributorOrderNumbers)]),
      ),
    );
}

/** Records a webhook event id; false when it was recorded before (a replay: act on it no more). */
export async function recordDistributorEvent(
  app: AppDeps,
  providerId: string,
  eventId: string,
): Promise<boolean> {
  const inserted = await systemDeps(app)
    .db.insert(distributorEvents)
    .values({ providerId, eventId })
    .onConflictDoNothing()
    .returning({ eventId: distributorEvents.eventId });
  return inserted.length > 0;
}

/** Forgets an event id whose handling failed before anything was read, so the distributor's retry is acted on. */
export async function forgetDistributorEvent(
  app: AppDeps,
  providerId: string,
  eventId: string,
): Promise<void> {
  await systemDeps(app)
    .db.delete(distributorEvents)
    .where(and(eq(distributorEvents.providerId, providerId), eq(distributorEvents.eventId, eventId)));
}
