import type { RuleBasis } from "@q2c/domain";

/** Texts of the Building Use and Performance Requirements pages (no entry in the shared catalogue). */
export const BUILDING_USE_TEXTS = {
  title: "Building Use",
  intro: "Kinds of building, the sizing rules that size a design for them and the bundles they suggest.",
  add: "Add Building Use",
  edit: "Edit Building Use",
  itemTitle: "Building use",
  loading: "Loading the building use",
  couldNotLoad: "Building uses could not be loaded.",
  couldNotLoadOne: "This building use could not be loaded.",
  none: "No building uses yet",
  noneText: "Building uses you add appear here with their rules and suggested bundles.",
  details: "Details",
  rules: "Sizing rules",
  rulesIntro: "Each rule puts a quantity of a bundle per so many units of its basis.",
  rulesAfterSave: "Save the building use first; its sizing rules can be added then.",
  addRule: "Add rule",
  ruleTitle: "Rule",
  noRules: "No sizing rules yet.",
  bundles: "Suggested bundles",
  bundlesIntro: "Platform bundles this building use suggests, in this order.",
  addBundle: "Add bundle",
  noBundles: "No suggested bundles yet.",
  chooseBundle: "Choose a bundle.",
  bundleGone: "Deleted bundle",
  requirementsTitle: "Performance Requirements",
  requirementsIntro: "Targets a design is measured against, such as coverage or throughput.",
  addRequirement: "Add requirement",
  requirementTitle: "Requirement",
  noRequirements: "No performance requirements yet",
  noRequirementsText: "Requirements you add can be named by the sizing rules of a building use.",
  requirementsCouldNotLoad: "Performance requirements could not be loaded.",
} as const;

export const BASIS_LABELS: Record<RuleBasis, string> = {
  building: "Building",
  floor: "Floor",
  sqft: "Square feet",
  occupant: "Occupant",
};
