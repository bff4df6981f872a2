import Decimal from "decimal.js";
import type { RuleBasis } from "../schemas/building-use.ts";

/*
 * What a building's Building Use suggests (issue #16 §2): the bundles its sizing rules name, each sized
 * from the building's occupancy, floors or floor area as the rule says, then the bundles its list names
 * that no rule sizes. Pure: the server reads the rules and the building and serves the answer.
 */

export interface BundleRef {
  id: string;
  name: string;
}

/** A sizing rule: `quantity` of the bundle per `perUnits` of the basis (decimal texts). */
export interface SizingRule {
  id: string;
  name: string;
  basis: RuleBasis;
  perUnits: string;
  quantity: string;
  requirementId: string | null;
  /** Null when the rule names no bundle, or its bundle was deleted. */
  bundle: BundleRef | null;
}

/** A bundle on the building use's own list, with its quantity. */
export interface ListedBundle {
  bundle: BundleRef | null;
  quantity: string;
}

/** What is known of the building; null when unknown. */
export interface BuildingMeasures {
  occupancy: number | null;
  floors: number | null;
  areaSqft: number | null;
  /** Performance requirements chosen on the building; none chosen means every rule applies. */
  requirementIds: readonly string[];
}

/** One rule's share of a suggestion: how it sized the bundle. */
export interface SuggestionBasis {
  ruleId: string | null;
  ruleName: string | null;
  basis: RuleBasis | null;
  /** The measure used (occupants, floors, sq ft; 1 for a building); null for a listed bundle. */
  measure: number | null;
  perUnits: string | null;
  /** Whole units this rule alone asks for. */
  quantity: number;
}

export interface SuggestedBundle {
  bundleId: string;
  name: string;
  /** Whole units: the largest any rule naming the bundle asks for. */
  quantity: number;
  from: SuggestionBasis[];
}

/** A rule that applies but cannot size its bundle: the building lacks the measure it counts. */
export interface UnsizedRule {
  ruleId: string;
  ruleName: string;
  bundleName: string;
  needs: "occupancy" | "floors" | "areaSqft";
}

export interface BundleSuggestions {
  bundles: SuggestedBundle[];
  unsized: UnsizedRule[];
}

const NEEDS: Record<Exclude<RuleBasis, "building">, UnsizedRule["needs"]> = {
  occupant: "occupancy",
  floor: "floors",
  sqft: "areaSqft",
};

function measureOf(basis: RuleBasis, m: BuildingMeasures): number | null {
  if (basis === "building") return 1;
  if (basis === "occupant") return m.occupancy;
  if (basis === "floor") return m.floors;
  return m.areaSqft;
}

/** ceil(measure / perUnits) × quantity, rounded up to whole bundles. */
export function sizeRule(measure: number, perUnits: string, quantity: string): number {
  const per = new Decimal(perUnits);
  if (!per.isFinite() || per.lte(0) || measure <= 0) return 0;
  const groups = new Decimal(measure).div(per).ceil();
  return groups.mul(new Decimal(quantity)).ceil().toNumber();
}

/** A rule applies when it names no requirement, the building chose none, or chose the rule's. */
const applies = (rule: SizingRule, m: BuildingMeasures) =>
  rule.requirementId === null ||
  m.requirementIds.length === 0 ||
  m.requirementIds.includes(rule.requirementId);

/**
 * The bundles to offer, in the order of the rules, then of the list. Rules naming the same bundle size
 * one need in different ways (coverage by area, capacity by occupants): the larger quantity wins. A
 * listed bundle that some rule names is left to the rules (they size it, or the requirement filter
 * left it out on purpose). A quantity of zero (no occupants) suggests nothing.
 */
export function suggestBundles(
  rules: readonly SizingRule[],
  listed: readonly ListedBundle[],
  measures: BuildingMeasures,
): BundleSuggestions {
  const byBundle = new Map<string, SuggestedBundle>();
  const unsized: UnsizedRule[] = [];
  const add = (bundle: BundleRef, from: SuggestionBasis) => {
    if (from.quantity <= 0) return;
    const found = byBundle.get(bundle.id);
    if (found) {
      found.from.push(from);
      found.quantity = Math.max(found.quantity, from.quantity);
    } else
      byBundle.set(bundle.id, {
        bundleId: bundle.id,
        name: bundle.name,
        quantity: from.quantity,
        from: [from],
      });
  };
  for (const rule of rules) {
    if (rule.bundle === null || !applies(rule, measures)) continue;
    const measure = measureOf(rule.basis, measures);
    if (measure === null) {
      if (rule.basis !== "building") {
        unsized.push({
          ruleId: rule.id,
          ruleName: rule.name,
          bundleName: rule.bundle.name,
          needs: NEEDS[rule.basis],
        });
      }
      continue;
    }
    add(rule.bundle, {
      ruleId: rule.id,
      ruleName: rule.name,
      basis: rule.basis,
      measure,
      perUnits: rule.perUnits,
      quantity: sizeRule(measure, rule.perUnits, rule.quantity),
    });
  }
  const sizedByRules = new Set(rules.flatMap((r) => (r.bundle ? [r.bundle.id] : [])));
  for (const item of listed) {
    if (item.bundle === null || sizedByRules.has(item.bundle.id)) continue;
    add(item.bundle, {
      ruleId: null,
      ruleName: null,
      basis: null,
      measure: null,
      perUnits: null,
      quantity: new Decimal(item.quantity).ceil().toNumber(),
    });
  }
  return { bundles: [...byBundle.values()], unsized };
}
