import { z } from "zod";
import { CONTRACT_MESSAGES, CONTRACT_STATUSES } from "../contracts/contract-terms.ts";
import { ZPageQuery } from "../pagination.ts";
import { zPricingFigure } from "../pricing/pricing-figure.schema.ts";
import { zUuid } from "../validation/rules.ts";
import { zDay, zNullFields, zRequiredText, zText, zVersion } from "./common.ts";

// Contracts and contract products (domain §1; /contract pages; apply-contract on a quote).

export const CONTRACT_PRODUCTS_MAX = 2000;

export const ZContractProduct = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  partNumber: z.string(),
  /** The agreed unit price, a decimal string. */
  price: z.string(),
  /** The catalogue's own price of the product today, to show the saving; null if it left the catalogue. */
  listPrice: z.string().nullable(),
  position: z.number().int(),
});
export type TContractProduct = z.infer<typeof ZContractProduct>;

const contractHead = {
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  name: z.string(),
  reference: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  productCount: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
};

export const ZContractListItem = z.object(contractHead);
export type TContractListItem = z.infer<typeof ZContractListItem>;

export const ZContract = z.object({
  ...contractHead,
  notes: z.string(),
  createdAt: z.string(),
  products: z.array(ZContractProduct),
});
export type TContract = z.infer<typeof ZContract>;

/** GET /contracts: newest first; `status` filters on today's date. */
export const ZContractListQuery = ZPageQuery.extend({
  accountId: zUuid.optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  /** Contract name, reference or customer name. */
  search: z.string().trim().max(100).optional(),
});
export type TContractListQuery = z.infer<typeof ZContractListQuery>;

const ZContractProductInput = z.object({
  productId: zUuid,
  price: zPricingFigure(),
});

const endsAfterStart = (c: { startsOn?: string; endsOn?: string | null }) =>
  !c.startsOn || !c.endsOn || c.endsOn >= c.startsOn;
const uniqueProducts = (c: { products?: { productId: string }[] }) =>
  !c.products || new Set(c.products.map((p) => p.productId)).size === c.products.length;

const contractFields = {
  name: zRequiredText("Contract name", 200),
  reference: zText(100).optional(),
  startsOn: zDay,
  endsOn: zDay.nullish(),
  notes: zText(5000).optional(),
  /** The whole list of agreed prices, in the order shown; replaces the stored list on update. */
  products: z.array(ZContractProductInput).max(CONTRACT_PRODUCTS_MAX).optional(),
};

/** POST /contracts: a contract with one customer of the MSP. */
export const ZCreateContractRequest = z
  .object({ accountId: zUuid, ...contractFields })
  .refine(endsAfterStart, { message: CONTRACT_MESSAGES.endsBeforeStart, path: ["endsOn"] })
  .refine(uniqueProducts, { message: CONTRACT_MESSAGES.duplicateProduct, path: ["products"] });
export type TCreateContractRequest = z.infer<typeof ZCreateContractRequest>;

/** PUT /contracts/{id}: the fields given change; `products`, when given, replaces the list. */
export const ZUpdateContractRequest = z
  .object({
    version: zVersion,
    name: contractFields.name.optional(),
    reference: contractFields.reference,
    startsOn: zDay.optional(),
    endsOn: zDay.nullish(),
    notes: contractFields.notes,
    products: contractFields.products,
    nullFields: zNullFields(["endsOn"]),
  })
  .refine(endsAfterStart, { message: CONTRACT_MESSAGES.endsBeforeStart, path: ["endsOn"] })
  .refine(uniqueProducts, { message: CONTRACT_MESSAGES.duplicateProduct, path: ["products"] });
export type TUpdateContractRequest = z.infer<typeof ZUpdateContractRequest>;

/** POST /projects/{id}/apply-contract: the quote's version, as for any write, and the customer's contract. */
export const ZApplyContractRequest = z.object({ version: zVersion, contractId: zUuid });
export type TApplyContractRequest = z.infer<typeof ZApplyContractRequest>;
