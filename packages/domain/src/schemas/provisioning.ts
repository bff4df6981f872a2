import { z } from "zod";
import { ORDER_STATUSES } from "../orders/statuses.ts";
import { zUuid } from "../validation/rules.ts";
import { zDay, zNullFields, zVersion } from "./common.ts";

// Provisioning (issue #18 §4, docs/orders.md "Provisioning"): an order's loads, one per building, with
// their bundle products' tasks, the building's equipment (delivered, accepted on site, serial numbers) and
// who works it. Never a cost: the lines carry what an engineer needs on site.

export const PROVISIONING_MESSAGES = {
  targetBeforeStart: "The target completion is on or after the start.",
  unknownUsers: "Pick people of your company who are active.",
  notALine: "Not equipment of this building.",
  notToAccept: "This equipment is not accepted on site (its bundle product does not ask for it).",
  notDelivered: (name: string) => `${name} is not delivered yet: equipment is accepted once it is on site.`,
  alreadyAccepted: (name: string) => `${name} was already accepted.`,
  twice: "This line is listed twice.",
  tooManySerials: (units: number) =>
    units === 1
      ? "At most 1 serial number: the line is 1 unit."
      : `At most ${units} serial numbers: one per unit.`,
  duplicateSerial: (serial: string) => `Serial number ${serial} is given twice.`,
  orderEnded: (status: string) => `The order is ${status}: its buildings no longer change.`,
} as const;

export const ZLoadProgress = z.object({
  tasks: z.number().int(),
  tasksDone: z.number().int(),
  equipment: z.number().int(),
  delivered: z.number().int(),
  toAccept: z.number().int(),
  accepted: z.number().int(),
  complete: z.boolean(),
});
export type TLoadProgress = z.infer<typeof ZLoadProgress>;

export const ZProvisioningLoadItem = z.object({
  id: z.string(),
  orderId: z.string(),
  buildingId: z.string(),
  buildingName: z.string(),
  siteName: z.string(),
  /** Set in the transaction that completed its last task, delivery or acceptance. */
  completedAt: z.string().nullable(),
  progress: ZLoadProgress,
  version: z.number().int(),
});
export type TProvisioningLoadItem = z.infer<typeof ZProvisioningLoadItem>;

export const ZProvisioningTask = z.object({
  id: z.string(),
  bundleProductId: z.string().nullable(),
  /** The bundle product it came from, as the quote names it. */
  bundleProductName: z.string(),
  items: z.string(),
  users: z.array(z.string()),
  /** Days, YYYY-MM-DD. */
  start: z.string().nullable(),
  targetCompletion: z.string().nullable(),
  completion: z.string().nullable(),
  completedBy: z.string().nullable(),
  version: z.number().int(),
});
export type TProvisioningTask = z.infer<typeof ZProvisioningTask>;

export const ZProvisioningLine = z.object({
  id: z.string(),
  suborderId: z.string(),
  lineNumber: z.number().int(),
  name: z.string(),
  partNumber: z.string(),
  quantity: z.string(),
  status: z.string(),
  /** False for a rejected or cancelled line, or one of a declined or cancelled suborder. */
  live: z.boolean(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  serialNumbers: z.array(z.string()),
  acceptEquipment: z.boolean(),
  acceptedAt: z.string().nullable(),
  acceptedBy: z.string().nullable(),
});
export type TProvisioningLine = z.infer<typeof ZProvisioningLine>;

export const ZProvisioningPerson = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  /** An active user of the order's provider: may be put on a task. */
  assignable: z.boolean(),
});
export type TProvisioningPerson = z.infer<typeof ZProvisioningPerson>;

export const ZProvisioningLoad = ZProvisioningLoadItem.extend({
  orderNumber: z.number().int(),
  orderStatus: z.enum(ORDER_STATUSES),
  dealName: z.string(),
  accountName: z.string(),
  tasks: z.array(ZProvisioningTask),
  /** The building's bought lines, by suborder and line number. */
  lines: z.array(ZProvisioningLine),
  /** Who may work it (the provider's active users) and anyone named on it. */
  people: z.array(ZProvisioningPerson),
});
export type TProvisioningLoad = z.infer<typeof ZProvisioningLoad>;

export const ZLoadParams = z.object({ id: zUuid, loadId: zUuid });
export const ZLoadTaskParams = ZLoadParams.extend({ taskId: zUuid });

export const ZUpdateProvisioningTaskRequest = z.object({
  version: zVersion,
  users: z.array(zUuid).max(50).optional(),
  start: zDay.optional(),
  targetCompletion: zDay.optional(),
  /** The day it was done: completes the task (nullFields: ["completion"] opens it again). */
  completion: zDay.optional(),
  nullFields: zNullFields(["start", "targetCompletion", "completion"] as const),
});
export type TUpdateProvisioningTaskRequest = z.infer<typeof ZUpdateProvisioningTaskRequest>;

export const ZAcceptEquipmentRequest = z.object({
  /** The load's version. */
  version: zVersion,
  lineIds: z.array(zUuid).min(1).max(500),
});
export type TAcceptEquipmentRequest = z.infer<typeof ZAcceptEquipmentRequest>;

export const ZAssignSerialNumbersRequest = z.object({
  /** The load's version. */
  version: zVersion,
  lines: z
    .array(
      z.object({
        orderLineId: zUuid,
        serialNumbers: z.array(z.string().trim().min(1).max(100)).max(1000),
      }),
    )
    .min(1)
    .max(500),
});
export type TAssignSerialNumbersRequest = z.infer<typeof ZAssignSerialNumbersRequest>;
