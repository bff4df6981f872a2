import {
  CONTRACT_MESSAGES,
  requiredMessage,
  type TContract,
  type TContractProduct,
  type TProduct,
  zDay,
  zPricingFigure,
  zRequiredText,
  zText,
} from "@q2c/domain";
import { z } from "zod";
import type { ContractCreateBody, ContractUpdateBody } from "../../api/contracts-api.ts";

/** One agreed price: the product as last read, so the row shows it without another call. */
export interface ContractProductValue {
  /** React key of the row. */
  key: string;
  productId: string;
  name: string;
  partNumber: string;
  listPrice: string | null;
  /** The agreed price as typed (a decimal string on the wire). */
  price: string;
}

export interface ContractFormValues {
  name: string;
  reference: string;
  startsOn: string;
  /** Empty: no end. */
  endsOn: string;
  notes: string;
  products: ContractProductValue[];
}

const zRequiredDay = (label: string) => z.string().trim().min(1, requiredMessage(label)).pipe(zDay);
const endsAfterStart = (v: { startsOn: string; endsOn: string }) =>
  v.endsOn.trim() === "" || v.startsOn.trim() === "" || v.endsOn.trim() >= v.startsOn.trim();

/** An agreed price as the request checks it, and "Agreed price is required" while empty. */
const zAgreedPrice = z.string().superRefine((value, ctx) => {
  if (value.trim() === "") {
    ctx.addIssue({ code: "custom", message: requiredMessage("Agreed price") });
    return;
  }
  const checked = zPricingFigure().safeParse(value);
  if (!checked.success) ctx.addIssue({ code: "custom", message: checked.error.issues[0]?.message });
});

/** The head of a contract, checked as the request schemas would (same messages). */
const contractHead = {
  name: zRequiredText("Contract name", 200),
  reference: zText(100),
  startsOn: zRequiredDay("Start date"),
  endsOn: z.union([z.literal(""), zDay]),
};

export const ZContractForm = z
  .object({
    ...contractHead,
    notes: zText(5000),
    products: z.array(z.object({ price: zAgreedPrice })),
  })
  .refine(endsAfterStart, { message: CONTRACT_MESSAGES.endsBeforeStart, path: ["endsOn"] });

/** What the add dialog holds: the customer and the head of the contract. */
export interface NewContractValues {
  accountId: string | null;
  name: string;
  reference: string;
  startsOn: string;
  endsOn: string;
}

export const ZNewContractForm = z
  .object({
    accountId: z.string({ error: requiredMessage("Customer") }).min(1, requiredMessage("Customer")),
    ...contractHead,
  })
  .refine(endsAfterStart, { message: CONTRACT_MESSAGES.endsBeforeStart, path: ["endsOn"] });

export const newContractValues = (accountId: string | null, today: string): NewContractValues => ({
  accountId,
  name: "",
  reference: "",
  startsOn: today,
  endsOn: "",
});

export function createBodyOf(v: NewContractValues): ContractCreateBody {
  return {
    accountId: v.accountId ?? "",
    name: v.name.trim(),
    reference: v.reference.trim(),
    startsOn: v.startsOn.trim(),
    ...(v.endsOn.trim() === "" ? {} : { endsOn: v.endsOn.trim() }),
  };
}

const rowOf = (p: TContractProduct): ContractProductValue => ({
  key: p.id,
  productId: p.productId,
  name: p.name,
  partNumber: p.partNumber,
  listPrice: p.listPrice,
  price: p.price,
});

export function formValuesOf(c: TContract): ContractFormValues {
  return {
    name: c.name,
    reference: c.reference,
    startsOn: c.startsOn,
    endsOn: c.endsOn ?? "",
    notes: c.notes,
    products: [...c.products].sort((a, b) => a.position - b.position).map(rowOf),
  };
}

let rowCount = 0;
const partNumberOf = (p: TProduct) => p.manufacturerPartNumber || p.mspPartNumber || p.partnerPartNumber;

/** A catalogue search result as a new row; its agreed price starts at the catalogue's price. */
export const newProductRow = (p: TProduct): ContractProductValue => ({
  key: `new-${++rowCount}`,
  productId: p.id,
  name: p.name,
  partNumber: partNumberOf(p),
  listPrice: p.price,
  price: p.price,
});

const productsBody = (rows: readonly ContractProductValue[]) =>
  rows.map((p) => ({ productId: p.productId, price: p.price.trim() }));

/** A contract of these values for the customer: POST /contracts with the agreed prices in this order. */
export const fullCreateBodyOf =
  (accountId: string) =>
  (v: ContractFormValues): ContractCreateBody => ({
    ...createBodyOf({ ...v, accountId }),
    notes: v.notes.trim(),
    products: productsBody(v.products),
  });

/** The whole contract with the version read; the agreed prices replace the stored list, in this order. */
export function updateBodyOf(v: ContractFormValues, version: number): ContractUpdateBody {
  return {
    version,
    name: v.name.trim(),
    reference: v.reference.trim(),
    startsOn: v.startsOn.trim(),
    endsOn: v.endsOn.trim() === "" ? null : v.endsOn.trim(),
    notes: v.notes.trim(),
    products: productsBody(v.products),
  };
}
