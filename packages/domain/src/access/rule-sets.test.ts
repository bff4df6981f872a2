import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "./roles.ts";
import { passesRule, RULE_NAMES, type RuleName } from "./rule-sets.ts";

/** Spec §6 rule sets, read role by role: the rules each role passes. */
const PASSES: Record<Role, readonly RuleName[]> = {
  owner: [
    "administrator",
    "editor",
    "sales",
    "engineering",
    "operations",
    "quotes",
    "salesOrEngineering",
    "salesOrFinance",
    "catalogueReaders",
    "engineeringOrOperations",
  ],
  administrator: [
    "administrator",
    "editor",
    "sales",
    "engineering",
    "operations",
    "quotes",
    "salesOrEngineering",
    "salesOrFinance",
    "catalogueReaders",
    "engineeringOrOperations",
  ],
  manager: [
    "administrator",
    "editor",
    "sales",
    "engineering",
    "quotes",
    "salesOrEngineering",
    "salesOrFinance",
    "catalogueReaders",
    "engineeringOrOperations",
  ],
  editor: ["editor", "catalogueReaders"],
  sales: ["sales", "quotes", "salesOrEngineering", "salesOrFinance", "catalogueReaders"],
  engineering: ["engineering", "quotes", "salesOrEngineering", "engineeringOrOperations"],
  operations: ["operations", "quotes", "engineeringOrOperations"],
  operations_manager: ["quotes", "engineeringOrOperations"],
  finance: ["quotes", "salesOrFinance"],
  public: ["public"],
};

describe("rule sets", () => {
  it("are the nine rule sets of spec §6, the catalogue pages' one (decision 0005) and provisioning's (0013)", () => {
    expect([...RULE_NAMES].sort()).toEqual(
      [
        "administrator",
        "catalogueReaders",
        "editor",
        "engineeringOrOperations",
        "sales",
        "engineering",
        "operations",
        "public",
        "quotes",
        "salesOrEngineering",
        "salesOrFinance",
      ].sort(),
    );
  });

  for (const role of ROLES) {
    it(`let ${role} pass exactly ${PASSES[role].join(", ")}`, () => {
      for (const rule of RULE_NAMES) {
        expect(passesRule(rule, role), `${role} / ${rule}`).toBe(PASSES[role].includes(rule));
      }
    });
  }

  it("let every role through a route without a rule", () => {
    for (const role of ROLES) expect(passesRule(null, role)).toBe(true);
  });

  it("deny an unknown role every rule", () => {
    for (const rule of RULE_NAMES) expect(passesRule(rule, null)).toBe(false);
  });
});
