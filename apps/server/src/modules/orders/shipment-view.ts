import type { orderLines, shipments } from "@q2c/db";
import { shipmentStatusOf, type TShipment } from "@q2c/domain";

export type ShipmentRow = typeof shipments.$inferSelect;
type LineRow = Pick<typeof orderLines.$inferSelect, "id" | "lineNumber" | "name" | "partNumber">;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A package as the API shows it: its lines named (never a cost), its status from its dates. */
export function shipmentView(s: ShipmentRow, lines: readonly LineRow[]): TShipment {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return {
    id: s.id,
    suborderId: s.suborderId,
    carrier: s.carrier,
    trackingNumber: s.trackingNumber,
    trackingUrl: s.trackingUrl,
    status: shipmentStatusOf(s),
    source: s.source === "manual" ? "manual" : "distributor",
    shipmentDate: iso(s.shipmentDate),
    shippedAt: iso(s.shippedAt),
    deliveredAt: iso(s.deliveredAt),
    lines: s.lines.map((part) => {
      const line = byId.get(part.orderLineId);
      return {
        orderLineId: part.orderLineId,
        lineNumber: line?.lineNumber ?? 0,
        name: line?.name ?? "",
        partNumber: line?.partNumber ?? "",
        quantity: part.quantity,
        serialNumbers: part.serialNumbers,
      };
    }),
  };
}
