import type { TProcureGroup, TProcureResponse, TProcureSuborder } from "@q2c/domain";
import { CUSTOMER } from "../accounts/test-data.ts";
import { INGRAM } from "../orders/test-data.ts";

/** Fixtures of /procure's tests. */
let n = 0;
const nextId = () => `0190b000-0000-7000-8000-${String(9000 + ++n).padStart(12, "0")}`;

export const ORDER_ID = "0190b000-0000-7000-8000-00000000e001";

const shipTo = {
  companyName: "Adatum Corp",
  contact: "",
  address1: "1 Harbour Way",
  address2: "",
  city: "Seattle",
  state: "WA",
  postalCode: "98101",
  countryCode: "US",
  email: "",
};

export function procureSuborder(overrides: Partial<TProcureSuborder> = {}): TProcureSuborder {
  return {
    id: nextId(),
    version: 1,
    orderId: ORDER_ID,
    orderNumber: 4,
    dealName: "Adatum Wi-Fi refresh",
    accountId: CUSTOMER,
    accountName: "Adatum Corp",
    siteName: "Seattle HQ",
    buildingName: "Main building",
    shipTo,
    isCustomerShippingAddress: false,
    lastError: "",
    lines: [
      {
        id: nextId(),
        lineNumber: 1,
        name: "Access point",
        partNumber: "MR46-HW",
        distributorPartNumber: "MR46-HW",
        quantity: "4.000000",
        cost: "180.000000",
      },
      {
        id: nextId(),
        lineNumber: 2,
        name: "PoE switch",
        partNumber: "MS120-24P",
        distributorPartNumber: "MS120-24P",
        quantity: "1.000000",
        cost: "900.000000",
      },
    ],
    costTotal: "1620.00",
    ...overrides,
  };
}

export function procureGroup(overrides: Partial<TProcureGroup> = {}): TProcureGroup {
  const suborders = overrides.suborders ?? [procureSuborder()];
  return {
    distributorId: INGRAM,
    distributorName: "Tailspin Distribution",
    channel: "distributor",
    suborders,
    costTotal: suborders.reduce((s, x) => s + Number(x.costTotal), 0).toFixed(2),
    availability: {
      status: "known",
      providerId: "demo",
      error: "",
      data: [
        {
          partNumber: "MR46-HW",
          status: "available",
          cost: "175.00",
          listPrice: "249.00",
          currency: "USD",
          availableQuantity: 120,
          warehouses: [],
        },
        {
          partNumber: "MS120-24P",
          status: "backorder",
          cost: "880.00",
          listPrice: "1100.00",
          currency: "USD",
          availableQuantity: 0,
          warehouses: [],
        },
      ],
    },
    ...overrides,
  };
}

export const procureAnswer = (groups: TProcureGroup[]): TProcureResponse => ({ groups, truncated: false });
