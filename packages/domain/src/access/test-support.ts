import type { AccessContext } from "./context.ts";
import { ENTITLEMENT_FLAGS, type EntitlementFlag } from "./entitlements.ts";

/** Every entitlement on: lets a test isolate the one check it is about. */
export const ALL_ENTITLEMENTS: Partial<Record<EntitlementFlag, boolean>> = Object.fromEntries(
  ENTITLEMENT_FLAGS.map((flag) => [flag, true]),
);

/** A signed-in MSP administrator with every entitlement, no onboarding; tests override what they examine. */
export function accessContext(overrides: Partial<AccessContext> = {}): AccessContext {
  return {
    accountKind: "msp_expert",
    role: "administrator",
    teams: [],
    entitlements: ALL_ENTITLEMENTS,
    canManageContracts: "yes",
    accountOnboardingStep: null,
    hasCrmIntegration: true,
    loggedIn: true,
    ...overrides,
  };
}
