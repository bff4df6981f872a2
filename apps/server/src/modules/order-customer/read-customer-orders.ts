import { orderLines, orders, projects, provisioningLoads, shipments, suborders } from "@q2c/db";
import {
  AppError,
  type Page,
  siteEquipmentShipped,
  siteProgressOf,
  type TCustomerOrder,
  type TCustomerOrderListItem,
  type TCustomerOrdersQuery,
  type TCustomerTracking,
} from "@q2c/domain";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import type { OrderRow } from "../orders/order-view.ts";
import { ordersVisibleTo } from "../orders/order-view.ts";
import { findOrder } from "../orders/read-orders.ts";
import { packageTracking } from "../suborders/track-shipment.ts";
import { customerOrderHead, customerOrderView, providerNameOf } from "./customer-order-view.ts";

/**
 * The customer's own orders: `customerOrders.read` lets only customer accounts in, whose scope is their own
 * account (lib/tenancy.ts), so `ordersVisibleTo` is exactly "orders whose account is the caller's". Checked
 * again here, so a wider scope can never reach these answers.
 */
async function findCustomerOrder(deps: Deps, principal: Principal, id: string): Promise<OrderRow> {
  if (principal.scope.kind !== "account") throw new AppError("not_found");
  return findOrder(deps, principal, id);
}

/** GET /customer-orders/{id}: one of the customer's orders, per site (customer-order-view.ts). */
export async function getCustomerOrder(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<TCustomerOrder> {
  return customerOrderView(deps.db, await findCustomerOrder(deps, principal, id));
}

/**
 * GET /customer-orders: the customer's orders, newest first, in keyset pages, by status; each with how many of
 * its buildings have shipped and are installed.
 */
export async function listCustomerOrders(
  deps: Deps,
  principal: Principal,
  query: TCustomerOrdersQuery,
): Promise<Page<TCustomerOrderListItem>> {
  if (principal.scope.kind !== "account") throw new AppError("not_found");
  const page = await keysetPage(
    query,
    orders.id,
    ({ where, orderBy, limit }) =>
      deps.db
        .select({ order: orders, dealName: projects.dealName })
        .from(orders)
        .innerJoin(projects, and(eq(projects.tenantId, orders.tenantId), eq(projects.id, orders.projectId)))
        .where(
          and(ordersVisibleTo(principal), query.status ? eq(orders.status, query.status) : undefined, where),
        )
        .orderBy(orderBy)
        .limit(limit),
    "desc",
  );
  const ids = page.data.map((r) => r.order.id);
  const tenantId = principal.tenantId;
  const [bought, loads, providerName] = await Promise.all([
    ids.length === 0
      ? []
      : deps.db
          .select({
            orderId: orderLines.orderId,
            buildingId: orderLines.buildingId,
            status: orderLines.status,
            shippedAt: orderLines.shippedAt,
            deliveredAt: orderLines.deliveredAt,
            shippedQuantity: orderLines.shippedQuantity,
          })
          .from(orderLines)
          .where(
            and(
              eq(orderLines.tenantId, tenantId),
              inArray(orderLines.orderId, ids),
              isNotNull(orderLines.suborderId),
            ),
          ),
    ids.length === 0
      ? []
      : deps.db
          .select({
            orderId: provisioningLoads.orderId,
            buildingId: provisioningLoads.buildingId,
            completedAt: provisioningLoads.completedAt,
          })
          .from(provisioningLoads)
          .where(and(eq(provisioningLoads.tenantId, tenantId), inArray(provisioningLoads.orderId, ids))),
    providerNameOf(deps.db, tenantId),
  ]);
  return {
    hasMore: page.hasMore,
    data: page.data.map(({ order, dealName }) => {
      const buildings = new Set([
        ...bought.filter((l) => l.orderId === order.id).map((l) => l.buildingId),
        ...loads.filter((l) => l.orderId === order.id).map((l) => l.buildingId),
      ]);
      let shipped = 0;
      let installed = 0;
      for (const b of buildings) {
        const lines = bought.filter((l) => l.orderId === order.id && l.buildingId === b);
        const load = loads.find((l) => l.orderId === order.id && l.buildingId === b);
        if (siteProgressOf(lines, load?.completedAt ?? null) === "installed") installed++;
        if (siteEquipmentShipped(lines)) shipped++;
      }
      return {
        ...customerOrderHead(order, dealName, providerName),
        buildings: buildings.size,
        buildingsShipped: shipped,
        buildingsInstalled: installed,
      };
    }),
  };
}

/**
 * GET /orders/{id}/track-customer/{trackingNumber} (the customer tracking route): one package of the
 * customer's order by its tracking number, whichever suborder carried it (the first recorded, should two
 * carry the same number): carrier, status, dates, building and site, and its lines; the suborder tracking
 * route's answer (packageTracking) less what only the MSP reads. Another customer's or tenant's order, or a
 * number the order has not got, answers 404.
 */
export async function trackCustomerShipment(
  deps: Deps,
  principal: Principal,
  orderId: string,
  trackingNumber: string,
): Promise<TCustomerTracking> {
  const order = await findCustomerOrder(deps, principal, orderId);
  const [found] = await deps.db
    .select({ shipment: shipments, buildingId: suborders.buildingId })
    .from(shipments)
    .innerJoin(
      suborders,
      and(eq(suborders.tenantId, shipments.tenantId), eq(suborders.id, shipments.suborderId)),
    )
    .where(
      and(
        eq(shipments.tenantId, order.tenantId),
        eq(shipments.orderId, order.id),
        eq(shipments.trackingNumber, trackingNumber.trim()),
      ),
    )
    .orderBy(asc(shipments.createdAt), asc(shipments.id))
    .limit(1);
  if (!found) throw new AppError("not_found");
  const [tracked, [project]] = await Promise.all([
    packageTracking(deps.db, order, found.shipment, found.buildingId),
    deps.db
      .select({ dealName: projects.dealName })
      .from(projects)
      .where(and(eq(projects.tenantId, order.tenantId), eq(projects.id, order.projectId))),
  ]);
  return {
    carrier: tracked.carrier,
    trackingNumber: tracked.trackingNumber,
    trackingUrl: tracked.trackingUrl,
    status: tracked.status,
    shipmentDate: tracked.shipmentDate,
    shippedAt: tracked.shippedAt,
    deliveredAt: tracked.deliveredAt,
    lines: tracked.lines.map((p) => ({
      orderLineId: p.orderLineId,
      name: p.name,
      partNumber: p.partNumber,
      quantity: p.quantity,
      serialNumbers: p.serialNumbers,
    })),
    orderId: order.id,
    orderNumber: order.orderNumber,
    dealName: project?.dealName ?? "",
    buildingName: tracked.buildingName,
    siteName: tracked.siteName,
  };
}
