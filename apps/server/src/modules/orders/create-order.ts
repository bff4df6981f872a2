import {
  type Db,
  orderEvents,
  orderLines,
  orders,
  projects,
  provisioningLoads,
  provisioningTasks,
  suborders,
  uuidv7,
} from "@q2c/db";
import { AppError, splitOrder } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { loadOrderSource, type OrderSource } from "./order-source.ts";

/** A quote becomes an order once accepted (acceptance, or completed after it). */
export const ORDERABLE_STAGES = ["acceptance", "completed"] as const;

export const ORDER_MESSAGES = {
  notAccepted: "The quote is not accepted yet: an order is made from an accepted quote.",
  exists: "This quote already has an order.",
  unknownItems: (n: number) =>
    n === 1 ? "1 item is not a chosen line of this quote." : `${n} items are not chosen lines of this quote.`,
  unknownBuildings: "Name buildings of this quote only.",
  noCustomerShipTo: "The customer has no shipping address on file: ship to the buildings, or add one first.",
} as const;

/** Choices of the order wizard beyond the lines (docs/orders.md "The order wizard"). */
export interface OrderOptions {
  /** Buildings whose equipment ships to the customer's shipping address (isCustomerShippingAddress). */
  customerShippingBuildings?: readonly string[] | undefined;
}

type OrderRow = typeof orders.$inferSelect;

/** A total as the pricing stored it: a decimal string is copied as it is (no float on the way). */
const money = (v: unknown): string => {
  if (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v)) return v;
  return typeof v === "number" && Number.isFinite(v) ? v.toFixed(2) : "0.00";
};

/** The quote's priced totals (projects.totals, written by the pricing on every change). */
function totalsOf(project: ProjectRow): { oneTime: string; monthly: string } {
  const t = project.totals as { oneTimeTotal?: unknown; recurringTotals?: { monthly?: unknown } };
  return { oneTime: money(t.oneTimeTotal), monthly: money(t.recurringTotals?.monthly) };
}

/**
 * Writes the order of an accepted quote in one transaction (issue #18 §1): the chosen lines frozen, the
 * bought ones split into suborders per building and distributor (domain orders/split.ts), a provisioning
 * load per building with its bundle products' tasks, and a `created` event. A quote not yet accepted
 * answers 409; a quote that has an order, 409 (one order per quote, held by a unique key).
 */
export async function createOrderFromQuote(
  db: Db,
  project: ProjectRow,
  actorUserId: string | null,
  items?: readonly string[],
  options: OrderOptions = {},
): Promise<OrderRow> {
  if (!(ORDERABLE_STAGES as readonly string[]).includes(project.stage)) {
    throw new AppError("conflict", { message: ORDER_MESSAGES.notAccepted });
  }
  const source = await loadOrderSource(db, project);
  if (items) {
    const wanted = new Set(items);
    const known = new Set(source.lines.map((l) => l.id));
    const unknown = [...wanted].filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new AppError("bad_request", { fields: { items: ORDER_MESSAGES.unknownItems(unknown.length) } });
    }
    source.lines = source.lines.filter((l) => wanted.has(l.id));
  }
  const toCustomer = new Set(options.customerShippingBuildings ?? []);
  if ([...toCustomer].some((id) => !source.buildings.has(id))) {
    throw new AppError("bad_request", {
      fields: { customerShippingBuildings: ORDER_MESSAGES.unknownBuildings },
    });
  }
  if (toCustomer.size > 0 && !source.customerShipTo) {
    throw new AppError("bad_request", {
      fields: { customerShippingBuildings: ORDER_MESSAGES.noCustomerShipTo },
    });
  }
  try {
    return await db.transaction((tx) => writeOrder(tx, project, source, actorUserId, toCustomer));
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("conflict", { message: ORDER_MESSAGES.exists });
    throw err;
  }
}

/**
 * Clears the quote's order-at-acceptance marker and who accepted beside it (docs/orders.md "Made at acceptance"),
 * in the caller's transaction or on its own: the order's transaction does, and so does the job deciding none is
 * to be made. Not a change of the quote: its version stays.
 */
export async function clearOrderWanted(db: Db, tenantId: string, projectId: string): Promise<void> {
  await db
    .update(projects)
    .set({ orderWantedAt: null, orderWantedBy: null })
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, projectId)));
}

