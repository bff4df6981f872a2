import type { TContract, TContractListItem, TContractProduct } from "@q2c/domain";
import { fakeUser } from "../../test/fixtures.ts";
import { CUSTOMER, MSP } from "../accounts/test-data.ts";

/** Fixtures of the contract pages' tests. */
let n = 0;
const nextId = () => `0190a000-0000-7000-8000-${String(9000 + ++n).padStart(12, "0")}`;

/** Northwind's administrator, whose account has the contracts entitlement. */
export const CONTRACTS_ADMIN = fakeUser({
  accountId: MSP,
  mspAccountId: MSP,
  accountName: "Northwind IT",
  entitlements: { hasContracts: true },
});
export { CUSTOMER };

export function contractListItem(overrides: Partial<TContractListItem> = {}): TContractListItem {
  return {
    id: nextId(),
    accountId: CUSTOMER,
    accountName: "Adatum Corp",
    name: "Adatum agreement 2026",
    reference: "NW-ADT-2026",
    startsOn: "2026-01-01",
    endsOn: null,
    status: "active",
    productCount: 2,
    updatedAt: "2026-01-02T10:00:00.000Z",
    version: 1,
    ...overrides,
  };
}

export function contractProduct(overrides: Partial<TContractProduct> = {}): TContractProduct {
  return {
    id: nextId(),
    productId: nextId(),
    name: "Access point",
    partNumber: "AP-1",
    price: "85.00",
    listPrice: "100.00",
    position: 0,
    ...overrides,
  };
}

export function contract(overrides: Partial<TContract> = {}): TContract {
  return {
    ...contractListItem(),
    notes: "",
    createdAt: "2026-01-02T10:00:00.000Z",
    products: [],
    ...overrides,
  };
}
