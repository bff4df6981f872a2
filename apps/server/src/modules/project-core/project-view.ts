import {
  type PricedProject,
  type PricingTotals,
  roundUpToUnit,
  type TBundleTasks,
  type TLineFigures,
  type TPricingFigures,
  type TProjectBuilding,
  type TProjectBundleProduct,
  type TProjectLine,
  type TProjectLocation,
  type TQuoteTotals,
  toYesNo,
} from "@q2c/domain";
import { decimalOut } from "../../lib/decimal-out.ts";
import {
  type AggregateBundleProduct,
  type LineRow,
  lineDiscountOf,
  type ProjectAggregate,
} from "./aggregate.ts";

// The aggregate and its priced figures as the wire shapes of packages/domain/src/schemas/project-*.ts.

export function figuresOf(t: PricingTotals): TPricingFigures {
  return {
    oneTimeTotal: t.oneTimeTotal,
    recurringTotals: { ...t.recurringTotals },
    termTotal: t.termTotal,
    cost: t.cost,
    softCost: t.softCost,
    totalCost: t.totalCost,
    grossProfit: t.grossProfit,
    grossMargin: t.grossMargin,
    netProfit: t.netProfit,
    netMargin: t.netMargin,
    resourceHours: t.resourceHours,
    totalResourceHours: t.totalResourceHours,
    discount: t.discount,
    estimatedSalesTax: t.estimatedSalesTax,
    linesWithoutDistributorCost: t.linesWithoutDistributorCost,
  };
}

export function quoteTotalsOf(priced: PricedProject): TQuoteTotals {
  return {
    ...figuresOf(priced.quote),
    termMonths: priced.quote.termMonths,
    range: priced.range,
    pricedLineCount: priced.pricedLineCount,
  };
}

const ZERO = "0.00";
const ZERO_TOTALS: PricingTotals = {
  oneTimeTotal: ZERO,
  recurringTotals: { monthly: ZERO, quarterly: ZERO, annually: ZERO, annually_3y: ZERO },
  termTotal: ZERO,
  cost: ZERO,
  softCost: ZERO,
  totalCost: ZERO,
  grossProfit: ZERO,
  grossMargin: null,
  netProfit: ZERO,
  netMargin: null,
  resourceHours: "0",
  totalResourceHours: "0",
  discount: ZERO,
  estimatedSalesTax: ZERO,
  linesWithoutDistributorCost: 0,
};

/** Totals of a project that was never priced (a row from before its first change). */
export function storedTotals(json: Record<string, unknown>, termMonths: number): TQuoteTotals {
  if (typeof json.termTotal === "string") return json as unknown as TQuoteTotals;
  const none = { oneTimeTotal: ZERO, termTotal: ZERO };
  return { ...ZERO_TOTALS, termMonths, range: { low: none, high: none }, pricedLineCount: 0 };
}

/** Numeric columns come back padded to their scale ("2.000000"); the wire carries them trimmed. */
export function trimDecimal(v: string): string;
export function trimDecimal(v: string | null): string | null;
export function trimDecimal(v: string | null): string | null {
  return v === null ? null : decimalOut(v, 0);
}

export function lineView(line: LineRow, figures: TLineFigures | undefined): TProjectLine {
  const discount = lineDiscountOf(line);
  return {
    id: line.id,
    bundleProductId: line.bundleProductId,
    productId: line.productId,
    name: line.name,
    partNumber: line.partNumber,
    pricingModel: line.pricingModel as TProjectLine["pricingModel"],
    billingFrequency: line.billingFrequency as TProjectLine["billingFrequency"],
    quantity: trimDecimal(line.quantity),
    price: trimDecimal(line.price),
    cost: trimDecimal(line.cost),
    softCost: trimDecimal(line.softCost),
    resourceHours: trimDecimal(line.resourceHours),
    discount:
      discount === null
        ? null
        : "percent" in discount
          ? { percent: trimDecimal(discount.percent) }
          : { amount: trimDecimal(discount.amount) },
    taxExempt: line.taxExempt,
    contractProductId: line.contractProductId,
    optional: line.optional,
    alternativeGroup: line.alternativeGroup,
    chosen: line.chosen,
    notes: line.notes,
    position: line.position,
    approvedAt: line.approvedAt?.toISOString() ?? null,
    approvedBy: line.approvedBy,
    ...(figures ? { figures } : {}),
  };
}

