import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../deps.ts";
import { depsForTenant } from "../lib/request-deps.ts";
import { deliverWaitingOrderMails } from "../modules/order-customer/order-mails-sweep.ts";
import { type ReadOutcome, readSuborder } from "../modules/suborders/read-suborder.ts";
import { dueSuborders } from "../modules/suborders/suborders-across-tenants.ts";
import type { JobKind } from "./job-kind.ts";

/** One suborder (queued right after a send), or none: the sweep of every due suborder. */
export interface ReadSubordersData {
  tenantId?: string;
  suborderId?: string;
}

/** Suborders read per sweep; a full one queues the next a second later. */
export const READ_SWEEP_BATCH = 50;
const SWEEP_KEY = "due";

/**
 * Reads sent suborders back from their distributors (issue #18 §2, docs/orders.md "Sending and reading
 * suborders"). Queued with a suborder right after it is sent; otherwise a sweep, queued at start-up and by
 * each sweep for the next (SUBORDER_READ_SWEEP_SECONDS later: a recurring send rather than pg-boss's cron,
 * which the queue keeps off), that reads every suborder whose next read is due by the server's clock. Each read
 * runs on its tenant's handle and records its own failure on the suborder (backoff), so the job itself
 * fails only when the sweep cannot list what is due.
 */
export const readSubordersJob: JobKind<ReadSubordersData> = {
  name: "read-suborders",
  policy: {
    retryLimit: 2,
    retryDelaySeconds: 30,
    retryBackoff: true,
    // A sweep reads up to READ_SWEEP_BATCH suborders one by one, each call at most the adapter's timeout.
    expireInSeconds: 15 * 60,
    queuePolicy: "stately",
  },
  tenantOf: (data) => data.tenantId,
  describe: (data) =>
    data.suborderId ? `Read suborder ${data.suborderId} from its distributor` : "Read the suborders due",
  async run({ app, log }, job) {
    const { tenantId, suborderId } = job.data;
    if (tenantId && suborderId) {
      await readSuborder(depsForTenant(app, tenantId), tenantId, suborderId, { log });
      return;
    }
    let full = false;
    try {
      const counts = await readDueSuborders(app, log);
      full = counts.read + counts.failed + counts.skipped >= READ_SWEEP_BATCH;
      // The customers' order mails that no change handed over (docs/orders.md "Mails").
      await deliverWaitingOrderMails(app, log).catch((err: unknown) =>
        log.error({ err }, "delivering waiting order mails failed"),
      );
    } finally {
      // Queued whatever happened, so a sweep that fails does not end the chain.
      await scheduleSuborderSweep(app, log, full ? 1 : app.config.jobs.suborderSweepSeconds);
    }
  },
};

/**
 * Queues a sweep `afterSeconds` from now unless one is already waiting (at start-up: at once). Nothing
 * when SUBORDER_READ_SWEEP_SECONDS is 0.
 */
export async function scheduleSuborderSweep(
  app: AppDeps,
  log: FastifyBaseLogger,
  afterSeconds = 0,
): Promise<void> {
  if (app.config.jobs.suborderSweepSeconds === 0) return;
  try {
    await app.jobs.sendOnce(readSubordersJob, {}, SWEEP_KEY, { startAfterSeconds: afterSeconds });
  } catch (err) {
    log.warn({ err }, "queueing the suborder read sweep failed");
  }
}

/** Reads every suborder due now (up to a batch), each on its tenant's handle; answers what happened. */
export async function readDueSuborders(
  app: AppDeps,
  log?: FastifyBaseLogger,
): Promise<Record<ReadOutcome, number>> {
  const due = await dueSuborders(app, app.clock.now(), READ_SWEEP_BATCH);
  const counts: Record<ReadOutcome, number> = { read: 0, failed: 0, skipped: 0 };
  for (const s of due) {
    counts[await readSuborder(depsForTenant(app, s.tenantId), s.tenantId, s.id, { log })]++;
  }
  if (counts.failed > 0) log?.warn(counts, "suborder reads failed; each is tried again later");
  return counts;
}
