import type { EntitlementFlag } from "./entitlements.ts";
import type { Role, TeamMembership } from "./roles.ts";

/** The four account kinds that gate access (spec §6 "Account types for gating"). */
export const ACCOUNT_KINDS = ["platformOwner", "msp_expert", "linkPartner", "customer"] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * Everything the access rules look at, built once per session (server) or per signed-in user (web).
 *
 * - accountKind: kind of the account the user is currently working in (see {@link accountKindOf}).
 * - role: the normalised role (see `normaliseRole`); null when the stored value is unknown, which
 *   denies every rule set (deny by default).
 * - teams: the user's team memberships with their team level.
 * - entitlements: the current account's entitlement flags; a missing flag counts as off.
 * - canManageContracts: the user's flag; "no" sends contract routes home.
 * - accountOnboardingStep: null or -1 when onboarding is finished or never started.
 * - hasCrmIntegration: the account has a connected CRM (shows "Create Quote" in the menu).
 * - loggedIn: an access token is present.
 */
export interface AccessContext {
  readonly accountKind: AccountKind;
  readonly role: Role | null;
  readonly teams: readonly TeamMembership[];
  readonly entitlements: Partial<Record<EntitlementFlag, boolean>>;
  readonly canManageContracts: "yes" | "no";
  readonly accountOnboardingStep: number | null;
  readonly hasCrmIntegration: boolean;
  readonly loggedIn: boolean;
}

export interface AccountKindSource {
  readonly id: string;
  readonly isMSP?: "yes" | "no" | boolean | null;
  readonly isSpLink?: "yes" | "no" | boolean | null;
}

const isYes = (value: AccountKindSource["isMSP"]): boolean => value === "yes" || value === true;

/** Spec §1: the platform owner is the configured account; then MSP, then link partner; else customer. */
export function accountKindOf(account: AccountKindSource, platformAccountId: string): AccountKind {
  if (account.id === platformAccountId) return "platformOwner";
  if (isYes(account.isMSP)) return "msp_expert";
  if (isYes(account.isSpLink)) return "linkPartner";
  return "customer";
}
