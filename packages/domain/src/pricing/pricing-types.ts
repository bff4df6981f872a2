import type { BillingFrequency, PricingModel, TermMonths } from "./pricing-constants.ts";
import type { TaxJurisdiction, TaxRateTable } from "./sales-tax.ts";

/**
 * Money, quantities, hours and percentages travel as decimal strings ("1200.50"), never floats.
 * The engine takes up to six decimals and values below a billion (decision 0004).
 */
export type DecimalString = string;

/**
 * Interpretation: the spec does not say whether a discount is an amount or a percent, so both are
 * accepted. It applies to the line's extended price (one-time, or each billing period for a
 * recurring line) and never takes the price below zero.
 */
export type LineDiscount = { amount: DecimalString } | { percent: DecimalString };

interface PricingLineBase {
  id: string;
  /** Units; for usage_based the estimated units per billing period. */
  quantity: DecimalString;
  /** Unit price: once for one_time, per billing period for recurring and usage_based. */
  price: DecimalString;
  /** Hard (distributor) unit cost on the same basis as price; null or absent when none exists. */
  cost?: DecimalString | null;
  /** MSP's own unit cost (labour, overhead) on the same basis as price. */
  softCost?: DecimalString;
  /** Resource hours per unit; "Resource Hours Ext" is this times quantity. */
  resourceHours?: DecimalString;
  discount?: LineDiscount;
  /**
   * Interpretation: some goods and services (often labour) are not taxed; such a line estimates
   * no tax and the default is taxable.
   */
  taxExempt?: boolean;
}

export type PricingLineInput =
  | (PricingLineBase & { pricingModel: Extract<PricingModel, "one_time">; billingFrequency?: undefined })
  | (PricingLineBase & {
      pricingModel: Exclude<PricingModel, "one_time">;
      billingFrequency: BillingFrequency;
    });

export interface BundleProductInput {
  id: string;
  lines: readonly PricingLineInput[];
}

export interface BuildingInput {
  id: string;
  /** Domain §3: an amount off the building's one-time price (see applyBuildingDiscount). */
  discount?: DecimalString | null;
  bundleProducts: readonly BundleProductInput[];
}

export interface LocationInput {
  id: string;
  /** Where this location's sale is taxed; absent means the quote's point of sale. */
  taxJurisdiction?: TaxJurisdiction;
  buildings: readonly BuildingInput[];
}

export interface PriceQuoteInput {
  /** Deal term. */
  termMonths: TermMonths;
  /** The point-of-sale location's jurisdiction (domain §5: sales tax is estimated from it). */
  pointOfSale: TaxJurisdiction;
  taxRates: TaxRateTable;
  locations: readonly LocationInput[];
}

/** The figures every level reports; all money over the whole term unless named otherwise. */
export interface PricingTotals {
  oneTimeTotal: DecimalString;
  /** Recurring charge per billing period, one entry per frequency (periods differ, so never summed). */
  recurringTotals: Record<BillingFrequency, DecimalString>;
  /** One-time plus every recurring period over the term. */
  termTotal: DecimalString;
  /** Hard cost over the term. */
  cost: DecimalString;
  softCost: DecimalString;
  /** cost + softCost. */
  totalCost: DecimalString;
  /** termTotal − cost. */
  grossProfit: DecimalString;
  /** Percent to 2 decimals; null when there is no revenue. */
  grossMargin: DecimalString | null;
  /** termTotal − totalCost. */
  netProfit: DecimalString;
  netMargin: DecimalString | null;
  /** Resource Hours Ext (resource hours × quantity). */
  resourceHours: DecimalString;
  /** resourceHours × deal term in months. */
  totalResourceHours: DecimalString;
  /** Discount given over the term. */
  discount: DecimalString;
  estimatedSalesTax: DecimalString;
  /** Lines whose cost is highlighted because no distributor cost exists. */
  linesWithoutDistributorCost: number;
}

export interface PricedLine extends PricingTotals {
  id: string;
  pricingModel: PricingModel;
  billingFrequency: BillingFrequency | null;
  /** Invoices over the term: 1 for one_time. */
  billingPeriods: number;
  /** Unit cost + unit soft cost. */
  totalUnitCost: DecimalString;
  noDistributorCost: boolean;
  /** usage_based lines are priced on an estimated quantity. */
  estimated: boolean;
  taxRatePercent: DecimalString;
}

export interface PricedBundleProduct extends PricingTotals {
  id: string;
  lines: PricedLine[];
}

export interface PricedBuilding extends PricingTotals {
  id: string;
  /** The building's own discount as taken: the amount asked, at most its one-time revenue. */
  buildingDiscount: DecimalString;
  /** Estimated sales tax the building's own discount took off. */
  buildingDiscountTax: DecimalString;
  bundleProducts: PricedBundleProduct[];
}

export interface PricedLocation extends PricingTotals {
  id: string;
  taxRatePercent: DecimalString;
  /** No tax-rate row matched, so the tax estimate is zero and should read as unknown. */
  taxRateMissing: boolean;
  buildings: PricedBuilding[];
}

export interface PricedQuote extends PricingTotals {
  termMonths: TermMonths;
  locations: PricedLocation[];
}
