import { automationPrice, PRICING_MESSAGES, type TProjectLine, zPricingFigure } from "@q2c/domain";
import type { LinePatch } from "./draft-model.ts";

// What the grid's inputs accept, checked with the contract's own schemas so that nothing the server
// would refuse reaches the draft (the totals would otherwise show figures that cannot be saved).

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const QUANTITY = zPricingFigure();
const PRICE = zPricingFigure();
const AMOUNT = zPricingFigure(2);

function figure(schema: ReturnType<typeof zPricingFigure>, text: string): Parsed<string> {
  const result = schema.safeParse(text.trim());
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? PRICING_MESSAGES.figure };
}

export const parseQuantity = (text: string): Parsed<string> => figure(QUANTITY, text);
export const parsePrice = (text: string): Parsed<string> => figure(PRICE, text);

/** "" clears the discount; "10%" is a percent of the line; "25" or "25.50" an amount off it. */
export function parseDiscount(text: string): Parsed<TProjectLine["discount"]> {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  if (trimmed.endsWith("%")) {
    const percent = figure(PRICE, trimmed.slice(0, -1));
    if (!percent.ok) return percent;
    if (Number(percent.value) > 100) return { ok: false, error: PRICING_MESSAGES.percentOver100 };
    return { ok: true, value: { percent: percent.value } };
  }
  const amount = figure(AMOUNT, trimmed);
  return amount.ok ? { ok: true, value: { amount: amount.value } } : amount;
}

export function formatDiscount(discount: TProjectLine["discount"]): string {
  if (discount === null) return "";
  return "percent" in discount ? `${discount.percent}%` : discount.amount;
}

export type BulkChange =
  | { kind: "percent"; percent: string }
  | { kind: "margin"; percent: string }
  | { kind: "discount"; percent: string };

/**
 * The edits of a bulk change of the selected lines, priced like price automation does (domain
 * automationPrice: 2 decimals, half up): a percent up or down, a gross margin on cost (a line without
 * a cost keeps its price), or a discount in percent.
 */
export function bulkPatches(lines: readonly TProjectLine[], change: BulkChange) {
  const patches = new Map<string, LinePatch>();
  let withoutCost = 0;
  for (const line of lines) {
    if (change.kind === "discount") {
      patches.set(line.id, { discount: { percent: change.percent } });
    } else if (change.kind === "percent") {
      const price = automationPrice(line.price, {
        method: "cost_plus",
        percent: change.percent,
        rounding: "none",
      });
      patches.set(line.id, { price: price.startsWith("-") ? "0.00" : price });
    } else if (line.cost === null) {
      withoutCost += 1;
    } else {
      const price = automationPrice(line.cost, {
        method: "target_margin",
        percent: change.percent,
        rounding: "none",
      });
      patches.set(line.id, { price });
    }
  }
  return { patches, withoutCost };
}
