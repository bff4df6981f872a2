import { describe, expect, it } from "vitest";
import { ACCESS_GROUPS, derivedAccessFlags, inAccessGroup, TEAM_GROUPS } from "./access-groups.ts";
import { ROLES } from "./roles.ts";

describe("access groups", () => {
  it("are owner only, high (owner, administrator), middle (+ manager) and all roles", () => {
    expect(ACCESS_GROUPS.owner).toEqual(["owner"]);
    expect(ACCESS_GROUPS.high).toEqual(["owner", "administrator"]);
    expect(ACCESS_GROUPS.middle).toEqual(["owner", "administrator", "manager"]);
    expect([...ACCESS_GROUPS.all].sort()).toEqual([...ROLES].sort());
  });

  it("answer membership and deny an unknown role", () => {
    expect(inAccessGroup("middle", "manager")).toBe(true);
    expect(inAccessGroup("high", "manager")).toBe(false);
    expect(inAccessGroup("all", null)).toBe(false);
  });

  it.each([
    ["owner", true, true],
    ["administrator", false, true],
    ["manager", false, false],
    ["sales", false, false],
  ] as const)("expose owner-level and high-level flags for %s", (role, isOwnerLevel, isHighLevel) => {
    expect(derivedAccessFlags(role)).toEqual({ isOwnerLevel, isHighLevel });
  });
});

describe("team groups", () => {
  it("are all, noSupport, engineerPmSupport and none", () => {
    expect(TEAM_GROUPS).toEqual({
      all: ["sales", "engineering", "operations", "pm", "support"],
      noSupport: ["sales", "engineering", "operations", "pm"],
      engineerPmSupport: ["engineering", "pm", "support"],
      none: [],
    });
  });

  it("leave finance out of every team group", () => {
    for (const teams of Object.values(TEAM_GROUPS))
      expect(teams as readonly string[]).not.toContain("finance");
  });
});
