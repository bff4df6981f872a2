import { escapeHtml, type TPricingTable } from "@q2c/domain";

/**
 * The {{pricingTable}} merge field as HTML (issue #17 §1): the quote's sites, buildings, bundle products
 * and lines from generate-table, with quantities, unit prices and one-time and monthly totals, then the
 * quote's totals. Prices only: costs, margins and profits never print, whoever asks. Every name is escaped
 * here, and the markup keeps to the safe-HTML allowlist, so the result passes sanitising unchanged.
 */

const MONEY = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const money = (value: string | null): string => (value === null ? "" : MONEY.format(Number(value)));

const CELL = "padding:4px 8px;border-bottom:1px solid #d9dde3";
const NUMBER = `${CELL};text-align:right`;
const HEAD = "padding:6px 8px;border-bottom:2px solid #1f2937;text-align:left";
const INDENT = [0, 16, 32, 48];

type Row = TPricingTable["rows"][number];

const LEVEL_LABEL: Record<Row["level"], string> = {
  location: "Site",
  building: "Building",
  bundleProduct: "",
  line: "",
};

function rowHtml(row: Row): string {
  const group = row.level !== "line";
  const label = LEVEL_LABEL[row.level];
  const name = `${label ? `${label}: ` : ""}${escapeHtml(row.name)}${row.optional ? " <em>(optional)</em>" : ""}`;
  const weight = group ? ";font-weight:bold" : "";
  const indent = `;padding-left:${8 + (INDENT[row.depth] ?? 48)}px`;
  return [
    "<tr>",
    `<td style="${CELL}${weight}${indent}">${name}</td>`,
    `<td style="${NUMBER}">${row.quantity === null ? "" : escapeHtml(row.quantity)}</td>`,
    `<td style="${NUMBER}">${money(row.unitPrice)}</td>`,
    `<td style="${NUMBER}${weight}">${money(row.oneTimeTotal)}</td>`,
    `<td style="${NUMBER}${weight}">${money(row.monthlyTotal)}</td>`,
    "</tr>",
  ].join("");
}

const totalRow = (label: string, value: string) =>
  `<tr><td colspan="4" style="${NUMBER};font-weight:bold">${label}</td><td style="${NUMBER};font-weight:bold">${money(value)}</td></tr>`;

export function pricingTableHtml(table: TPricingTable): string {
  const { totals } = table;
  const head = ["Item", "Qty", "Unit price", "One-time", "Monthly"]
    .map((h, i) => `<th style="${HEAD}${i > 0 ? ";text-align:right" : ""}">${h}</th>`)
    .join("");
  const foot = [
    totalRow("One-time total", totals.oneTimeTotal),
    totalRow("Monthly total", totals.recurringTotals.monthly),
    Number(totals.estimatedSalesTax) > 0 ? totalRow("Estimated sales tax", totals.estimatedSalesTax) : "",
    totalRow(`Total over ${table.termMonths} months`, totals.termTotal),
  ].join("");
  return [
    '<table class="pricing-table" style="width:100%;border-collapse:collapse">',
    `<thead><tr>${head}</tr></thead>`,
    `<tbody>${table.rows.map(rowHtml).join("")}</tbody>`,
    `<tfoot>${foot}</tfoot>`,
    "</table>",
  ].join("");
}

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
