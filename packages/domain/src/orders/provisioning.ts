import { isDeadLine } from "./fulfilment.ts";

// Provisioning (issue #18 §4, docs/orders.md "Provisioning"): a building's load is complete when every task
// is complete and every bought line is delivered, and accepted on site where its bundle product asks for it
// (acceptEquipment). Lines that are not bought (services, subscriptions) and dead lines (rejected,
// cancelled, or in a declined or cancelled suborder) do not hold a building back.

export interface ProvisioningTaskFacts {
  completion: unknown;
}

export interface ProvisioningLineFacts {
  /** Null: a line nothing is bought for. */
  suborderId: string | null;
  status: string;
  /** The status of its suborder (declined and cancelled suborders deliver nothing). */
  suborderStatus: string | null;
  deliveredAt: unknown;
  acceptEquipment: boolean;
  acceptedAt: unknown;
}

export interface LoadProgress {
  tasks: number;
  tasksDone: number;
  /** Bought, live lines of the building. */
  equipment: number;
  delivered: number;
  /** Of those, the ones to accept on site, and how many are. */
  toAccept: number;
  accepted: number;
  complete: boolean;
}

const DEAD_SUBORDERS: readonly string[] = ["declined", "cancelled"];

/** Whether a line counts for the building: bought, not rejected or cancelled, in a live suborder. */
export const isLiveEquipment = (line: ProvisioningLineFacts): boolean =>
  line.suborderId !== null && !isDeadLine(line.status) && !DEAD_SUBORDERS.includes(line.suborderStatus ?? "");

const present = (v: unknown): boolean => v !== null && v !== undefined && v !== "";

/** How far a building is: its tasks, its equipment delivered and accepted, and whether it is complete. */
export function loadProgress(
  tasks: readonly ProvisioningTaskFacts[],
  lines: readonly ProvisioningLineFacts[],
): LoadProgress {
  const live = lines.filter(isLiveEquipment);
  const toAccept = live.filter((l) => l.acceptEquipment);
  const progress = {
    tasks: tasks.length,
    tasksDone: tasks.filter((t) => present(t.completion)).length,
    equipment: live.length,
    delivered: live.filter((l) => present(l.deliveredAt)).length,
    toAccept: toAccept.length,
    accepted: toAccept.filter((l) => present(l.acceptedAt)).length,
  };
  return {
    ...progress,
    complete:
      progress.tasksDone === progress.tasks &&
      progress.delivered === progress.equipment &&
      progress.accepted === progress.toAccept,
  };
}
