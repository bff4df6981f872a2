import type { Role } from "./roles.ts";

/**
 * Rule sets of spec §6, exactly as listed. The lists already contain the higher roles that pass,
 * so checking is plain membership (no importance arithmetic that could drift from the spec).
 */
export const RULE_SETS = {
  administrator: ["administrator", "owner", "manager"],
  editor: ["editor", "administrator", "owner", "manager"],
  sales: ["sales", "administrator", "owner", "manager"],
  engineering: ["engineering", "administrator", "owner", "manager"],
  operations: ["operations", "administrator", "owner"],
  public: ["public"],
  quotes: [
    "administrator",
    "manager",
    "sales",
    "engineering",
    "finance",
    "operations",
    "owner",
    "operations_manager",
  ],
  salesOrEngineering: ["sales", "engineering", "administrator", "owner", "manager"],
  salesOrFinance: ["sales", "finance", "administrator", "owner", "manager"],
  // Not in spec §6: who opens the catalogue pages, the spec's "sales" plus the editor role; only the
  // editor rule set writes (docs/decisions/0005-catalogue-rule-set.md).
  catalogueReaders: ["sales", "editor", "administrator", "owner", "manager"],
  // Not in spec §6: who works a building's provisioning (issue #18 §4, "engineering and operations users"),
  // the engineering and operations rule sets together with the operations manager
  // (docs/decisions/0014-provisioning-rule-set.md).
  engineeringOrOperations: [
    "engineering",
    "operations",
    "operations_manager",
    "administrator",
    "owner",
    "manager",
  ],
} as const satisfies Record<string, readonly Role[]>;

export type RuleName = keyof typeof RULE_SETS;
export const RULE_NAMES = Object.keys(RULE_SETS) as RuleName[];

/** A null rule means "any signed-in role"; an unknown (null) role passes no rule. */
export function passesRule(rule: RuleName | null, role: Role | null): boolean {
  if (rule === null) return true;
  if (role === null) return false;
  return (RULE_SETS[rule] as readonly Role[]).includes(role);
}
