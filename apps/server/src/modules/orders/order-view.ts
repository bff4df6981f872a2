import {
  accounts,
  type Db,
  orderLines,
  orders,
  projectBuildings,
  projectLocations,
  projects,
  shipments,
  suborders,
} from "@q2c/db";
import type { TOrder, TOrderLine, TSuborder } from "@q2c/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { scopeWhere } from "../../lib/tenancy.ts";
import { shipmentView } from "./shipment-view.ts";

export type OrderRow = typeof orders.$inferSelect;
type SuborderRow = typeof suborders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** Orders the caller sees: its tenant's (the platform owner: every tenant's). */
export const ordersVisibleTo = (principal: Principal) =>
  scopeWhere(principal.scope, { tenantId: orders.tenantId, accountId: orders.accountId });

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function lineView(l: LineRow, withCost: boolean): TOrderLine {
  return {
    id: l.id,
    suborderId: l.suborderId,
    lineNumber: l.lineNumber,
    buildingId: l.buildingId,
    name: l.name,
    partNumber: l.partNumber,
    distributorPartNumber: l.distributorPartNumber,
    pricingModel: l.pricingModel,
    billingFrequency: l.billingFrequency,
    quantity: l.quantity,
    price: l.price,
    cost: withCost ? l.cost : null,
    status: l.status,
    rejectReason: l.rejectReason,
    shippedQuantity: l.shippedQuantity,
    shippedAt: iso(l.shippedAt),
    deliveredAt: iso(l.deliveredAt),
    serialNumbers: l.serialNumbers,
  };
}

/** Names of accounts (distributors, the customer, the MSP) by id, as the handle sees them. */
async function accountNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, name: accounts.accountName })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The whole order as GET /orders/{id} answers it; costs only for the MSP's side. */
export async function orderView(
  db: Db,
  order: OrderRow,
  opts: { withCost: boolean; mainAccounts?: boolean },
): Promise<TOrder> {
  const byOrder = (
    col: typeof suborders.orderId | typeof orderLines.orderId,
    tenant: typeof suborders.tenantId | typeof orderLines.tenantId,
  ) => and(eq(tenant, order.tenantId), eq(col, order.id));
  const [subs, lines, [project], buildings, packages] = await Promise.all([
    db
      .select()
      .from(suborders)
      .where(byOrder(suborders.orderId, suborders.tenantId))
      .orderBy(asc(suborders.createdAt), asc(suborders.id)),
    db
      .select()
      .from(orderLines)
      .where(byOrder(orderLines.orderId, orderLines.tenantId))
      .orderBy(asc(orderLines.position)),
    db
      .select({ dealName: projects.dealName, partnerId: projects.partnerId })
      .from(projects)
      .where(and(eq(projects.tenantId, order.tenantId), eq(projects.id, order.projectId))),
    db
      .select({ id: projectBuildings.id, name: projectBuildings.name, siteName: projectLocations.name })
      .from(projectBuildings)
      .innerJoin(
        projectLocations,
        and(
          eq(projectLocations.tenantId, projectBuildings.tenantId),
          eq(projectLocations.id, projectBuildings.projectLocationId),
        ),
      )
      .where(
        and(eq(projectBuildings.tenantId, order.tenantId), eq(projectBuildings.projectId, order.projectId)),
      ),
    db
      .select()
      .from(shipments)
      .where(and(eq(shipments.tenantId, order.tenantId), eq(shipments.orderId, order.id)))
      .orderBy(asc(shipments.createdAt), asc(shipments.id)),
  ]);
  const names = await accountNames(db, [
    order.accountId,
    order.tenantId,
    ...subs.flatMap((s) => (s.distributorId ? [s.distributorId] : [])),
    ...(project?.partnerId ? [project.partnerId] : []),
  ]);
  const buildingById = new Map(buildings.map((b) => [b.id, b]));
  const suborderView = (s: SuborderRow): TSuborder => {
    const mine = lines.filter((l) => l.suborderId === s.id);
    return {
      id: s.id,
      buildingId: s.buildingId,
      buildingName: buildingById.get(s.buildingId)?.name ?? "",
      siteName: buildingById.get(s.buildingId)?.siteName ?? "",
      distributorId: s.distributorId,
      distributorName: s.distributorId ? (names.get(s.distributorId) ?? "") : "",
      status: s.status as TSuborder["status"],
      shipTo: s.shipTo,
      isCustomerShippingAddress: s.isCustomerShippingAddress,
      distributorOrderNumber: s.distributorOrderNumber,
      providerId: s.providerId,
      sentAt: iso(s.sentAt),
      lastReadAt: iso(s.lastReadAt),
      nextReadAt: iso(s.nextReadAt),
      readFailures: s.readFailures,
      lastError: s.lastError,
      shippingIncomplete: mine.some(
        (l) => l.shippedAt === null && l.status !== "rejected" && l.status !== "cancelled",
      ),
      version: s.version,
    };
  };
  const ref = (id: string | null | undefined) =>
    id && names.has(id) ? { id, accountName: names.get(id) as string } : null;
  return {
    ...orderHead(order, project?.dealName ?? "", names.get(order.accountId) ?? ""),
    customerShipTo: order.customerShipTo ?? null,
    suborders: subs.map(suborderView),
    lines: lines.map((l) => lineView(l, opts.withCost)),
    shipments: packages.map((p) => shipmentView(p, lines)),
    ...(opts.mainAccounts
      ? { mainAccounts: { msp: ref(order.tenantId), partner: ref(project?.partnerId) } }
      : {}),
  };
}

export function orderHead(order: OrderRow, dealName: string, accountName: string) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    projectId: order.projectId,
    dealName,
    accountId: order.accountId,
    accountName,
    status: order.status as TOrder["status"],
    endedReason: order.endedReason,
    currency: order.currency,
    oneTimeTotal: order.oneTimeTotal,
    monthlyTotal: order.monthlyTotal,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    version: order.version,
  };
}
