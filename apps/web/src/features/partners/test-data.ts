import type { TAccount, TDistributorProduct, TManufacturerPrice, TPriceAvailability } from "@q2c/domain";
import { account, nextId, PLATFORM } from "../accounts/test-data.ts";

/** Fixtures of the partner pages' tests. */
export const partner = (companyType: string, flags: Partial<TAccount>, overrides: Partial<TAccount> = {}) =>
  account({
    kind: "customer",
    companyType,
    isMSP: "no",
    parentId: PLATFORM,
    canManageContracts: "no",
    ...flags,
    ...overrides,
  });

export const distributorAccount = (o: Partial<TAccount> = {}) =>
  partner("distributor", { accountName: "Tailspin Distribution", isDistributor: "yes" }, o);
export const manufacturerAccount = (o: Partial<TAccount> = {}) =>
  partner("manufacturer", { accountName: "Proseware Devices", isManufacturer: "yes" }, o);
export const ispAccount = (o: Partial<TAccount> = {}) =>
  partner("isp", { accountName: "Woodgrove Fibre", isIsp: "yes" }, o);
export const isvAccount = (o: Partial<TAccount> = {}) =>
  partner("isv", { accountName: "Litware Software" }, o);

export const distributorProduct = (o: Partial<TDistributorProduct> = {}): TDistributorProduct => ({
  distributorPartNumber: "A1B2C3",
  manufacturerPartNumber: "MR36-HW",
  manufacturer: "Cisco Meraki",
  description: "Meraki MR36 Wi-Fi 6 access point",
  category: "Wireless access points",
  listPrice: "699.00",
  cost: "601.14",
  ...o,
});

export const availability = (o: Partial<TPriceAvailability> = {}): TPriceAvailability => ({
  partNumber: "A1B2C3",
  status: "available",
  cost: "601.14",
  listPrice: "699.00",
  currency: "USD",
  availableQuantity: 17,
  warehouses: [
    { name: "Memphis, TN", quantity: 12 },
    { name: "Miami, FL", quantity: 5 },
  ],
  ...o,
});

export const manufacturerPrice = (o: Partial<TManufacturerPrice> = {}): TManufacturerPrice => ({
  id: nextId(),
  manufacturerId: nextId(),
  manufacturerName: "Proseware Devices",
  accountId: null,
  categoryId: null,
  discountPercent: "12.50",
  startDate: "2026-01-01",
  endDate: "2026-12-31",
  notes: "Partner programme, silver tier",
  createdAt: "2026-01-02T10:00:00.000Z",
  ...o,
});
