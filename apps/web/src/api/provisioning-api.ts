import type {
  TAcceptEquipmentRequest,
  TAssignSerialNumbersRequest,
  TProvisioningLoad,
  TProvisioningLoadItem,
  TUpdateProvisioningTaskRequest,
} from "@q2c/domain";
import type { ApiError } from "./api-error.ts";
import { api } from "./client.ts";

// Provisioning (issue #18 §4, docs/orders.md "Provisioning"): an order's buildings, each a load of tasks and
// equipment. Writes carry a version and resolve a 409 (stale, or a move the server refuses) to its ApiError,
// so the page shows the server's words and reads the load again.

const enc = encodeURIComponent;
const loadsPath = (orderId: string) => `/orders/${enc(orderId)}/provisioning`;
const loadPath = (orderId: string, loadId: string) => `${loadsPath(orderId)}/${enc(loadId)}`;

export const provisioningApi = {
  list: (orderId: string) => api.get<TProvisioningLoadItem[]>(loadsPath(orderId)),
  /** A gone or unseen load leaves for the 404 page. */
  get: (orderId: string, loadId: string) =>
    api.get<TProvisioningLoad>(loadPath(orderId, loadId), { redirectOnNotFound: true }),
  updateTask: (orderId: string, loadId: string, taskId: string, body: TUpdateProvisioningTaskRequest) =>
    api.put<TProvisioningLoad>(`${loadPath(orderId, loadId)}/tasks/${enc(taskId)}`, body, {
      ignore409: true,
    }) as Promise<TProvisioningLoad | ApiError>,
  accept: (orderId: string, loadId: string, body: TAcceptEquipmentRequest) =>
    api.post<TProvisioningLoad>(`${loadPath(orderId, loadId)}/accept`, body, { ignore409: true }) as Promise<
      TProvisioningLoad | ApiError
    >,
  assignSerialNumbers: (orderId: string, loadId: string, body: TAssignSerialNumbersRequest) =>
    api.put<TProvisioningLoad>(`${loadPath(orderId, loadId)}/serial-numbers`, body, {
      ignore409: true,
    }) as Promise<TProvisioningLoad | ApiError>,
};
