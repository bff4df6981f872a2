import type { TCustomerOrder, TCustomerOrderListItem, TCustomerTracking } from "@q2c/domain";
import { fakeUser } from "../../test/fixtures.ts";

// The customer's side of an order in web tests: Adatum's user (a customer of Northwind, which has order
// management) and Adatum's order per site.

export const CUSTOMER_ACCOUNT = "0190a000-0000-7000-8000-000000000105";
export const ORDER_ID = "0190a000-0000-7000-8000-0000000f0001";

export const CUSTOMER_USER = fakeUser({
  email: "user@customer.demo",
  accountId: CUSTOMER_ACCOUNT,
  mspAccountId: "0190a000-0000-7000-8000-000000000101",
  accountName: "Adatum Corp",
  accountKind: "customer",
  isCustomer: true,
  isMSP: "no",
  role: "administrator",
  userRole: "administrator",
  roles: ["administrator"],
  // Its MSP's plan (decision 0013).
  entitlements: { hasOrderManagementSystem: true },
});

export function sampleCustomerListItem(over: Partial<TCustomerOrderListItem> = {}): TCustomerOrderListItem {
  return {
    id: ORDER_ID,
    orderNumber: 4,
    projectId: "0190a000-0000-7000-8000-0000000a0001",
    dealName: "Adatum HQ Wi-Fi refresh",
    providerName: "Northwind IT",
    status: "partially_shipped",
    currency: "USD",
    oneTimeTotal: "18250.00",
    monthlyTotal: "310.00",
    createdAt: "2026-03-01T09:00:00.000Z",
    updatedAt: "2026-03-03T10:00:00.000Z",
    buildings: 3,
    buildingsShipped: 1,
    buildingsInstalled: 0,
    ...over,
  };
}

const line = (
  id: string,
  name: string,
  over: Partial<TCustomerOrder["sites"][0]["buildings"][0]["lines"][0]> = {},
) => ({
  id,
  name,
  partNumber: "MR46-HW",
  kind: "equipment" as const,
  pricingModel: "one_time",
  quantity: "4.000000",
  price: "899.00",
  status: "placed",
  shippedQuantity: "0",
  shippedAt: null,
  deliveredAt: null,
  serialNumbers: [],
  acceptedAt: null,
  ...over,
});

export function sampleCustomerOrder(): TCustomerOrder {
  const { buildings: _b, buildingsShipped: _s, buildingsInstalled: _i, ...head } = sampleCustomerListItem();
  return {
    ...head,
    sites: [
      {
        siteName: "Headquarters",
        buildings: [
          {
            buildingId: "b1",
            buildingName: "Main building",
            progress: "partially_shipped",
            shippingIncomplete: true,
            installedAt: null,
            shipTo: {
              companyName: "Adatum Corp",
              contact: "Ada Tum",
              address1: "1 Harbour Way",
              address2: "",
              city: "Seattle",
              state: "WA",
              postalCode: "98101",
              countryCode: "US",
              email: "",
            },
            lines: [
              line("l1", "Meraki MR46 access point", {
                status: "shipped",
                shippedQuantity: "4",
                shippedAt: "2026-03-03T10:00:00.000Z",
                serialNumbers: ["Q2XX-1", "Q2XX-2"],
              }),
              line("l2", "Meraki MS120 switch", { partNumber: "MS120-24P" }),
              line("l3", "Access point installation", { kind: "service", partNumber: "" }),
            ],
            shipments: [
              {
                carrier: "UPS",
                trackingNumber: "1Z999AA10123456784",
                trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
                status: "in_transit",
                shipmentDate: "2026-03-03T06:00:00.000Z",
                shippedAt: "2026-03-03T10:00:00.000Z",
                deliveredAt: null,
                lines: [
                  {
                    orderLineId: "l1",
                    name: "Meraki MR46 access point",
                    partNumber: "MR46-HW",
                    quantity: "4",
                    serialNumbers: ["Q2XX-1", "Q2XX-2"],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        siteName: "Warehouse site",
        buildings: [
          {
            buildingId: "b2",
            buildingName: "Warehouse",
            progress: "installed",
            shippingIncomplete: false,
            installedAt: "2026-03-06T16:00:00.000Z",
            shipTo: null,
            lines: [line("l4", "Outdoor access point", { status: "delivered" })],
            shipments: [],
          },
        ],
      },
    ],
  };
}

export function sampleTracking(): TCustomerTracking {
  const pkg = sampleCustomerOrder().sites[0]?.buildings[0]?.shipments[0];
  if (!pkg) throw new Error("no package");
  return {
    ...pkg,
    orderId: ORDER_ID,
    orderNumber: 4,
    dealName: "Adatum HQ Wi-Fi refresh",
    siteName: "Headquarters",
    buildingName: "Main building",
  };
}
