import type { TBundle, TBundleDetail, TBundleItem, TBundleType } from "@q2c/domain";
import { MSP, PLATFORM } from "../accounts/test-data.ts";

/** Fixtures of the bundle pages' tests. */
let n = 0;
const nextId = () => `0190a000-0000-7000-8000-${String(8000 + ++n).padStart(12, "0")}`;

export function bundleType(overrides: Partial<TBundleType> = {}): TBundleType {
  return {
    id: nextId(),
    ownership: "mine",
    name: "Office",
    categoryId: null,
    position: 0,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function bundle(overrides: Partial<TBundle> = {}): TBundle {
  return {
    id: nextId(),
    accountId: MSP,
    ownership: "mine",
    name: "Small office kit",
    description: "",
    bundleTypeId: null,
    categoryId: null,
    status: "active",
    itemCount: 0,
    oneTimeTotal: "0.00",
    recurringTotal: "0.00",
    version: 1,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export const bundleDetail = (overrides: Partial<TBundleDetail> = {}): TBundleDetail => ({
  ...bundle(),
  items: [],
  ...overrides,
});

export const platformBundle = (overrides: Partial<TBundleDetail> = {}) =>
  bundleDetail({ accountId: PLATFORM, ownership: "platform", name: "Platform retail kit", ...overrides });

export function bundleItem(
  overrides: Partial<TBundleItem> & { name?: string; price?: string } = {},
): TBundleItem {
  const { name = "Access point", price = "100.00", ...rest } = overrides;
  const productId = rest.productId ?? nextId();
  return {
    id: nextId(),
    productId,
    quantity: "1.00",
    position: 0,
    product: {
      id: productId,
      name,
      kind: "product",
      manufacturerPartNumber: "AP-1",
      price,
      recurringPrice: null,
      pricingModel: "one_time",
      cost: "60.00",
      ownership: "mine",
    },
    ...rest,
  };
}
