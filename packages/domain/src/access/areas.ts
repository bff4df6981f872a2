import { ACCESS_GROUPS, type AccessGroupName, TEAM_GROUPS, type TeamGroupName } from "./access-groups.ts";
import type { AccessContext, AccountKind } from "./context.ts";
import { type Role, roleLevel, type TeamId } from "./roles.ts";

/** Area names of spec §2; sub-areas are written "<area> > <sub-area>". */
export const AREA_NAMES = [
  "Dashboard",
  "Quotes Generate",
  "Smart Spaces",
  "Support Hub",
  "Quotes",
  "Customer Quotes",
  "CPQ",
  "Fulfill",
  "Fulfillment Customers",
  "Projects",
  "Customer Projects",
  "Service Map",
  "User Experience",
  "Customer Order",
  "Guest",
  "Signals",
  "Verify",
  "Automation",
  "Templates",
  "Catalog",
  "Catalog Categories",
  "Catalog Root Category",
  "Platform Settings",
  "Customers/Companies",
  "Sensors and Addresses",
  "My Team",
  "Partner Marketplace",
  "Partner Marketplace > App Publisher",
  "Partner Marketplace > Sales Provider",
  "Customer Marketplace",
  "Settings",
  "Settings > Integrations",
  "Settings > Integrations App",
  "Settings > Templates",
  "Settings > Company",
  "Settings > Distributor",
  "Settings > Billing",
  "Settings > Documents",
  "Settings > Distributors",
  "Settings > Notifications",
  "Contracts",
  "Help",
] as const;
export type AreaName = (typeof AREA_NAMES)[number];

/**
 * Team-dependent roles are named by importance level: 'manager' is the manager role, 'user' is
 * every Member-level role (sales, engineering, finance, ...). They pass only with an allowed team.
 */
export type TeamDependentLevel = "manager" | "user";

export interface AreaGrant {
  readonly access: AccessGroupName;
  readonly teamDependent?: readonly TeamDependentLevel[];
  readonly teams?: TeamGroupName | readonly TeamId[];
}

export type AreaAccess = Partial<Record<AccountKind, AreaGrant>>;

const ALL: AreaGrant = { access: "all" };
const HIGH: AreaGrant = { access: "high" };
const customerOnly: AreaAccess = { customer: ALL };
const ownerOnly: AreaAccess = { platformOwner: ALL };
const catalogMsp: AreaGrant = { access: "high", teamDependent: ["manager", "user"], teams: "noSupport" };

/**
 * Area access by account kind (spec §6). A kind missing from an area has no access to it.
 * "Catalog Root Category", "Smart Spaces" and "Verify" have no mapping in the spec, so nobody
 * passes them (deny by default) until one is written down.
 */
export const AREA_ACCESS = {
  Dashboard: { linkPartner: ALL, customer: ALL, msp_expert: ALL, platformOwner: ALL },
  Help: { platformOwner: ALL, msp_expert: ALL, customer: ALL },
  "Support Hub": customerOnly,
  "Customer Quotes": customerOnly,
  Signals: customerOnly,
  "Fulfillment Customers": customerOnly,
  "Customer Projects": customerOnly,
  "User Experience": customerOnly,
  "Customer Order": customerOnly,
  "Service Map": customerOnly,
  Guest: customerOnly,
  "Customer Marketplace": customerOnly,
  Quotes: {
    msp_expert: { access: "high", teamDependent: ["manager", "user"], teams: "noSupport" },
    platformOwner: {
      access: "high",
      teamDependent: ["manager", "user"],
      teams: ["sales", "finance", "operations", "support"],
    },
  },
  "Quotes Generate": { msp_expert: { access: "middle", teamDependent: ["user"], teams: ["sales"] } },
  Fulfill: { linkPartner: ALL, msp_expert: ALL, platformOwner: ALL },
  Projects: { linkPartner: ALL, msp_expert: ALL },
  Automation: { msp_expert: HIGH, platformOwner: ALL },
  Templates: { msp_expert: ALL, platformOwner: ALL },
  Catalog: { linkPartner: ALL, msp_expert: catalogMsp, platformOwner: ALL },
  CPQ: { msp_expert: catalogMsp, platformOwner: ALL },
  "Catalog Categories": ownerOnly,
  "Catalog Root Category": {},
  "Platform Settings": ownerOnly,
  "Customers/Companies": ownerOnly,
  "Sensors and Addresses": {
    msp_expert: { access: "middle", teamDependent: ["user"], teams: "engineerPmSupport" },
  },
  "My Team": { customer: ALL, msp_expert: ALL, linkPartner: ALL },
  "Partner Marketplace": { platformOwner: HIGH },
  "Partner Marketplace > App Publisher": { platformOwner: HIGH },
  "Partner Marketplace > Sales Provider": {
    platformOwner: { access: "high", teamDependent: ["manager", "user"], teams: ["sales", "operations"] },
  },
  Settings: {
    linkPartner: ALL,
    customer: ALL,
    msp_expert: ALL,
    platformOwner: {
      access: "high",
      teamDependent: ["manager"],
      teams: ["sales", "finance", "operations", "support"],
    },
  },
  "Settings > Integrations": { msp_expert: ALL, linkPartner: ALL, platformOwner: HIGH },
  "Settings > Integrations App": { msp_expert: HIGH, linkPartner: HIGH, platformOwner: HIGH },
  "Settings > Templates": { platformOwner: HIGH },
  "Settings > Company": { linkPartner: HIGH, customer: HIGH, msp_expert: HIGH },
  "Settings > Distributor": { msp_expert: HIGH },
  "Settings > Billing": { msp_expert: HIGH, linkPartner: HIGH },
  "Settings > Documents": { msp_expert: HIGH, linkPartner: HIGH },
  "Settings > Distributors": { msp_expert: HIGH, linkPartner: HIGH },
  "Settings > Notifications": { msp_expert: HIGH, linkPartner: HIGH },
  Contracts: { msp_expert: ALL },
  "Smart Spaces": {},
  Verify: {},
} as const satisfies Record<AreaName, AreaAccess>;

function grantAllows(grant: AreaGrant, role: Role, teams: AccessContext["teams"]): boolean {
  if ((ACCESS_GROUPS[grant.access] as readonly Role[]).includes(role)) return true;
  const level = roleLevel(role);
  if (level !== "manager" && level !== "user") return false;
  if (!grant.teamDependent?.includes(level)) return false;
  const allowed: readonly TeamId[] =
    typeof grant.teams === "string" ? TEAM_GROUPS[grant.teams] : (grant.teams ?? []);
  return teams.some((team) => allowed.includes(team.id));
}

/** The role passes outright, or is team-dependent and the user belongs to an allowed team. */
export function canAccessArea(
  area: AreaName,
  ctx: Pick<AccessContext, "accountKind" | "role" | "teams">,
): boolean {
  const grant: AreaGrant | undefined = (AREA_ACCESS[area] as AreaAccess)[ctx.accountKind];
  if (grant === undefined || ctx.role === null) return false;
  return grantAllows(grant, ctx.role, ctx.teams);
}
