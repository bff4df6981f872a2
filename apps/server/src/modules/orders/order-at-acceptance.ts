import { accounts, type Db, orders, projects, quoteSettings } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { clearOrderWanted, createOrderFromQuote, ORDER_MESSAGES, ORDERABLE_STAGES } from "./create-order.ts";

// The order made at acceptance (issue #18 §1, docs/orders.md "Made at acceptance"): when a quote becomes
// accepted (marked as accepted, or the customer's last signature) and its MSP has the order management plan,
// the accepting transaction decides that an order is wanted, and a job queued once it has committed makes it
// with createOrderFromQuote, the same path as POST /orders. The MSP's quote setting `orderAtAcceptance`
// (Settings > Quote Settings, on by default) turns it off: the quote then stays accepted without an order
// until "Create order" (the wizard: categories and ship-to) makes it.
// The decision is kept on the quote as an outbox marker, `projects.order_wanted_at`, written in the accepting
// transaction: the transaction that makes the order clears it (createOrderFromQuote), and so does the job when
// it decides no order is to be made. A marker left by a process that stopped between the commit and queueing
// the job is queued again at start-up (jobs/order-at-acceptance-sweep.ts).

/** What the accepting transaction hands on: the job to queue after its commit. */
export interface OrderAtAcceptance {
  tenantId: string;
  projectId: string;
  /** Who accepted (marked as accepted); null for the customer's signature. Becomes the order's creator. */
  actorUserId: string | null;
}

/** Whether the MSP whose quote this is has hasOrderManagementSystem (the platform owner's own quotes pass). */
async function mspOrdersEnabled(db: Db, tenantId: string, platformId: string): Promise<boolean> {
  if (tenantId === platformId) return true;
  const [msp] = await db
    .select({ entitlements: accounts.entitlements })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, tenantId)));
  return (msp?.entitlements as Record<string, unknown> | undefined)?.hasOrderManagementSystem === true;
}

/** The MSP's quote setting "Make the order when a quote is accepted" (on when never saved). */
async function orderAtAcceptanceOn(db: Db, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: quoteSettings.orderAtAcceptance })
    .from(quoteSettings)
    .where(eq(quoteSettings.tenantId, tenantId));
  return row?.on ?? true;
}

const hasOrder = async (db: Db, tenantId: string, projectId: string): Promise<boolean> =>
  (
    await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.projectId, projectId)))
  ).length > 0;

/**
 * Inside the accepting transaction: the order job to queue after the commit when the quote's MSP has the
 * order plan, has not turned the order at acceptance off (quote settings), and the quote has no order yet;
 * else null. When wanted, the quote's marker `order_wanted_at` (and who accepted, `order_wanted_by`) is set in
 * the same transaction, so a job never queued (the process stopped after the commit) is found by the start-up
 * sweep, which makes the order with the same creator.
 */
export async function orderWantedAtAcceptance(
  tx: Db,
  project: Pick<ProjectRow, "tenantId" | "id">,
  actorUserId: string | null,
  platformId: string,
): Promise<OrderAtAcceptance | null> {
  if (!(await mspOrdersEnabled(tx, project.tenantId, platformId))) return null;
  if (!(await orderAtAcceptanceOn(tx, project.tenantId))) return null;
  if (await hasOrder(tx, project.tenantId, project.id)) return null;
  await tx
    .update(projects)
    .set({ orderWantedAt: sql`now()`, orderWantedBy: actorUserId })
    .where(and(eq(projects.tenantId, project.tenantId), eq(projects.id, project.id)));
  return { tenantId: project.tenantId, projectId: project.id, actorUserId };
}

export type OrderAtAcceptanceOutcome =
  | "made"
  | "exists"
  | "not_accepted"
  | "not_entitled"
  | "turned_off"
  | "gone";

/**
 * The job's work, on the quote's tenant handle: makes the order unless it is already there. Safe to repeat:
 * the order is one per quote (unique key orders_project_unique), so a retried job, or POST /orders racing it,
 * meets the existing order and stops; only one of them writes. Any other failure throws, so the queue retries
 * it and, after the last try, lists it failed with its error.
 */
export async function makeOrderAtAcceptance(
  deps: Deps,
  data: OrderAtAcceptance,
): Promise<OrderAtAcceptanceOutcome> {
  const outcome = await decideOrderAtAcceptance(deps, data);
  // No order is to be made (or it is already there): the marker has done its work. A made order cleared it
  // in its own transaction; a failure keeps it, so the next start-up queues the quote again.
  if (outcome !== "made" && outcome !== "gone")
    await clearOrderWanted(deps.db, data.tenantId, data.projectId);
  return outcome;
}

async function decideOrderAtAcceptance(
  deps: Deps,
  data: OrderAtAcceptance,
): Promise<OrderAtAcceptanceOutcome> {
  const [project] = await deps.db
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, data.tenantId), eq(projects.id, data.projectId)));
  if (!project) return "gone";
  if (!(ORDERABLE_STAGES as readonly string[]).includes(project.stage)) return "not_accepted";
  if (!(await mspOrdersEnabled(deps.db, data.tenantId, deps.config.platformAccountId))) return "not_entitled";
  // Turned off after the quote was accepted and before the job ran: the MSP now makes its orders by hand.
  if (!(await orderAtAcceptanceOn(deps.db, data.tenantId))) return "turned_off";
  if (await hasOrder(deps.db, data.tenantId, data.projectId)) return "exists";
  try {
    await createOrderFromQuote(deps.db, project, data.actorUserId);
    return "made";
  } catch (err) {
    if (err instanceof AppError && err.code === "conflict" && err.message === ORDER_MESSAGES.exists) {
      return "exists";
    }
    throw err;
  }
}
