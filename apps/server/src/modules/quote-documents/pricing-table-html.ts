import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  escapeHtml,
  type TDocumentConfig,
  type TPricingTable,
} from "@q2c/domain";

/**
 * {{pricingTable}} of a document (issue #17 §1): the rows of generate-table (sites, buildings, bundle
 * products, lines) as an HTML table the allowlist keeps. Only names, quantities and prices: never costs,
 * margins or notes. Every value is escaped here, so the table is inserted as given. Optional lines say
 * so; lines of a group of alternatives say they are options of one choice, and which one is chosen.
 */

const money = new Intl.NumberFormat(DEFAULT_LOCALE, { style: "currency", currency: DEFAULT_CURRENCY });
const formatMoney = (value: string): string => escapeHtml(money.format(Number(value)));
const isZero = (value: string): boolean => Number(value) === 0;

const CELL = "border-bottom:1px solid #e5e7eb;padding:4px 6px;vertical-align:top";
const NUM = `${CELL};text-align:right;white-space:nowrap`;
const HEAD = "border-bottom:2px solid #1d1d1f;padding:4px 6px;text-align:left";
const HEAD_NUM = `${HEAD};text-align:right`;
const LEVEL_STYLE: Record<TPricingTable["rows"][number]["level"], string> = {
  location: "font-weight:bold;background-color:#f3f4f6",
  building: "font-weight:bold",
  bundleProduct: "font-style:italic",
  line: "",
};

type Row = TPricingTable["rows"][number];

function itemCell(row: Row): string {
  const notes: string[] = [];
  if (row.alternativeGroup !== null) {
    notes.push(
      `Option of “${escapeHtml(row.alternativeGroup)}”: choose one${row.optional ? "" : " (selected)"}`,
    );
  } else if (row.optional) {
    notes.push("Optional");
  }
  const note = notes.map((n) => `<br><small style="color:#6b7280">${n}</small>`).join("");
  const indent = `padding-left:${6 + row.depth * 16}px`;
  return `<td style="${CELL};${indent};${LEVEL_STYLE[row.level]}">${escapeHtml(row.name)}${note}</td>`;
}

/** The pricing table's HTML; `config` says which columns show. */
export function pricingTableHtml(table: TPricingTable, config: TDocumentConfig): string {
  const heads = ["Item"];
  if (config.showLinePrices) heads.push("Qty", "Unit price");
  heads.push("One-time", "Monthly");
  if (config.showTermTotal) heads.push(`Term total (${table.termMonths} mo)`);
  const head = heads.map((h, i) => `<th style="${i === 0 ? HEAD : HEAD_NUM}">${escapeHtml(h)}</th>`).join("");
  const body = table.rows
    .map((row) => {
      const cells = [itemCell(row)];
      if (config.showLinePrices) {
        cells.push(
          `<td style="${NUM}">${row.quantity === null ? "" : escapeHtml(row.quantity)}</td>`,
          `<td style="${NUM}">${row.unitPrice === null ? "" : formatMoney(row.unitPrice)}</td>`,
        );
      }
      cells.push(
        `<td style="${NUM}">${formatMoney(row.oneTimeTotal)}</td>`,
        `<td style="${NUM}">${formatMoney(row.monthlyTotal)}</td>`,
      );
      if (config.showTermTotal) cells.push(`<td style="${NUM}">${formatMoney(row.termTotal)}</td>`);
      return `<tr>${cells.join("")}</tr>`;
    })
    .join("");
  const span = heads.length - (config.showTermTotal ? 3 : 2);
  const t = table.totals;
  const totalRow = (label: string, cells: string[]) =>
    `<tr><td colspan="${span}" style="${NUM};font-weight:bold">${escapeHtml(label)}</td>${cells
      .map((c) => `<td style="${NUM};font-weight:bold">${c}</td>`)
      .join("")}</tr>`;
  const totals = [
    totalRow("Total", [
      formatMoney(t.oneTimeTotal),
      formatMoney(t.recurringTotals.monthly),
      ...(config.showTermTotal ? [formatMoney(t.termTotal)] : []),
    ]),
  ];
  const extra = (label: string, value: string) =>
    `<p style="margin:4px 0;text-align:right">${escapeHtml(label)}: ${formatMoney(value)}</p>`;
  const notes = [
    isZero(t.discount) ? "" : extra("Discount over the term", t.discount),
    isZero(t.estimatedSalesTax) ? "" : extra("Estimated sales tax", t.estimatedSalesTax),
  ].join("");
  if (table.rows.length === 0) return `<p>${escapeHtml("No items are quoted yet.")}</p>`;
  return (
    `<table class="q2c-pricing-table" style="width:100%;border-collapse:collapse">` +
    `<thead><tr>${head}</tr></thead><tbody>${body}</tbody><tfoot>${totals.join("")}</tfoot></table>${notes}`
  );
}
