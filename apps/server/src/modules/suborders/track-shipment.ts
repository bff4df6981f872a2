import { projectBuildings, projectLocations, shipments } from "@q2c/db";
import { AppError, type TShipmentTracking } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { shipmentView } from "../orders/shipment-view.ts";
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
  const [lines, [building]] = await Promise.all([
    suborderLines(deps.db, suborder),
    deps.db
      .select({ name: projectBuildings.name, siteName: projectLocations.name })
      .from(projectBuildings)
      .innerJoin(
        projectLocations,
        and(
          eq(projectLocations.tenantId, projectBuildings.tenantId),
          eq(projectLocations.id, projectBuildings.projectLocationId),
        ),
      )
      .where(
        and(eq(projectBuildings.tenantId, suborder.tenantId), eq(projectBuildings.id, suborder.buildingId)),
      ),
  ]);
  return {
    ...shipmentView(found, lines),
    orderId: order.id,
    orderNumber: order.orderNumber,
    buildingName: building?.name ?? "",
    siteName: building?.siteName ?? "",
  };
}
