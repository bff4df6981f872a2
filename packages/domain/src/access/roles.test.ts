import { describe, expect, it } from "vitest";
import {
  ASSIGNABLE_ROLES,
  assignableRoles,
  canGrantRole,
  DEFAULT_ROLE,
  hasImportance,
  IMPORTANCE_LEVELS,
  normaliseRole,
  ROLES,
  type Role,
  roleImportance,
  TEAM_IDS,
  TEAM_LEVELS,
} from "./roles.ts";

/** Importance as spec §6 states it: owner 100, administrator 75, manager 50, every other role Member 25. */
const SPEC_IMPORTANCE: Record<Role, number> = {
  owner: 100,
  administrator: 75,
  manager: 50,
  editor: 25,
  sales: 25,
  engineering: 25,
  operations: 25,
  operations_manager: 25,
  finance: 25,
  public: 25,
};

describe("role names", () => {
  it("are the ten roles of spec §6", () => {
    expect([...ROLES].sort()).toEqual(
      [
        "administrator",
        "owner",
        "manager",
        "editor",
        "sales",
        "engineering",
        "operations",
        "operations_manager",
        "finance",
        "public",
      ].sort(),
    );
  });

  it("default to administrator for new users", () => {
    expect(DEFAULT_ROLE).toBe("administrator");
  });

  it.each([
    ["admin", "administrator"],
    ["user", "administrator"],
    ["Admin", "administrator"],
    [" sales ", "sales"],
    ["operations_manager", "operations_manager"],
    ["owner", "owner"],
  ])("normalise stored value %j to %s", (stored, role) => {
    expect(normaliseRole(stored)).toBe(role);
  });

  it.each([["superuser"], [""], [null], [undefined]])(
    "turn unknown value %j into null (denied)",
    (stored) => {
      expect(normaliseRole(stored)).toBeNull();
    },
  );

  it("keep every role name unchanged", () => {
    for (const role of ROLES) expect(normaliseRole(role)).toBe(role);
  });
});

describe("importance", () => {
  it("names the four levels SuperAdmin, Administrator, Manager, Member", () => {
    expect(IMPORTANCE_LEVELS.map((l) => [l.id, l.name, l.importance])).toEqual([
      ["owner", "SuperAdmin", 100],
      ["administrator", "Administrator", 75],
      ["manager", "Manager", 50],
      ["user", "Member", 25],
    ]);
  });

  it.each(ROLES)("gives role %s the importance of spec §6", (role) => {
    expect(roleImportance(role)).toBe(SPEC_IMPORTANCE[role]);
  });

  it("grants access when the role's importance is at least the required role's, for every pair", () => {
    for (const role of ROLES) {
      for (const required of ROLES) {
        expect(hasImportance(role, required), `${role} vs ${required}`).toBe(
          SPEC_IMPORTANCE[role] >= SPEC_IMPORTANCE[required],
        );
      }
      expect(hasImportance(role, "user"), `${role} vs Member`).toBe(true);
    }
  });

  it("denies an unknown role every importance check", () => {
    expect(hasImportance(null, "user")).toBe(false);
  });
});

describe("granting roles", () => {
  it("lets no user grant a role above their own importance, for every pair", () => {
    for (const actor of ROLES) {
      for (const target of ROLES) {
        expect(canGrantRole(actor, target), `${actor} grants ${target}`).toBe(
          SPEC_IMPORTANCE[target] <= SPEC_IMPORTANCE[actor],
        );
      }
    }
  });

  it("lets a manager grant manager and Member roles but not administrator or owner", () => {
    const disabled = assignableRoles("manager")
      .filter((choice) => choice.disabled)
      .map((choice) => choice.role);
    expect(disabled.sort()).toEqual(["administrator", "owner"]);
  });

  it("leaves nothing disabled for the owner and everything above Member disabled for sales", () => {
    expect(assignableRoles("owner").every((choice) => !choice.disabled)).toBe(true);
    expect(
      assignableRoles("sales")
        .filter((c) => c.disabled)
        .map((c) => c.role)
        .sort(),
    ).toEqual(["administrator", "manager", "owner"]);
  });

  it("disables every role for an unknown actor", () => {
    expect(assignableRoles(null).every((choice) => choice.disabled)).toBe(true);
  });

  it("never offers the public visitor role in choice lists", () => {
    expect(ASSIGNABLE_ROLES).not.toContain("public");
    expect(assignableRoles("owner").map((c) => c.role)).toEqual(ASSIGNABLE_ROLES);
  });
});

describe("teams", () => {
  it("are sales, finance, engineering, operations, pm and support with levels manager and user", () => {
    expect(TEAM_IDS).toEqual(["sales", "finance", "engineering", "operations", "pm", "support"]);
    expect(TEAM_LEVELS).toEqual(["manager", "user"]);
  });
});
