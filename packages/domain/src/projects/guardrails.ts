import { parseMicro, percentOf } from "../pricing/scaled-integer.ts";
import type { PricedProject, QuotePricingLine, QuotePricingProject } from "./quote-pricing.ts";

// Issue #16 §5: a tenant's minimum gross margin and maximum discount. The builder warns on the lines and
// the quote that break them; moving such a quote past Review needs a manager's approval, which covers the
// quote as it was asked for and no worse (approvalCovers).

export interface Guardrails {
  /** Percent, e.g. "20"; null: no minimum. */
  minMarginPercent: string | null;
  /** Percent, e.g. "15"; null: no maximum. */
  maxDiscountPercent: string | null;
}

export interface GuardrailBreach {
  kind: "margin" | "discount";
  /** The line that breaks it; null for the quote as a whole. */
  lineId: string | null;
  /** The line's or quote's gross margin or discount, percent to 2 decimals. */
  value: string;
  limit: string;
}

/** The worst figures of a set of breaches: what an approval was asked for. */
export interface ApprovedLimits {
  /** The lowest margin approved; null when no margin breach was asked for. */
  lowestMargin: string | null;
  /** The highest discount approved; null when no discount breach was asked for. */
  highestDiscount: string | null;
}

/** A signed decimal string ("-12.5", "20") in micro units; null when it is not one. */
const micro = (v: string | null | undefined): number | null => {
  if (v === null || v === undefined) return null;
  const negative = v.startsWith("-");
  const m = parseMicro(negative ? v.slice(1) : v);
  return m === undefined ? null : negative ? -m : m;
};
/** Money ("1234.50") in cents. */
const cents = (v: string): number => Math.round((micro(v) ?? 0) / 10_000);
const text = (m: number): string => percentText(m);

function percentText(m: number): string {
  const hundredths = Math.round(m / 10_000);
  const magnitude = Math.abs(hundredths);
  const body = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
  return hundredths < 0 ? `-${body}` : body;
}

/** A line's margin is unknown when it has no cost (issue #16 §5: never shown as 100%). */
export const marginKnown = (line: Pick<QuotePricingLine, "cost">): boolean =>
  line.cost !== null && line.cost.trim() !== "";

function chosenLines(project: QuotePricingProject): QuotePricingLine[] {
  const out: QuotePricingLine[] = [];
  for (const l of project.locations)
    for (const b of l.buildings)
      for (const bp of b.bundleProducts) for (const line of bp.lines) if (line.chosen) out.push(line);
  return out;
}

/** Discount as a percent of the price before it: discount / (total + discount). */
function discountPercent(discount: string, total: string): number | null {
  const d = cents(discount);
  if (d <= 0) return null;
  return micro(percentOf(d, cents(total) + d));
}

/** Every line (chosen) and the quote that break the guardrails, lines first in quote order. */
export function guardrailBreaches(
  project: QuotePricingProject,
  priced: PricedProject,
  rails: Guardrails,
): GuardrailBreach[] {
  const minMargin = micro(rails.minMarginPercent);
  const maxDiscount = micro(rails.maxDiscountPercent);
  if (minMargin === null && maxDiscount === null) return [];
  const out: GuardrailBreach[] = [];
  const check = (lineId: string | null, margin: string | null, discount: number | null) => {
    const m = micro(margin);
    if (minMargin !== null && m !== null && m < minMargin)
      out.push({ kind: "margin", lineId, value: text(m), limit: text(minMargin) });
    if (maxDiscount !== null && discount !== null && discount > maxDiscount)
      out.push({ kind: "discount", lineId, value: text(discount), limit: text(maxDiscount) });
  };
  let allCostsKnown = true;
  for (const line of chosenLines(project)) {
    const figures = priced.lineFigures.get(line.id);
    if (!figures || (cents(figures.termTotal) <= 0 && cents(figures.discount) <= 0)) continue;
    const known = marginKnown(line);
    if (!known) allCostsKnown = false;
    check(line.id, known ? figures.grossMargin : null, discountPercent(figures.discount, figures.termTotal));
  }
  // The quote's margin counts only when every line's cost is known; its discount always.
  check(
    null,
    allCostsKnown ? priced.quote.grossMargin : null,
    discountPercent(priced.quote.discount, priced.quote.termTotal),
  );
  return out;
}

/** The worst figures of the breaches: what an approval request asks for. */
export function limitsOf(breaches: readonly GuardrailBreach[]): ApprovedLimits {
  let lowest: number | null = null;
  let highest: number | null = null;
  for (const b of breaches) {
    const v = micro(b.value) ?? 0;
    if (b.kind === "margin") lowest = lowest === null || v < lowest ? v : lowest;
    else highest = highest === null || v > highest ? v : highest;
  }
  return {
    lowestMargin: lowest === null ? null : text(lowest),
    highestDiscount: highest === null ? null : text(highest),
  };
}

/** Whether an approval of `approved` covers the quote's breaches now: no margin lower, no discount higher. */
export function approvalCovers(approved: ApprovedLimits, breaches: readonly GuardrailBreach[]): boolean {
  const now = limitsOf(breaches);
  if (now.lowestMargin !== null) {
    if (approved.lowestMargin === null) return false;
    if ((micro(now.lowestMargin) ?? 0) < (micro(approved.lowestMargin) ?? 0)) return false;
  }
  if (now.highestDiscount !== null) {
    if (approved.highestDiscount === null) return false;
    if ((micro(now.highestDiscount) ?? 0) > (micro(approved.highestDiscount) ?? 0)) return false;
  }
  return true;
}
