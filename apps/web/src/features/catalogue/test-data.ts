import type { TCategory, TProduct } from "@q2c/domain";
import { category, MSP, PLATFORM } from "../accounts/test-data.ts";

/** Fixtures of the catalogue pages' tests. */
export const productsRoot: TCategory = category({
  id: "0190a000-0000-7000-8000-0000000c0001",
  name: "Products",
  rootKind: "product",
});
export const networking: TCategory = category({
  id: "0190a000-0000-7000-8000-0000000c1001",
  name: "Networking",
  parentId: productsRoot.id,
  position: 0,
});
export const switches: TCategory = category({
  id: "0190a000-0000-7000-8000-0000000c1004",
  name: "Switches",
  parentId: networking.id,
  position: 0,
});
export const supportRoot: TCategory = category({
  id: "0190a000-0000-7000-8000-0000000c0003",
  name: "Support",
  rootKind: "support",
  position: 2,
});
export const servicesRoot: TCategory = category({
  id: "0190a000-0000-7000-8000-0000000c0009",
  name: "Services",
  rootKind: "services",
  position: 8,
});
export const CATEGORIES = [productsRoot, networking, switches, supportRoot, servicesRoot];

let n = 0;
const nextProductId = () => `0190a000-0000-7000-8000-${String(7000 + ++n).padStart(12, "0")}`;

export function product(overrides: Partial<TProduct> = {}): TProduct {
  return {
    id: nextProductId(),
    accountId: MSP,
    ownership: "mine",
    kind: "product",
    categoryId: networking.id,
    manufacturerId: null,
    distributorId: null,
    name: "Switch 24",
    description: "",
    status: "active",
    manufacturerPartNumber: "SW-24",
    partnerPartNumber: "",
    distributorPartNumber: "",
    mspPartNumber: "NW-SW24",
    pricingModel: "one_time",
    billingFrequency: null,
    listPrice: "500.00",
    cost: "300.00",
    softCost: "20.00",
    price: "450.00",
    recurringListPrice: null,
    recurringCost: null,
    recurringSoftCost: null,
    recurringPrice: null,
    resourceHours: "1.00",
    startDate: null,
    stopDate: null,
    supportStartDate: null,
    supportEndDate: null,
    specialPricingStartDate: null,
    specialPricingEndDate: null,
    notes: "",
    tag: "",
    costMethod: "Manual",
    priceMethod: "Manual",
    taxable: true,
    psCode: "",
    unit: "",
    totalUnitCost: "320.00",
    grossProfit: "150.00",
    grossMargin: "33.33",
    netProfit: "130.00",
    netMargin: "28.89",
    costMissing: false,
    version: 1,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A product of the platform catalogue, as an MSP reads it. */
export const platformProduct = (overrides: Partial<TProduct> = {}) =>
  product({ accountId: PLATFORM, ownership: "platform", name: "Platform Firewall", ...overrides });
