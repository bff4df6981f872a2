import type { TPricingTable } from "@q2c/domain";

/**
 * The pricing table a preview without a quote shows (issue #17 §1): one site of a small office network,
 * drawn by the documents' own pricing table (modules/quote-documents/pricing-table-html.ts).
 */

type Row = TPricingTable["rows"][number];

const sampleFigures = (oneTimeTotal: string, monthly: string, termTotal: string) => ({
  oneTimeTotal,
  recurringTotals: { monthly, quarterly: "0.00", annually: "0.00", annually_3y: "0.00" },
  termTotal,
  cost: null,
  softCost: null,
  totalCost: null,
  grossProfit: null,
  grossMargin: null,
  netProfit: null,
  netMargin: null,
  resourceHours: "0",
  totalResourceHours: "0",
  discount: "0.00",
  estimatedSalesTax: "0.00",
  linesWithoutDistributorCost: 0,
});

const sampleRow = (
  level: Row["level"],
  depth: number,
  name: string,
  figures: [quantity: string | null, unitPrice: string | null, oneTime: string, monthly: string],
  optional = false,
): Row => ({
  level,
  id: `sample-${level}-${name}`,
  name,
  depth,
  quantity: figures[0],
  unitPrice: figures[1],
  oneTimeTotal: figures[2],
  monthlyTotal: figures[3],
  termTotal: "0.00",
  optional,
  alternativeGroup: null,
});

/** A pricing table for previews without a quote: one site of a small office network. */
export const SAMPLE_PRICING_TABLE: TPricingTable = {
  termMonths: 36,
  rows: [
    sampleRow("location", 0, "Head office", [null, null, "4470.00", "165.00"]),
    sampleRow("building", 1, "Main building", [null, null, "4470.00", "165.00"]),
    sampleRow("bundleProduct", 2, "Office Wi-Fi", [null, null, "4470.00", "165.00"]),
    sampleRow("line", 3, "Wireless access point", ["6", "595.00", "3570.00", "0.00"]),
    sampleRow("line", 3, "Access point installation", ["6", "150.00", "900.00", "0.00"]),
    sampleRow("line", 3, "Managed Wi-Fi, per access point", ["6", "27.50", "0.00", "165.00"]),
    sampleRow("line", 3, "Wi-Fi site survey", ["1", "650.00", "650.00", "0.00"], true),
  ],
  totals: sampleFigures("4470.00", "165.00", "10410.00"),
};