const NO_FIGURES = {
  ...ZERO_TOTALS,
  billingPeriods: 0,
  totalUnitCost: "0.00",
  noDistributorCost: false,
  estimated: false,
  taxRatePercent: "0",
};

function bundleProductView(
  bp: AggregateBundleProduct,
  priced: PricedProject,
  totals: PricingTotals | undefined,
  withLineFigures: boolean,
): TProjectBundleProduct {
  const t = totals ? figuresOf(totals) : figuresOf(NO_FIGURES);
  return {
    id: bp.id,
    buildingId: bp.buildingId,
    bundleId: bp.bundleId,
    name: bp.name,
    categoryId: bp.categoryId,
    providerLinkId: bp.providerLinkId,
    manufacturerId: bp.manufacturerId,
    distributorId: bp.distributorId,
    acceptEquipment: toYesNo(bp.acceptEquipment),
    ingramPartNumber: bp.ingramPartNumber,
    recurringPrice: roundUpToUnit(t.recurringTotals.monthly),
    position: bp.position,
    tasks: {
      items: [],
      users: [],
      start: null,
      targetCompletion: null,
      completion: null,
      ...(bp.tasks as Partial<TBundleTasks>),
    },
    totals: t,
    lines: bp.lines.map((line) => {
      if (!withLineFigures) return lineView(line, undefined);
      const f = priced.lineFigures.get(line.id);
      return lineView(line, f ? { ...figuresOf(f), ...lineExtras(f) } : NO_FIGURES);
    }),
  };
}

const lineExtras = (f: {
  billingPeriods: number;
  totalUnitCost: string;
  noDistributorCost: boolean;
  estimated: boolean;
  taxRatePercent: string;
}) => ({
  billingPeriods: f.billingPeriods,
  totalUnitCost: f.totalUnitCost,
  noDistributorCost: f.noDistributorCost,
  estimated: f.estimated,
  taxRatePercent: f.taxRatePercent,
});

/**
 * Sites with their buildings (and, with `withLines`, bundle products and lines), each carrying the
 * chosen set's figures; lines carry their own only `withLineFigures`. Building prices are rounded up to
 * whole units and discount reads 0 (domain §3).
 */
export function locationsView(
  agg: ProjectAggregate,
  priced: PricedProject,
  withLines: boolean,
  withLineFigures = true,
): TProjectLocation[] {
  return agg.locations.map((l, li) => {
    const pl = priced.quote.locations[li];
    return {
      id: l.id,
      locationId: l.locationId,
      name: l.name,
      country: l.country,
      region: l.region,
      locality: l.locality,
      position: l.position,
      taxRatePercent: pl?.taxRatePercent ?? "0",
      taxRateMissing: pl?.taxRateMissing ?? true,
      totals: figuresOf(pl ?? NO_FIGURES),
      buildings: l.buildings.map((b, bi): TProjectBuilding => {
        const pb = pl?.buildings[bi];
        const totals = figuresOf(pb ?? NO_FIGURES);
        return {
          id: b.id,
          locationId: l.id,
          environmentId: b.environmentId,
          requirements: b.requirementIds,
          occupancy: b.occupancy,
          name: b.name,
          position: b.position,
          totalPrice: roundUpToUnit(totals.oneTimeTotal),
          recurringPrice: roundUpToUnit(totals.recurringTotals.monthly),
          discount: "0",
          contractSummary: b.contractSummary,
          totals,
          ...(withLines
            ? {
                bundleProducts: b.bundleProducts.map((bp, bpi) =>
                  bundleProductView(bp, priced, pb?.bundleProducts[bpi], withLineFigures),
                ),
              }
            : {}),
        };
      }),
    };
  });
}
