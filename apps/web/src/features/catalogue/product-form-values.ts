import type { FormErrors } from "@mantine/form";
import {
  type BillingFrequency,
  type COST_METHODS,
  isServiceKind,
  type PRICE_METHODS,
  type PricingModel,
  type ProductKind,
  requiredMessage,
  type TProduct,
  ZCreateProductRequest,
} from "@q2c/domain";
import type { ProductCreateBody, ProductUpdateBody } from "../../api/products-api.ts";
import { zodValidate } from "../../app/forms/form-helpers.ts";
import { RECURRING_KINDS } from "./catalogue-kinds.ts";

/** The product form: every input as typed (text, "" when empty), so nothing is lost while editing. */
export interface ProductFormValues {
  name: string;
  categoryId: string;
  status: "active" | "inactive";
  description: string;
  tag: string;
  unit: string;
  taxable: boolean;
  manufacturerPartNumber: string;
  partnerPartNumber: string;
  distributorPartNumber: string;
  mspPartNumber: string;
  pricingModel: PricingModel;
  billingFrequency: BillingFrequency | null;
  listPrice: string;
  cost: string;
  softCost: string;
  price: string;
  recurringListPrice: string;
  recurringCost: string;
  recurringSoftCost: string;
  recurringPrice: string;
  costMethod: (typeof COST_METHODS)[number];
  priceMethod: (typeof PRICE_METHODS)[number];
  resourceHours: string;
  psCode: string;
  startDate: string;
  stopDate: string;
  supportStartDate: string;
  supportEndDate: string;
  specialPricingStartDate: string;
  specialPricingEndDate: string;
  notes: string;
}

const TEXT_FIELDS = [
  "description",
  "tag",
  "unit",
  "manufacturerPartNumber",
  "partnerPartNumber",
  "distributorPartNumber",
  "mspPartNumber",
  "psCode",
  "notes",
] as const;
/** Empty means "none" (null on the wire): optional prices and every date. */
const NULLABLE_FIELDS = [
  "listPrice",
  "cost",
  "recurringListPrice",
  "recurringCost",
  "recurringSoftCost",
  "recurringPrice",
  "startDate",
  "stopDate",
  "supportStartDate",
  "supportEndDate",
  "specialPricingStartDate",
  "specialPricingEndDate",
] as const;

/** A new product of `kind` in `categoryId`, with the defaults that kind usually has. */
export function newProductValues(kind: ProductKind, categoryId: string): ProductFormValues {
  const recurring = RECURRING_KINDS.includes(kind);
  return {
    name: "",
    categoryId,
    status: "active",
    description: "",
    tag: "",
    unit: "",
    // Labour is usually not taxed, goods are.
    taxable: !isServiceKind(kind),
    manufacturerPartNumber: "",
    partnerPartNumber: "",
    distributorPartNumber: "",
    mspPartNumber: "",
    pricingModel: recurring ? "recurring" : "one_time",
    billingFrequency: recurring ? "monthly" : null,
    listPrice: "",
    cost: "",
    softCost: "0",
    price: "",
    recurringListPrice: "",
    recurringCost: "",
    recurringSoftCost: "",
    recurringPrice: "",
    costMethod: "Manual",
    priceMethod: "Manual",
    resourceHours: "0",
    psCode: "",
    startDate: "",
    stopDate: "",
    supportStartDate: "",
    supportEndDate: "",
    specialPricingStartDate: "",
    specialPricingEndDate: "",
    notes: "",
  };
}

/** The form's values for a stored product. */
export function formValuesOf(p: TProduct): ProductFormValues {
  const values = { ...newProductValues(p.kind, p.categoryId) } as ProductFormValues;
  for (const key of Object.keys(values) as (keyof ProductFormValues)[]) {
    const stored = p[key];
    (values as unknown as Record<string, unknown>)[key] = stored === null ? "" : stored;
  }
  values.billingFrequency = p.billingFrequency;
  return values;
}

/** Every field as the API reads it; empty optional fields are null, empty soft cost and hours 0. */
function wireFields(v: ProductFormValues) {
  const nullable = Object.fromEntries(
    NULLABLE_FIELDS.map((key) => [key, v[key].trim() === "" ? null : v[key].trim()]),
  ) as Record<(typeof NULLABLE_FIELDS)[number], string | null>;
  const texts = Object.fromEntries(TEXT_FIELDS.map((key) => [key, v[key].trim()])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return {
    name: v.name.trim(),
    categoryId: v.categoryId,
    status: v.status,
    taxable: v.taxable,
    pricingModel: v.pricingModel,
    billingFrequency: v.billingFrequency,
    softCost: v.softCost.trim() || "0",
    price: v.price.trim(),
    resourceHours: v.resourceHours.trim() || "0",
    costMethod: v.costMethod,
    priceMethod: v.priceMethod,
    ...texts,
    ...nullable,
  };
}

/** POST /products: what is empty is left out (the server's defaults apply). */
export function createBodyOf(v: ProductFormValues, kind: ProductKind): ProductCreateBody {
  const fields = Object.entries(wireFields(v)).filter(([, value]) => value !== null);
  return { kind, ...Object.fromEntries(fields) } as ProductCreateBody;
}

/** PUT /products/:id: every field; a null clears it (sent as nullFields). */
export function updateBodyOf(v: ProductFormValues, version: number): ProductUpdateBody {
  return { ...wireFields(v), version };
}

const validateCreate = zodValidate(ZCreateProductRequest);

/** The domain's rules for a product (ZCreateProductRequest) on the form's fields. */
export function validateProduct(v: ProductFormValues, kind: ProductKind): FormErrors {
  const errors = validateCreate(createBodyOf(v, kind));
  // An empty price would otherwise read as a malformed number.
  if (v.price.trim() === "") errors.price = requiredMessage("Price");
  return errors;
}
