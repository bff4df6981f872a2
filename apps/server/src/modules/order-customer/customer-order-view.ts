import {
  accounts,
  type Db,
  orderLines,
  projectBuildings,
  projectLocations,
  projects,
  provisioningLoads,
  shipments,
  suborders,
} from "@q2c/db";
import {
  siteProgressOf,
  type TCustomerBuilding,
  type TCustomerOrder,
  type TCustomerOrderLine,
  type TCustomerShipment,
  type TCustomerSite,
} from "@q2c/domain";
import { and, asc, eq } from "drizzle-orm";
import type { OrderRow } from "../orders/order-view.ts";
import { type ShipmentRow, shipmentView } from "../orders/shipment-view.ts";

type LineRow = typeof orderLines.$inferSelect;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A line as its customer sees it: what, how many, at the price signed, and where it is; never its cost. */
function customerLine(l: LineRow): TCustomerOrderLine {
  return {
    id: l.id,
    name: l.name,
    partNumber: l.partNumber,
    kind: l.suborderId === null ? "service" : "equipment",
    pricingModel: l.pricingModel,
    quantity: l.quantity,
    price: l.price,
    status: l.status,
    shippedQuantity: l.shippedQuantity,
    shippedAt: iso(l.shippedAt),
    deliveredAt: iso(l.deliveredAt),
    serialNumbers: l.serialNumbers,
    acceptedAt: iso(l.acceptedAt),
  };
}

/** A package as its customer sees it (shipmentView's, less our row ids, line numbers and source). */
export function customerShipment(s: ShipmentRow, lines: readonly LineRow[]): TCustomerShipment {
  const view = shipmentView(s, lines);
  return {
    carrier: view.carrier,
    trackingNumber: view.trackingNumber,
    trackingUrl: view.trackingUrl,
    status: view.status,
    shipmentDate: view.shipmentDate,
    shippedAt: view.shippedAt,
    deliveredAt: view.deliveredAt,
    lines: view.lines.map((p) => ({
      orderLineId: p.orderLineId,
      name: p.name,
      partNumber: p.partNumber,
      quantity: p.quantity,
      serialNumbers: p.serialNumbers,
    })),
  };
}

/** The MSP's name as its customer reads it (the top account of the order's tenant). */
export async function providerNameOf(db: Db, tenantId: string): Promise<string> {
  const [msp] = await db
    .select({ name: accounts.accountName })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, tenantId)));
  return msp?.name ?? "";
}

export function customerOrderHead(order: OrderRow, dealName: string, providerName: string) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    projectId: order.projectId,
    dealName,
    providerName,
    status: order.status as TCustomerOrder["status"],
    currency: order.currency,
    oneTimeTotal: order.oneTimeTotal,
    monthlyTotal: order.monthlyTotal,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/**
 * GET /customer-orders/{id}: the order per site and building (issue #18 §3): each building's lines, its
 * packages with tracking, its progress (ordered, partially shipped, shipped, delivered, installed) and where
 * its equipment ships. Sites and buildings in the quote's order; buildings without a line or load left out.
 */
export async function customerOrderView(db: Db, order: OrderRow): Promise<TCustomerOrder> {
  const t = order.tenantId;
  const [lines, subs, packages, loads, places, [project], providerName] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.tenantId, t), eq(orderLines.orderId, order.id)))
      .orderBy(asc(orderLines.position)),
    db
      .select({ id: suborders.id, buildingId: suborders.buildingId, shipTo: suborders.shipTo })
      .from(suborders)
      .where(and(eq(suborders.tenantId, t), eq(suborders.orderId, order.id)))
      .orderBy(asc(suborders.createdAt), asc(suborders.id)),
    db
      .select()
      .from(shipments)
      .where(and(eq(shipments.tenantId, t), eq(shipments.orderId, order.id)))
      .orderBy(asc(shipments.createdAt), asc(shipments.id)),
    db
      .select()
      .from(provisioningLoads)
      .where(and(eq(provisioningLoads.tenantId, t), eq(provisioningLoads.orderId, order.id))),
    db
      .select({
        buildingId: projectBuildings.id,
        buildingName: projectBuildings.name,
        siteId: projectLocations.id,
        siteName: projectLocations.name,
      })
      .from(projectBuildings)
      .innerJoin(
        projectLocations,
        and(
          eq(projectLocations.tenantId, projectBuildings.tenantId),
          eq(projectLocations.id, projectBuildings.projectLocationId),
        ),
      )
      .where(and(eq(projectBuildings.tenantId, t), eq(projectBuildings.projectId, order.projectId)))
      .orderBy(asc(projectLocations.position), asc(projectBuildings.position)),
    db
      .select({ dealName: projects.dealName })
      .from(projects)
      .where(and(eq(projects.tenantId, t), eq(projects.id, order.projectId))),
    providerNameOf(db, t),
  ]);
  const suborderBuilding = new Map(subs.map((s) => [s.id, s.buildingId]));
  const loadOf = new Map(loads.map((l) => [l.buildingId, l]));
  const known = new Set(places.map((p) => p.buildingId));
  // A building the quote no longer has (deleted after signing) still shows, under its frozen names.
  for (const load of loads) {
    if (!known.has(load.buildingId))
      places.push({
        buildingId: load.buildingId,
        buildingName: load.buildingName,
        siteId: load.siteName,
        siteName: load.siteName,
      });
  }
  const sites = new Map<string, TCustomerSite>();
  for (const place of places) {
    const mine = lines.filter((l) => l.buildingId === place.buildingId);
    const load = loadOf.get(place.buildingId);
    if (mine.length === 0 && !load) continue;
    const bought = mine.filter((l) => l.suborderId !== null);
    const building: TCustomerBuilding = {
      buildingId: place.buildingId,
      buildingName: place.buildingName,
      progress: siteProgressOf(bought, load?.completedAt ?? null),
      shippingIncomplete: bought.some(
        (l) => l.shippedAt === null && l.status !== "rejected" && l.status !== "cancelled",
      ),
      installedAt: iso(load?.completedAt ?? null),
      shipTo: subs.find((s) => s.buildingId === place.buildingId)?.shipTo ?? null,
      lines: mine.map(customerLine),
      shipments: packages
        .filter((p) => suborderBuilding.get(p.suborderId) === place.buildingId)
        .map((p) => customerShipment(p, lines)),
    };
    const site = sites.get(place.siteId) ?? { siteName: place.siteName, buildings: [] };
    site.buildings.push(building);
    sites.set(place.siteId, site);
  }
  return { ...customerOrderHead(order, project?.dealName ?? "", providerName), sites: [...sites.values()] };
}
