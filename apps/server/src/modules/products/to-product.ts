import {
  type BillingFrequency,
  formatMoney4,
  type PricingModel,
  productFigures,
  type TProduct,
} from "@q2c/domain";
import type { ProductRow } from "./repo.ts";

const moneyOrNull = (v: string | null): string | null => (v === null ? null : formatMoney4(v));

/**
 * A stored product as answered, with the figures derived from its prices (domain §5). Its ownership is
 * "platform" for rows of the platform account's tenant and "mine" otherwise, as an MSP sees them.
 * Shared with the CSV export, which writes the same fields.
 */
export function toProduct(row: ProductRow, platformTenantId: string): TProduct {
  return {
    id: row.id,
    accountId: row.accountId,
    ownership: row.tenantId === platformTenantId ? "platform" : "mine",
    kind: row.kind as TProduct["kind"],
    categoryId: row.categoryId,
    manufacturerId: row.manufacturerId,
    distributorId: row.distributorId,
    name: row.name,
    description: row.description,
    status: row.status as TProduct["status"],
    manufacturerPartNumber: row.manufacturerPartNumber,
    partnerPartNumber: row.partnerPartNumber,
    distributorPartNumber: row.distributorPartNumber,
    mspPartNumber: row.mspPartNumber,
    pricingModel: row.pricingModel as PricingModel,
    billingFrequency: row.billingFrequency as BillingFrequency | null,
    listPrice: moneyOrNull(row.listPrice),
    cost: moneyOrNull(row.cost),
    softCost: formatMoney4(row.softCost),
    price: formatMoney4(row.price),
    recurringListPrice: moneyOrNull(row.recurringListPrice),
    recurringCost: moneyOrNull(row.recurringCost),
    recurringSoftCost: moneyOrNull(row.recurringSoftCost),
    recurringPrice: moneyOrNull(row.recurringPrice),
    resourceHours: formatMoney4(row.resourceHours),
    startDate: row.startDate,
    stopDate: row.stopDate,
    supportStartDate: row.supportStartDate,
    supportEndDate: row.supportEndDate,
    specialPricingStartDate: row.specialPricingStartDate,
    specialPricingEndDate: row.specialPricingEndDate,
    notes: row.notes,
    tag: row.tag,
    costMethod: row.costMethod as TProduct["costMethod"],
    priceMethod: row.priceMethod as TProduct["priceMethod"],
    taxable: row.taxable,
    psCode: row.psCode,
    unit: row.unit,
    ...productFigures({ price: row.price, cost: row.cost, softCost: row.softCost }),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
