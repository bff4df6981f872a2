import {
  AppError,
  DOCUMENT_MESSAGES,
  type PricedProject,
  type PricingTotals,
  priceProject,
  type TSigningChoiceOptions,
  type TSigningChoices,
  type TSigningFigures,
  type TSigningTotals,
} from "@q2c/domain";
import { type LineRow, type ProjectAggregate, pricingProjectOf } from "../project-core/aggregate.ts";
import { trimDecimal } from "../project-core/project-view.ts";

// The choices a signer makes (issue #17 §3): optional lines on or off, one line of each alternative group
// (good, better, best), priced by the builder's own engine (priceProject) so the signing page and the
// quote agree. Only prices leave here: never a cost or a margin.

interface ChoiceLine {
  line: LineRow;
  where: string;
}

interface ChoiceGroup {
  key: string;
  group: string;
  where: string;
  lines: LineRow[];
}

export interface ChoiceModel {
  optional: ChoiceLine[];
  groups: ChoiceGroup[];
}

/** A line's chosen flag, for the lines a signer may choose (optional and alternative lines). */
export type Chosen = ReadonlyMap<string, boolean>;

/** A group is its bundle product's: the same name in two bundle products is two groups (as in pricing). */
const groupKeyOf = (bundleProductId: string, group: string) => `${bundleProductId}:${group}`;

export function choiceModelOf(agg: ProjectAggregate): ChoiceModel {
  const model: ChoiceModel = { optional: [], groups: [] };
  for (const location of agg.locations)
    for (const building of location.buildings)
      for (const bp of building.bundleProducts) {
        const where = `${location.name} · ${building.name} · ${bp.name}`;
        const groups = new Map<string, ChoiceGroup>();
        for (const line of bp.lines) {
          if (line.alternativeGroup) {
            const key = groupKeyOf(bp.id, line.alternativeGroup);
            let group = groups.get(key);
            if (!group) {
              group = { key, group: line.alternativeGroup, where, lines: [] };
              groups.set(key, group);
              model.groups.push(group);
            }
            group.lines.push(line);
          } else if (line.optional) {
            model.optional.push({ line, where });
          }
        }
      }
  return model;
}

/** The quote's own choices, as the lines stand. */
export function currentChosen(model: ChoiceModel): Map<string, boolean> {
  const chosen = new Map<string, boolean>();
  for (const { line } of model.optional) chosen.set(line.id, line.chosen);
  for (const group of model.groups) for (const line of group.lines) chosen.set(line.id, line.chosen);
  return chosen;
}

const refuse = (field: string, message: string) =>
  new AppError("bad_request", { message, fields: { [field]: message } });

/**
 * The chosen flags after the signer's choices, starting from `base`. An unknown line or group, a line
 * outside its group, or a group picked twice answers 400 naming the choice; so does a group that ends
 * without exactly one line.
 */
export function applyChoices(
  model: ChoiceModel,
  base: Chosen,
  choices: TSigningChoices,
  field = "choices",
): Map<string, boolean> {
  const chosen = new Map(base);
  const optional = new Map(model.optional.map((o) => [o.line.id, o]));
  choices.optional.forEach((choice, i) => {
    if (!optional.has(choice.lineId))
      throw refuse(`${field}.optional.${i}.lineId`, DOCUMENT_MESSAGES.choiceUnknown);
    chosen.set(choice.lineId, choice.chosen);
  });
  const groups = new Map(model.groups.map((g) => [g.key, g]));
  const picked = new Set<string>();
  choices.alternatives.forEach((choice, i) => {
    const group = groups.get(choice.groupKey);
    if (!group) throw refuse(`${field}.alternatives.${i}.groupKey`, DOCUMENT_MESSAGES.choiceUnknown);
    if (!group.lines.some((l) => l.id === choice.lineId))
      throw refuse(`${field}.alternatives.${i}.lineId`, DOCUMENT_MESSAGES.choiceUnknown);
    if (picked.has(group.key))
      throw refuse(`${field}.alternatives.${i}.groupKey`, DOCUMENT_MESSAGES.choiceOnePerGroup);
    picked.add(group.key);
    for (const line of group.lines) chosen.set(line.id, line.id === choice.lineId);
  });
  for (const group of model.groups) {
    if (group.lines.filter((l) => chosen.get(l.id)).length !== 1)
      throw refuse(`${field}.alternatives`, DOCUMENT_MESSAGES.choiceOnePerGroup);
  }
  return chosen;
}

