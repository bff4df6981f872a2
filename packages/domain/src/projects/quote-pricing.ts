import { type LineContext, type LinePricer, priceLine } from "../pricing/price-line.ts";
import { priceQuote } from "../pricing/price-quote.ts";
import type { BillingFrequency, PricingModel, TermMonths } from "../pricing/pricing-constants.ts";
import { Totals } from "../pricing/pricing-totals.ts";
import type {
  LineDiscount,
  PricedLine,
  PricedQuote,
  PriceQuoteInput,
  PricingLineInput,
  PricingTotals,
} from "../pricing/pricing-types.ts";
import type { TaxRateRow } from "../pricing/sales-tax.ts";
import { parseMicro } from "../pricing/scaled-integer.ts";

// The one way a quote's figures are computed (issue #4: totals shown are never computed a second
// way). The server prices a project through here on every change and stores the totals; the
// builder runs the same function as the user types, so the live panel and the saved totals agree.

/** What pricing needs of a line: its pricing columns and whether it is in the chosen set. */
export interface QuotePricingLine {
  id: string;
  pricingModel: PricingModel;
  billingFrequency: BillingFrequency | null;
  quantity: string;
  price: string;
  cost: string | null;
  softCost: string;
  resourceHours: string;
  discount: LineDiscount | null;
  taxExempt: boolean;
  optional: boolean;
  alternativeGroup: string | null;
  chosen: boolean;
}

export interface QuotePricingProject {
  termMonths: TermMonths;
  taxRates: readonly TaxRateRow[];
  locations: readonly {
    id: string;
    country: string;
    region: string;
    locality: string;
    buildings: readonly {
      id: string;
      bundleProducts: readonly { id: string; lines: readonly QuotePricingLine[] }[];
    }[];
  }[];
}

/** Term total and one-time total of one end of the range. */
export interface QuoteRangeEnd {
  oneTimeTotal: string;
  termTotal: string;
}

export interface PricedProject {
  /** The chosen set: what the customer buys as the quote stands. */
  quote: PricedQuote;
  /** Every line's own figures, chosen or not (a line's figures do not depend on the others). */
  lineFigures: Map<string, PricedLine>;
  /** Low: required lines and the cheapest alternative; high: every option and the dearest alternative. */
  range: { low: QuoteRangeEnd; high: QuoteRangeEnd };
  /** Chosen lines with a quantity and a price above zero (a quote with none may not leave build). */
  pricedLineCount: number;
}

const groupKey = (bundleProductId: string, group: string) => `${bundleProductId}\u0000${group}`;

function toEngineLine(line: QuotePricingLine): PricingLineInput {
  const base = {
    id: line.id,
    quantity: line.quantity,
    price: line.price,
    cost: line.cost,
    softCost: line.softCost,
    resourceHours: line.resourceHours,
    taxExempt: line.taxExempt,
    ...(line.discount ? { discount: line.discount } : {}),
  };
  if (line.pricingModel === "one_time") return { ...base, pricingModel: "one_time" };
  return { ...base, pricingModel: line.pricingModel, billingFrequency: line.billingFrequency ?? "monthly" };
}

function engineInput(
  project: QuotePricingProject,
  pick: (line: QuotePricingLine, bp: string) => boolean,
  toEngine: (line: QuotePricingLine) => PricingLineInput,
): PriceQuoteInput {
  const first = project.locations[0];
  return {
    termMonths: project.termMonths,
    pointOfSale: first
      ? { country: first.country, region: first.region, locality: first.locality }
      : { country: "US" },
    taxRates: project.taxRates,
    locations: project.locations.map((l) => ({
      id: l.id,
      taxJurisdiction: { country: l.country, region: l.region, locality: l.locality },
      buildings: l.buildings.map((b) => ({
        id: b.id,
        bundleProducts: b.bundleProducts.map((bp) => ({
          id: bp.id,
          lines: bp.lines.filter((line) => pick(line, bp.id)).map(toEngine),
        })),
      })),
    })),
  };
}

const micro = (v: string): number => parseMicro(v) ?? 0;

/** Per alternative group, the line with the lowest (or highest) term total. */
function extremeAlternatives(
  project: QuotePricingProject,
  figures: Map<string, PricedLine>,
  highest: boolean,
): Set<string> {
  const best = new Map<string, { id: string; total: number }>();
  for (const l of project.locations)
    for (const b of l.buildings)
      for (const bp of b.bundleProducts)
        for (const line of bp.lines) {
          if (!line.alternativeGroup) continue;
          const key = groupKey(bp.id, line.alternativeGroup);
          const total = micro(figures.get(line.id)?.termTotal ?? "0");
          const seen = best.get(key);
          if (!seen || (highest ? total > seen.total : total < seen.total))
            best.set(key, { id: line.id, total });
        }
  return new Set([...best.values()].map((v) => v.id));
}

