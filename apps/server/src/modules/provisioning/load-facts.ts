import { type Db, orderLines, provisioningLoads, provisioningTasks, suborders } from "@q2c/db";
import { type LoadProgress, loadProgress, type ProvisioningLineFacts } from "@q2c/domain";
import { and, asc, eq, isNotNull } from "drizzle-orm";

export type LoadRow = typeof provisioningLoads.$inferSelect;
export type TaskRow = typeof provisioningTasks.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type EquipmentRow = LineRow & { suborderStatus: string | null };

export interface LoadFacts {
  load: LoadRow;
  tasks: TaskRow[];
  /** The building's bought lines (any status), by suborder and line number. */
  lines: EquipmentRow[];
  progress: LoadProgress;
}

/**
 * An order's loads with their tasks, their buildings' bought lines and how far each is: three reads for the
 * whole order, whatever the number of buildings. `loadId` narrows it to one load.
 */
export async function readLoadFacts(
  db: Db,
  tenantId: string,
  orderId: string,
  loadId?: string,
): Promise<LoadFacts[]> {
  const [loads, tasks, lines] = await Promise.all([
    db
      .select()
      .from(provisioningLoads)
      .where(
        and(
          eq(provisioningLoads.tenantId, tenantId),
          eq(provisioningLoads.orderId, orderId),
          loadId ? eq(provisioningLoads.id, loadId) : undefined,
        ),
      )
      .orderBy(
        asc(provisioningLoads.siteName),
        asc(provisioningLoads.buildingName),
        asc(provisioningLoads.id),
      ),
    db
      .select({ task: provisioningTasks })
      .from(provisioningTasks)
      .innerJoin(
        provisioningLoads,
        and(
          eq(provisioningLoads.tenantId, provisioningTasks.tenantId),
          eq(provisioningLoads.id, provisioningTasks.loadId),
        ),
      )
      .where(
        and(
          eq(provisioningTasks.tenantId, tenantId),
          eq(provisioningLoads.orderId, orderId),
          loadId ? eq(provisioningLoads.id, loadId) : undefined,
        ),
      )
      .orderBy(
        asc(provisioningTasks.bundleProductId),
        asc(provisioningTasks.position),
        asc(provisioningTasks.id),
      ),
    db
      .select({ line: orderLines, suborderStatus: suborders.status })
      .from(orderLines)
      .innerJoin(
        suborders,
        and(eq(suborders.tenantId, orderLines.tenantId), eq(suborders.id, orderLines.suborderId)),
      )
      .where(
        and(
          eq(orderLines.tenantId, tenantId),
          eq(orderLines.orderId, orderId),
          isNotNull(orderLines.suborderId),
        ),
      )
      .orderBy(asc(suborders.createdAt), asc(suborders.id), asc(orderLines.lineNumber)),
  ]);
  return loads.map((load) => {
    const own = tasks.map((t) => t.task).filter((t) => t.loadId === load.id);
    const equipment = lines
      .filter((l) => l.line.buildingId === load.buildingId)
      .map((l) => ({ ...l.line, suborderStatus: l.suborderStatus }));
    return { load, tasks: own, lines: equipment, progress: loadProgress(own, equipment.map(lineFacts)) };
  });
}

export const lineFacts = (l: EquipmentRow): ProvisioningLineFacts => ({
  suborderId: l.suborderId,
  status: l.status,
  suborderStatus: l.suborderStatus,
  deliveredAt: l.deliveredAt,
  acceptEquipment: l.acceptEquipment,
  acceptedAt: l.acceptedAt,
});
