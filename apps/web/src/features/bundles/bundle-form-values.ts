import {
  bundleTotals,
  type TBundleDetail,
  type TBundleItemProduct,
  type TProduct,
  zPositiveQuantity,
  zRequiredText,
  zText,
} from "@q2c/domain";
import { z } from "zod";
import type { BundleCreateBody, BundleUpdateBody } from "../../api/bundles-api.ts";

/** One item row: its product as last read, so the row can show it without another call. */
export interface BundleItemValue {
  /** React key of the row (item rows can hold the same product twice). */
  key: string;
  productId: string;
  /** What the NumberInput holds: a number, or a string while typing or as the server sent it. */
  quantity: number | string;
  product: TBundleItemProduct | null;
}

export interface BundleFormValues {
  name: string;
  description: string;
  bundleTypeId: string | null;
  categoryId: string | null;
  items: BundleItemValue[];
}

/** The form's checks: the request schemas' own rules, so the page says what the server would. */
export const ZBundleForm = z.object({
  name: zRequiredText("Name", 200),
  description: zText(5000),
  items: z.array(z.object({ quantity: zPositiveQuantity })),
});

export const EMPTY_BUNDLE: BundleFormValues = {
  name: "",
  description: "",
  bundleTypeId: null,
  categoryId: null,
  items: [],
};

let rowCount = 0;
const nextRowKey = () => `row-${++rowCount}`;

export function formValuesOf(bundle: TBundleDetail): BundleFormValues {
  return {
    name: bundle.name,
    description: bundle.description,
    bundleTypeId: bundle.bundleTypeId,
    categoryId: bundle.categoryId,
    items: [...bundle.items]
      .sort((a, b) => a.position - b.position)
      .map((item) => ({
        key: item.id,
        productId: item.productId,
        quantity: item.quantity,
        product: item.product,
      })),
  };
}

/** A search result as an item row's product (what GET /bundles/:id would show of it). */
export function itemProductOf(p: TProduct): TBundleItemProduct {
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    manufacturerPartNumber: p.manufacturerPartNumber,
    price: p.price,
    recurringPrice: p.recurringPrice,
    pricingModel: p.pricingModel,
    cost: p.cost,
    ownership: p.ownership,
  };
}

export const newItemRow = (p: TProduct): BundleItemValue => ({
  key: nextRowKey(),
  productId: p.id,
  quantity: 1,
  product: itemProductOf(p),
});

const quantityText = (q: number | string) => String(q).trim();
/** A quantity the totals can use; anything the form would refuse counts as nothing until it is fixed. */
const usableQuantity = (q: number | string) => {
  const text = quantityText(q);
  return /^\d+(\.\d+)?$/.test(text) ? text : "0";
};

/** Totals of the rows as typed, exact (decimal.js, through the domain's bundleTotals). */
export function totalsOf(items: readonly BundleItemValue[]) {
  return bundleTotals(
    items.map((item) => ({
      quantity: usableQuantity(item.quantity),
      price: item.product?.price,
      recurringPrice: item.product?.recurringPrice,
    })),
  );
}

const itemsBody = (items: readonly BundleItemValue[]) =>
  items.map((item) => ({ productId: item.productId, quantity: quantityText(item.quantity) }));

export function createBodyOf(values: BundleFormValues): BundleCreateBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    ...(values.bundleTypeId ? { bundleTypeId: values.bundleTypeId } : {}),
    ...(values.categoryId ? { categoryId: values.categoryId } : {}),
    items: itemsBody(values.items),
  };
}

/** The whole bundle with the version read; the item list is replaced as a whole. */
export function updateBodyOf(values: BundleFormValues, version: number): BundleUpdateBody {
  return {
    version,
    name: values.name.trim(),
    description: values.description.trim(),
    bundleTypeId: values.bundleTypeId,
    categoryId: values.categoryId,
    items: itemsBody(values.items),
  };
}