const rangeEnd = (t: PricingTotals): QuoteRangeEnd => ({
  oneTimeTotal: t.oneTimeTotal,
  termTotal: t.termTotal,
});

type Selector = (line: QuotePricingLine) => boolean;

function allLines(project: QuotePricingProject): QuotePricingLine[] {
  const lines: QuotePricingLine[] = [];
  for (const l of project.locations)
    for (const b of l.buildings) for (const bp of b.bundleProducts) lines.push(...bp.lines);
  return lines;
}

/**
 * A line pricer that prices each line once for all the selections of one quote: a line's figures and
 * the sums it adds depend on the line and its location's context alone, not on the other lines picked.
 * Later selections add the sums it kept (the same integers, so the same totals). A line met again in
 * another context (a reused object, a test) is priced afresh.
 */
function onceEachLine(): LinePricer {
  const seen = new Map<PricingLineInput, { figures: PricedLine; sums: Totals; ctx: LineContext }>();
  return (line, ctx, into) => {
    const kept = seen.get(line);
    if (kept && kept.ctx.taxRate === ctx.taxRate && kept.ctx.termMonths === ctx.termMonths) {
      into.add(kept.sums);
      return kept.figures;
    }
    const sums = new Totals();
    const figures = priceLine(line, ctx, sums);
    seen.set(line, { figures, sums, ctx });
    into.add(sums);
    return figures;
  };
}

/**
 * Prices each selection once: a selection that picks the same lines as one already priced reuses its
 * answer (without optional or alternative lines all four are the same set), and a line is priced once
 * for all of them (onceEachLine). The builder reprices on every keystroke, so this divides that work
 * by the number of selections.
 */
function pricer(project: QuotePricingProject) {
  const lines = allLines(project);
  const done: { pick: Selector; priced: PricedQuote }[] = [];
  const engineLines = new Map<QuotePricingLine, PricingLineInput>();
  const toEngine = (line: QuotePricingLine): PricingLineInput => {
    let engine = engineLines.get(line);
    if (engine === undefined) {
      engine = toEngineLine(line);
      engineLines.set(line, engine);
    }
    return engine;
  };
  const linePricer = onceEachLine();
  return (pick: Selector): PricedQuote => {
    const same = done.find((d) => lines.every((line) => d.pick(line) === pick(line)));
    if (same) return same.priced;
    const priced = priceQuote(engineInput(project, pick, toEngine), linePricer);
    done.push({ pick, priced });
    return priced;
  };
}

/** Prices the project's chosen set, every line's own figures, and the range of the quote. */
export function priceProject(project: QuotePricingProject): PricedProject {
  const price = pricer(project);
  const everything = price(() => true);
  const lineFigures = new Map<string, PricedLine>();
  for (const l of everything.locations)
    for (const b of l.buildings)
      for (const bp of b.bundleProducts) for (const line of bp.lines) lineFigures.set(line.id, line);

  const quote = price((line) => line.chosen);
  const cheapest = extremeAlternatives(project, lineFigures, false);
  const dearest = extremeAlternatives(project, lineFigures, true);
  const low = price((line) => (line.alternativeGroup ? cheapest.has(line.id) : !line.optional));
  const high = price((line) => (line.alternativeGroup ? dearest.has(line.id) : true));

  let pricedLineCount = 0;
  for (const l of project.locations)
    for (const b of l.buildings)
      for (const bp of b.bundleProducts)
        for (const line of bp.lines)
          if (line.chosen && micro(line.quantity) > 0 && micro(line.price) > 0) pricedLineCount++;

  return { quote, lineFigures, range: { low: rangeEnd(low), high: rangeEnd(high) }, pricedLineCount };
}

/** Lines of groups of alternatives where not exactly one line is chosen (their ids), for a 400. */
export function alternativeGroupsWithoutOneChoice(
  bundleProducts: readonly {
    id: string;
    lines: readonly Pick<QuotePricingLine, "id" | "alternativeGroup" | "chosen">[];
  }[],
): string[] {
  const chosen = new Map<string, number>();
  const members = new Map<string, string[]>();
  for (const bp of bundleProducts)
    for (const line of bp.lines) {
      if (!line.alternativeGroup) continue;
      const key = groupKey(bp.id, line.alternativeGroup);
      members.set(key, [...(members.get(key) ?? []), line.id]);
      chosen.set(key, (chosen.get(key) ?? 0) + (line.chosen ? 1 : 0));
    }
  return [...members.entries()].filter(([key]) => chosen.get(key) !== 1).flatMap(([, ids]) => ids);
}
