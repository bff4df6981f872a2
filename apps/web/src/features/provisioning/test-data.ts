import type { TProvisioningLine, TProvisioningLoad, TProvisioningTask } from "@q2c/domain";
import { fakeUser } from "../../test/fixtures.ts";
import { MSP } from "../accounts/test-data.ts";
import { ORDERS_USER } from "../orders/test-data.ts";

/** Fixtures of the provisioning page's tests. */
export const ORDER = "0190b000-0000-7000-8000-00000000e001";
export const LOAD = "0190b000-0000-7000-8000-00000000e002";
export const ENGINEER = "0190b000-0000-7000-8000-00000000e003";
export const OPS = "0190b000-0000-7000-8000-00000000e004";

/** Northwind's engineer (rule engineeringOrOperations), with the order plan. */
export const ENGINEER_USER = fakeUser({
  id: ENGINEER,
  accountId: MSP,
  mspAccountId: MSP,
  accountName: "Northwind IT",
  role: "engineering",
  userRole: "engineering",
  roles: ["engineering"],
  entitlements: { hasOrderManagementSystem: true },
});
/** Northwind's sales user: reads provisioning, does not work it. */
export const SALES_USER = ORDERS_USER;

export function task(overrides: Partial<TProvisioningTask> = {}): TProvisioningTask {
  return {
    id: "0190b000-0000-7000-8000-00000000f001",
    bundleProductId: "0190b000-0000-7000-8000-00000000f101",
    bundleProductName: "Office Wi-Fi",
    items: "Confirm ceiling heights",
    users: [ENGINEER],
    start: "2026-12-01",
    targetCompletion: "2026-12-15",
    completion: null,
    completedBy: null,
    version: 1,
    ...overrides,
  };
}

export function line(overrides: Partial<TProvisioningLine> = {}): TProvisioningLine {
  return {
    id: "0190b000-0000-7000-8000-00000000f201",
    suborderId: "0190b000-0000-7000-8000-00000000f301",
    lineNumber: 1,
    name: "Access point",
    partNumber: "MR46-HW",
    quantity: "2.000000",
    status: "delivered",
    live: true,
    shippedAt: "2026-01-05T00:00:00.000Z",
    deliveredAt: "2026-01-07T00:00:00.000Z",
    serialNumbers: [],
    acceptEquipment: true,
    acceptedAt: null,
    acceptedBy: null,
    ...overrides,
  };
}

export function sampleLoad(overrides: Partial<TProvisioningLoad> = {}): TProvisioningLoad {
  return {
    id: LOAD,
    orderId: ORDER,
    buildingId: "0190b000-0000-7000-8000-00000000f401",
    buildingName: "Main building",
    siteName: "Adatum HQ",
    completedAt: null,
    progress: {
      tasks: 2,
      tasksDone: 1,
      equipment: 2,
      delivered: 1,
      toAccept: 1,
      accepted: 0,
      complete: false,
    },
    version: 3,
    orderNumber: 7,
    orderStatus: "provisioning",
    dealName: "Adatum Wi-Fi refresh",
    accountName: "Adatum Corp",
    tasks: [
      task(),
      task({
        id: "0190b000-0000-7000-8000-00000000f002",
        items: "Book the scissor lift",
        users: [],
        completion: "2026-01-09",
        completedBy: OPS,
        version: 2,
      }),
    ],
    lines: [
      line(),
      line({
        id: "0190b000-0000-7000-8000-00000000f202",
        lineNumber: 2,
        name: "PoE switch",
        partNumber: "MS120-24P",
        quantity: "1.000000",
        status: "shipped",
        deliveredAt: null,
        acceptEquipment: false,
        serialNumbers: ["Q2SW-0001"],
      }),
    ],
    people: [
      {
        id: ENGINEER,
        name: "Erin Engineer",
        email: "engineer@msp.demo",
        role: "engineering",
        assignable: true,
      },
      { id: OPS, name: "Olga Ops", email: "ops@msp.demo", role: "operations", assignable: true },
    ],
    ...overrides,
  };
}
