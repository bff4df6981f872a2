import type { TOrder, TOrderLine, TOrderListItem, TSuborder } from "@q2c/domain";
import { fakeUser } from "../../test/fixtures.ts";
import { CUSTOMER, MSP } from "../accounts/test-data.ts";

/** Fixtures of the order pages' tests. */
let n = 0;
const nextId = () => `0190b000-0000-7000-8000-${String(7000 + ++n).padStart(12, "0")}`;

/** Northwind's sales user, whose account has the order management entitlement. */
export const ORDERS_USER = fakeUser({
  accountId: MSP,
  mspAccountId: MSP,
  accountName: "Northwind IT",
  role: "sales",
  userRole: "sales",
  roles: ["sales"],
  entitlements: { hasOrderManagementSystem: true },
});
export { CUSTOMER };

export const QUOTE = "0190b000-0000-7000-8000-00000000a001";
export const BUILDING_HQ = "0190b000-0000-7000-8000-00000000b001";
export const BUILDING_WAREHOUSE = "0190b000-0000-7000-8000-00000000b002";
export const INGRAM = "0190b000-0000-7000-8000-00000000d001";

export function orderListItem(overrides: Partial<TOrderListItem> = {}): TOrderListItem {
  return {
    id: nextId(),
    orderNumber: 1,
    projectId: QUOTE,
    dealName: "Adatum Wi-Fi refresh",
    accountId: CUSTOMER,
    accountName: "Adatum Corp",
    status: "draft",
    endedReason: "",
    currency: "USD",
    oneTimeTotal: "12345.50",
    monthlyTotal: "420.00",
    createdAt: "2026-03-02T10:00:00.000Z",
    updatedAt: "2026-03-03T10:00:00.000Z",
    version: 1,
    suborderCount: 3,
    ...overrides,
  };
}

const address = {
  companyName: "Adatum Corp",
  contact: "Pat Buyer",
  address1: "1 Harbour Way",
  address2: "",
  city: "Seattle",
  state: "WA",
  postalCode: "98101",
  countryCode: "US",
  email: "pat@adatum.example",
};

export function suborder(overrides: Partial<TSuborder> = {}): TSuborder {
  return {
    id: nextId(),
    buildingId: BUILDING_HQ,
    buildingName: "Main building",
    siteName: "Seattle HQ",
    distributorId: INGRAM,
    distributorName: "Ingram Micro",
    status: "draft",
    shipTo: address,
    isCustomerShippingAddress: false,
    distributorOrderNumber: null,
    sentAt: null,
    lastError: "",
    shippingIncomplete: true,
    providerId: null,
    lastReadAt: null,
    nextReadAt: null,
    readFailures: 0,
    version: 1,
    ...overrides,
  };
}

export function orderLine(overrides: Partial<TOrderLine> = {}): TOrderLine {
  return {
    id: nextId(),
    suborderId: null,
    lineNumber: 1,
    buildingId: BUILDING_HQ,
    name: "Access point",
    partNumber: "AP-1",
    distributorPartNumber: "IM-AP-1",
    pricingModel: "one_time",
    billingFrequency: null,
    quantity: "4.000000",
    price: "250.000000",
    cost: "180.000000",
    status: "pending",
    rejectReason: "",
    shippedQuantity: "0",
    shippedAt: null,
    deliveredAt: null,
    serialNumbers: [],
    ...overrides,
  };
}

/**
 * An order of two buildings: Seattle HQ with an Ingram suborder (two lines, one rejected) and a procure
 * manually one, the warehouse with an Ingram suborder all shipped; and a monthly service at HQ.
 */
export function sampleOrder(overrides: Partial<TOrder> = {}): TOrder {
  const hqIngram = suborder({ distributorOrderNumber: "IM-4471", sentAt: "2026-03-04T09:00:00.000Z" });
  const hqManual = suborder({ distributorId: null, distributorName: "", isCustomerShippingAddress: true });
  const warehouse = suborder({
    buildingId: BUILDING_WAREHOUSE,
    buildingName: "Warehouse",
    siteName: "Tacoma",
    status: "shipped",
    shippingIncomplete: false,
    shipTo: { ...address, address1: "9 Dock Road", city: "Tacoma", postalCode: "98402" },
  });
  return {
    ...orderListItem({ suborderCount: 3 }),
    customerShipTo: address,
    shipments: [],
    suborders: [hqIngram, hqManual, warehouse],
    lines: [
      orderLine({ suborderId: hqIngram.id, lineNumber: 1, status: "placed" }),
      orderLine({
        suborderId: hqIngram.id,
        lineNumber: 2,
        name: "PoE switch",
        partNumber: "SW-24",
        distributorPartNumber: "IM-SW-24",
        quantity: "1.000000",
        price: "1200.000000",
        cost: "900.000000",
        status: "rejected",
        rejectReason: "Unknown SKU (EN)",
      }),
      orderLine({
        suborderId: hqManual.id,
        lineNumber: 1,
        name: "Cable kit",
        partNumber: "CBL-KIT",
        distributorPartNumber: "",
        quantity: "10.000000",
        price: "12.500000",
        cost: null,
      }),
      orderLine({
        suborderId: warehouse.id,
        buildingId: BUILDING_WAREHOUSE,
        lineNumber: 1,
        name: "Outdoor AP",
        partNumber: "AP-OUT",
        status: "shipped",
        shippedAt: "2026-03-05T09:00:00.000Z",
      }),
      orderLine({
        name: "Managed Wi-Fi",
        partNumber: "",
        distributorPartNumber: "",
        pricingModel: "subscription",
        billingFrequency: "monthly",
        quantity: "1.000000",
        price: "420.000000",
        cost: "200.000000",
      }),
    ],
    mainAccounts: { msp: { id: MSP, accountName: "Northwind IT" }, partner: null },
    ...overrides,
  };
}
