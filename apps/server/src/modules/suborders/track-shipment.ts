import { type Db, projectBuildings, projectLocations, shipments } from "@q2c/db";
import { AppError, type TShipmentTracking } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import type { OrderRow } from "../orders/order-view.ts";
import { type ShipmentRow, shipmentView } from "../orders/shipment-view.ts";
import { findSuborder, suborderLines } from "./find-suborder.ts";

/**
 * GET /orders/{id}/suborder/{suborderId}/track/{trackingNumber} (the suborder tracking route): one package
 * of a suborder: carrier, status, dates and the lines it carries with their serial numbers (never a cost).
 * A tracking number the suborder has not got, and another tenant's suborder, answer 404.
 */
export async function trackShipment(
  deps: Deps,
  principal: Principal,
  orderId: string,
  suborderId: string,
  trackingNumber: string,
): Promise<TShipmentTracking> {
  const { order, suborder } = await findSuborder(deps, principal, orderId, suborderId);
  const [found] = await deps.db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.tenantId, suborder.tenantId),
        eq(shipments.suborderId, suborder.id),
        eq(shipments.trackingNumber, trackingNumber.trim()),
      ),
    );
  if (!found) throw new AppError("not_found");
  return packageTracking(deps.db, order, found, suborder.buildingId);
}

/**
 * One package as both tracking routes show it (the suborder's, and the customer's track-customer): the
 * package, its lines named, its order and its building and site.
 */
export async function packageTracking(
  db: Db,
  order: Pick<OrderRow, "id" | "orderNumber" | "tenantId">,
  found: ShipmentRow,
  buildingId: string,
): Promise<TShipmentTracking> {
  const [lines, [building]] = await Promise.all([
    suborderLines(db, { tenantId: found.tenantId, id: found.suborderId }),
    db
      .select({ name: projectBuildings.name, siteName: projectLocations.name })
      .from(projectBuildings)
      .innerJoin(
        projectLocations,
        and(
          eq(projectLocations.tenantId, projectBuildings.tenantId),
          eq(projectLocations.id, projectBuildings.projectLocationId),
        ),
      )
      .where(and(eq(projectBuildings.tenantId, order.tenantId), eq(projectBuildings.id, buildingId))),
  ]);
  return {
    ...shipmentView(found, lines),
    orderId: order.id,
    orderNumber: order.orderNumber,
    buildingName: building?.name ?? "",
    siteName: building?.siteName ?? "",
  };
}
