import { describe, expect, it } from "vitest";
import { accountKindOf } from "./context.ts";
import { ENTITLEMENT_FLAGS, hasEntitlements } from "./entitlements.ts";

describe("accountKindOf", () => {
  const PLATFORM = "platform-1";

  it.each([
    [{ id: PLATFORM, isMSP: "yes" as const }, "platformOwner"],
    [{ id: "a", isMSP: "yes" as const, isSpLink: "yes" as const }, "msp_expert"],
    [{ id: "a", isMSP: true }, "msp_expert"],
    [{ id: "a", isMSP: "no" as const, isSpLink: "yes" as const }, "linkPartner"],
    [{ id: "a", isMSP: "no" as const, isSpLink: "no" as const }, "customer"],
    [{ id: "a" }, "customer"],
  ])("classifies %o as %s", (account, kind) => {
    expect(accountKindOf(account, PLATFORM)).toBe(kind);
  });
});

describe("entitlements", () => {
  it("are the thirteen flags of spec §3", () => {
    expect(ENTITLEMENT_FLAGS).toHaveLength(13);
    expect(ENTITLEMENT_FLAGS).toContain("hasProductTax");
    expect(ENTITLEMENT_FLAGS).toContain("hasSubscriptionManagementAndBilling");
  });

  it("need every required flag on, except for the platform owner", () => {
    const required = ["hasInvoices", "hasContracts"] as const;
    expect(
      hasEntitlements({ accountKind: "msp_expert", entitlements: { hasInvoices: true } }, required),
    ).toBe(false);
    expect(
      hasEntitlements(
        { accountKind: "msp_expert", entitlements: { hasInvoices: true, hasContracts: true } },
        required,
      ),
    ).toBe(true);
    expect(hasEntitlements({ accountKind: "platformOwner", entitlements: {} }, required)).toBe(true);
    expect(hasEntitlements({ accountKind: "customer", entitlements: {} }, [])).toBe(true);
  });
});
