import type { PermissionSubject, Role } from "@q2c/domain";
import { describe, expect, it } from "vitest";
import { canManageUser, memberStatus, roleLabel, roleOptions } from "./member-model.ts";

const msp: PermissionSubject = {
  accountKind: "msp_expert",
  role: null,
  entitlements: {},
  canManageContracts: "no",
};

describe("member model", () => {
  it("reads deactivated before invited, and active otherwise", () => {
    expect(memberStatus({ active: false, pending: true })).toBe("deactivated");
    expect(memberStatus({ active: true, pending: true })).toBe("invited");
    expect(memberStatus({ active: true, pending: false })).toBe("active");
  });

  it("disables the roles above the actor's level", () => {
    const manager = roleOptions("manager");
    expect(manager.find((o) => o.value === "administrator")?.disabled).toBe(true);
    expect(manager.find((o) => o.value === "owner")?.disabled).toBe(true);
    expect(manager.find((o) => o.value === "sales")?.disabled).toBe(false);
    expect(roleOptions("owner").every((o) => !o.disabled)).toBe(true);
    expect(roleOptions("owner").some((o) => o.value === "public")).toBe(false);
  });

  it("lets administrators manage members up to their own level only", () => {
    const actor = (role: Role) => ({ ...msp, role });
    expect(canManageUser(actor("administrator"), "sales")).toBe(true);
    expect(canManageUser(actor("administrator"), "owner")).toBe(false);
    expect(canManageUser(actor("sales"), "sales")).toBe(false);
  });

  it("reads legacy role values as Administrator", () => {
    expect(roleLabel("user")).toBe("Administrator");
    expect(roleLabel("operations_manager")).toBe("Operations manager");
  });
});
