import type { TLoadProgress, TProvisioningLoad, TProvisioningLoadItem } from "@q2c/domain";

const enc = encodeURIComponent;

/** The building's page (route spec orders.provision). */
export const provisionPath = (orderId: string, loadId: string): string =>
  `/orders/${enc(orderId)}/provision/${enc(loadId)}/view`;

/** "Adatum HQ · Main building". */
export const placeOf = (load: Pick<TProvisioningLoadItem, "siteName" | "buildingName">): string =>
  [load.siteName, load.buildingName].filter(Boolean).join(" · ");

/** How much of the building's work is done, 0 to 100: tasks, deliveries and acceptances alike. */
export function percentDone(p: TLoadProgress): number {
  const all = p.tasks + p.equipment + p.toAccept;
  if (all === 0) return p.complete ? 100 : 0;
  return Math.round(((p.tasksDone + p.delivered + p.accepted) / all) * 100);
}

/** Whether completing one more task, or accepting `accepting` more items, leaves nothing else to do. */
export function completesBuilding(p: TLoadProgress, step: { tasks?: number; accepting?: number }): boolean {
  return (
    p.tasksDone + (step.tasks ?? 0) === p.tasks &&
    p.delivered === p.equipment &&
    p.accepted + (step.accepting ?? 0) === p.toAccept
  );
}

/** A person's name on the load, or an empty string for someone not on it. */
export const personName = (load: Pick<TProvisioningLoad, "people">, id: string | null): string =>
  (id && load.people.find((p) => p.id === id)?.name) || "";

/** Today as YYYY-MM-DD in the user's time zone (the day a task is marked complete). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A line's whole units (a part unit still carries a serial number). */
export const unitsOf = (quantity: string): number => Math.ceil(Number(quantity));
