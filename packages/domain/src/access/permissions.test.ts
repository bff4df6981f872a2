import { describe, expect, it } from "vitest";
import { can, describePermission, isPermissionName, PERMISSION_NAMES, roleMay } from "./permissions.ts";
import { ROLES } from "./roles.ts";
import { RULE_SETS } from "./rule-sets.ts";
import { accessContext } from "./test-support.ts";

// The verdict of every permission for every role and account kind is checked against the server's access
// hook in apps/web/src/app/session/permission-parity.dom.test.ts; these tests pin the order of the checks.
describe("permissions", () => {
  it("are named resource.action", () => {
    for (const name of PERMISSION_NAMES) expect(name).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it("check the account kind first: a customer is not told a catalogue write exists", () => {
    const ctx = accessContext({ accountKind: "customer", role: null, entitlements: {} });
    expect(can("catalogue.write", ctx)).toEqual({ allowed: false, reason: "account" });
  });

  it("then the role, then the entitlement, then the account's canManageContracts", () => {
    const msp = { accountKind: "msp_expert" as const, entitlements: {}, canManageContracts: "no" as const };
    expect(can("priceAutomation.manage", { ...msp, role: "sales" })).toEqual({
      allowed: false,
      reason: "role",
    });
    expect(can("priceAutomation.manage", { ...msp, role: "editor" })).toEqual({
      allowed: false,
      reason: "entitlement",
      entitlement: "hasPriceAutomation",
    });
    const entitled = { ...msp, entitlements: { hasContracts: true } };
    expect(can("contracts.manage", { ...entitled, role: "sales" })).toEqual({
      allowed: false,
      reason: "contracts",
    });
    expect(can("contracts.manage", { ...entitled, role: "sales", canManageContracts: "yes" })).toEqual({
      allowed: true,
    });
  });

  it("let the platform owner pass every entitlement and the contracts flag", () => {
    const owner = accessContext({ accountKind: "platformOwner", entitlements: {}, canManageContracts: "no" });
    expect(can("contracts.manage", owner)).toEqual({ allowed: true });
    expect(can("priceAutomation.manage", owner)).toEqual({ allowed: true });
  });

  it("let a catalogue editor write the catalogue and a sales user only read it (decision 0005)", () => {
    expect(can("catalogue.write", accessContext({ role: "editor" })).allowed).toBe(true);
    expect(can("catalogue.write", accessContext({ role: "sales" }))).toEqual({
      allowed: false,
      reason: "role",
    });
    expect(can("catalogue.read", accessContext({ role: "sales" })).allowed).toBe(true);
    expect(RULE_SETS.catalogueReaders).toContain("sales");
  });

  it("take an access group where one is named: the high group manages other users' second factor", () => {
    expect(ROLES.filter((role) => roleMay("users.manageSecurity", role))).toEqual(["administrator", "owner"]);
  });

  it("let an unknown role through only permissions without a role requirement", () => {
    expect(roleMay("accounts.read", null)).toBe(true);
    expect(roleMay("quotes.read", null)).toBe(false);
  });

  it("describe their expansion for the route listing", () => {
    expect(describePermission("priceAutomation.manage")).toBe("editor SEN/MSP hasPriceAutomation");
    expect(describePermission("contracts.manage")).toBe("any role SEN/MSP hasContracts contracts");
    expect(describePermission("customers.create")).toBe("administrator platformOwner|msp_expert|linkPartner");
    expect(describePermission("users.manageSecurity")).toBe("group high");
    expect(describePermission("mail.read")).toBe("administrator SEN");
  });

  it("know their own names only", () => {
    expect(isPermissionName("quotes.edit")).toBe(true);
    expect(isPermissionName("toString")).toBe(false);
  });
});
