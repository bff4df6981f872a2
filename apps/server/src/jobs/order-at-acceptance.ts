import type { Deps } from "../deps.ts";
import { depsForTenant } from "../lib/request-deps.ts";
import { makeOrderAtAcceptance, type OrderAtAcceptance } from "../modules/orders/order-at-acceptance.ts";
import type { JobKind } from "./job-kind.ts";

/**
 * Makes the order of a quote that has just been accepted (issue #18 §1, docs/orders.md "Made at
 * acceptance"), on the quote's tenant handle, through createOrderFromQuote. Queued once per quote (stately,
 * keyed by the quote) after the accepting transaction commits, and at start-up for every quote whose
 * `order_wanted_at` marker that transaction set is still there (jobs/order-at-acceptance-sweep.ts). A quote
 * that already has an order (a retry after a try that committed, POST /orders first) is done; a failure is
 * retried, then stays in the jobs list as failed with its error (its marker stays for the next start-up), and
 * the quote's "Create order" makes the order by hand.
 */
export const orderAtAcceptanceJob: JobKind<OrderAtAcceptance> = {
  name: "order-at-acceptance",
  policy: {
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    // One transaction; a 1,000-line quote takes well under a second (docs/orders.md "Benchmark").
    expireInSeconds: 5 * 60,
    queuePolicy: "stately",
  },
  tenantOf: (data) => data.tenantId,
  describe: (data) => `Make the order of accepted quote ${data.projectId}`,
  async run({ app, log }, job) {
    try {
      const outcome = await makeOrderAtAcceptance(depsForTenant(app, job.data.tenantId), job.data);
      log.info({ projectId: job.data.projectId, outcome }, "order at acceptance");
    } catch (err) {
      log.warn({ err, projectId: job.data.projectId }, "making the order of an accepted quote failed");
      // The jobs list shows the database's reason, not the query text and its values that Drizzle wraps it in.
      const cause = (err as { cause?: unknown }).cause;
      throw cause instanceof Error ? new Error(cause.message, { cause: err }) : err;
    }
  },
};

/**
 * After the accepting transaction committed (so the job reads the accepted quote): queues the order's job,
 * once per quote (a stately queue keyed by the quote); nothing when the transaction wanted no order.
 */
export async function queueOrderAtAcceptance(deps: Deps, wanted: OrderAtAcceptance | null): Promise<void> {
  if (wanted) await deps.jobs.sendOnce(orderAtAcceptanceJob, wanted, wanted.projectId);
}