async function writeOrder(
  tx: Db,
  project: ProjectRow,
  source: OrderSource,
  actorUserId: string | null,
  toCustomer: ReadonlySet<string> = new Set(),
): Promise<OrderRow> {
  const { tenantId } = project;
  // Orders are numbered per MSP: two orders made at once (a quote's job and another quote's POST /orders)
  // take their numbers one after the other, instead of both taking the same one and one failing.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`orders:number:${tenantId}`}, 0))`);
  const [numbered] = await tx
    .select({ next: sql<number>`coalesce(max(${orders.orderNumber}), 0) + 1` })
    .from(orders)
    .where(eq(orders.tenantId, tenantId));
  const totals = totalsOf(project);
  const [order] = await tx
    .insert(orders)
    .values({
      tenantId,
      id: uuidv7(),
      projectId: project.id,
      accountId: project.accountId,
      orderNumber: Number(numbered?.next ?? 1),
      oneTimeTotal: totals.oneTime,
      monthlyTotal: totals.monthly,
      customerShipTo: source.customerShipTo,
      createdBy: actorUserId,
    })
    .returning();
  if (!order) throw new AppError("internal");
  // The order is made: the quote's order-at-acceptance marker (docs/orders.md "Made at acceptance") is done,
  // whether the job or POST /orders made it. Not a change of the quote: its version stays.
  await clearOrderWanted(tx, tenantId, project.id);

  const split = splitOrder(source.lines);
  const suborderIds = split.suborders.map(() => uuidv7());
  if (split.suborders.length > 0) {
    await tx.insert(suborders).values(
      split.suborders.map((s, i) => ({
        tenantId,
        id: suborderIds[i] as string,
        orderId: order.id,
        buildingId: s.buildingId,
        distributorId: s.distributorId,
        shipTo: ((toCustomer.has(s.buildingId) ? source.customerShipTo : undefined) ??
          source.buildings.get(s.buildingId)?.shipTo ??
          source.customerShipTo) as NonNullable<OrderSource["customerShipTo"]>,
        isCustomerShippingAddress: toCustomer.has(s.buildingId),
      })),
    );
  }
  if (source.lines.length > 0) {
    await tx.insert(orderLines).values(
      source.lines.map((l) => {
        const placed = split.placement.get(l.id);
        return {
          tenantId,
          id: uuidv7(),
          orderId: order.id,
          suborderId: placed ? (suborderIds[placed.suborder] as string) : null,
          lineNumber: placed?.lineNumber ?? 0,
          projectLineId: l.id,
          bundleProductId: l.bundleProductId,
          buildingId: l.buildingId,
          productId: l.line.productId,
          name: l.line.name,
          partNumber: l.line.partNumber,
          distributorPartNumber: placed ? l.distributorPartNumber : "",
          distributorId: placed ? l.distributorId : null,
          pricingModel: l.line.pricingModel,
          billingFrequency: l.line.billingFrequency,
          quantity: l.line.quantity,
          price: l.line.price,
          cost: l.line.cost,
          acceptEquipment: placed !== undefined && l.acceptEquipment,
          position: l.position,
        };
      }),
    );
  }
  const withWork = [...source.buildings.values()].filter(
    (b) => b.tasks.length > 0 || source.lines.some((l) => l.buildingId === b.id),
  );
  const loadIds = withWork.map(() => uuidv7());
  if (withWork.length > 0) {
    await tx.insert(provisioningLoads).values(
      withWork.map((b, i) => ({
        tenantId,
        id: loadIds[i] as string,
        orderId: order.id,
        buildingId: b.id,
        buildingName: b.name,
        siteName: b.siteName,
      })),
    );
    const tasks = withWork.flatMap((b, i) =>
      b.tasks.flatMap((t) =>
        t.items.map((items, n) => ({
          tenantId,
          id: uuidv7(),
          loadId: loadIds[i] as string,
          bundleProductId: t.bundleProductId,
          items,
          users: t.users,
          start: t.start ? new Date(`${t.start}T00:00:00Z`) : null,
          targetCompletion: t.target ? new Date(`${t.target}T00:00:00Z`) : null,
          completion: t.completion ? new Date(`${t.completion}T00:00:00Z`) : null,
          position: n,
        })),
      ),
    );
    if (tasks.length > 0) await tx.insert(provisioningTasks).values(tasks);
  }
  await tx.insert(orderEvents).values({
    tenantId,
    id: uuidv7(),
    orderId: order.id,
    actorUserId,
    type: "created",
    data: { projectId: project.id, lines: source.lines.length, suborders: split.suborders.length },
  });
  return order;
}