/** The chosen flags in the request's shape: every optional line, and the line of every group. */
export function choicesOf(model: ChoiceModel, chosen: Chosen): TSigningChoices {
  return {
    optional: model.optional.map(({ line }) => ({ lineId: line.id, chosen: chosen.get(line.id) ?? false })),
    alternatives: model.groups.flatMap((g) => {
      const line = g.lines.find((l) => chosen.get(l.id));
      return line ? [{ groupKey: g.key, lineId: line.id }] : [];
    }),
  };
}

/** Whether two sets of flags choose the same lines. */
export const sameChoices = (model: ChoiceModel, a: Chosen, b: Chosen): boolean =>
  [...model.optional.map((o) => o.line), ...model.groups.flatMap((g) => g.lines)].every(
    (line) => (a.get(line.id) ?? false) === (b.get(line.id) ?? false),
  );

/** The quote priced with these choices, by the builder's engine. */
export function priceChoices(agg: ProjectAggregate, chosen: Chosen): PricedProject {
  const project = pricingProjectOf(agg);
  return priceProject({
    ...project,
    locations: project.locations.map((l) => ({
      ...l,
      buildings: l.buildings.map((b) => ({
        ...b,
        bundleProducts: b.bundleProducts.map((bp) => ({
          ...bp,
          lines: bp.lines.map((line) => ({ ...line, chosen: chosen.get(line.id) ?? line.chosen })),
        })),
      })),
    })),
  });
}

/** Prices only, as a customer reads them. */
export function signingFiguresOf(t: PricingTotals): TSigningFigures {
  return {
    oneTimeTotal: t.oneTimeTotal,
    recurringTotals: { ...t.recurringTotals },
    termTotal: t.termTotal,
    discount: t.discount,
    estimatedSalesTax: t.estimatedSalesTax,
  };
}

export function signingTotalsOf(priced: PricedProject): TSigningTotals {
  return { ...signingFiguresOf(priced.quote), termMonths: priced.quote.termMonths };
}

/** The choices as the signing page shows them: each option's own price and the quote's totals with it. */
export function choiceOptionsOf(
  agg: ProjectAggregate,
  model: ChoiceModel,
  chosen: Chosen,
  editable: boolean,
): TSigningChoiceOptions {
  const priced = priceChoices(agg, chosen);
  const totalsWith = (changes: [string, boolean][]) => {
    const next = new Map(chosen);
    for (const [id, on] of changes) next.set(id, on);
    const { oneTimeTotal, termTotal } = priceChoices(agg, next).quote;
    return { oneTimeTotal, termTotal };
  };
  const lineView = (
    line: LineRow,
    where: string,
    totalsWhenChosen: { oneTimeTotal: string; termTotal: string },
  ) => {
    const figures = priced.lineFigures.get(line.id);
    // priceProject prices every line, chosen or not.
    if (!figures) throw new Error(`line ${line.id} was not priced`);
    return {
      lineId: line.id,
      name: line.name,
      partNumber: line.partNumber,
      quantity: trimDecimal(line.quantity),
      pricingModel: line.pricingModel,
      billingFrequency: line.billingFrequency,
      where,
      figures: signingFiguresOf(figures),
      totalsWhenChosen,
    };
  };
  return {
    editable,
    optional: model.optional.map(({ line, where }) => ({
      ...lineView(line, where, totalsWith([[line.id, true]])),
      chosen: chosen.get(line.id) ?? false,
    })),
    alternatives: model.groups.map((g) => ({
      groupKey: g.key,
      group: g.group,
      where: g.where,
      chosenLineId: g.lines.find((l) => chosen.get(l.id))?.id ?? null,
      options: g.lines.map((line) =>
        lineView(line, g.where, totalsWith(g.lines.map((l) => [l.id, l.id === line.id]))),
      ),
    })),
    current: choicesOf(model, chosen),
  };
}
