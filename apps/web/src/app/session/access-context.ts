import { type AccessContext, normaliseRole, TEAM_IDS, type TeamId, type TeamMembership } from "@q2c/domain";
import type { SessionUser } from "../../api/session-storage.ts";

const SIGNED_OUT: AccessContext = {
  accountKind: "customer",
  role: null,
  teams: [],
  entitlements: {},
  canManageContracts: "no",
  accountOnboardingStep: null,
  hasCrmIntegration: false,
  loggedIn: false,
};

const isTeamId = (value: string): value is TeamId => (TEAM_IDS as readonly string[]).includes(value);

/** What the route guard and the side menu know about the signed-in user (or a visitor). */
export function accessContextOf(user: SessionUser | null, hasToken: boolean): AccessContext {
  if (user === null || !hasToken) return SIGNED_OUT;
  const teams: TeamMembership[] = user.teams.flatMap((team) =>
    isTeamId(team.id) ? [{ id: team.id, level: team.level }] : [],
  );
  return {
    accountKind: user.accountKind,
    role: normaliseRole(user.userRole || user.role),
    teams,
    entitlements: user.entitlements,
    canManageContracts: user.canManageContracts,
    // -1 means onboarding is finished (or never started).
    accountOnboardingStep: user.accountOnboardingStep === -1 ? null : user.accountOnboardingStep,
    // The user info carries no CRM connection yet, so "Create Quote" stays hidden (foundation §2).
    hasCrmIntegration: user.preferences.hasCrmIntegration === true,
    loggedIn: true,
  };
}
