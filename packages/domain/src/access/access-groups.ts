import { ROLES, type Role, type TeamId } from "./roles.ts";

/** Access groups of spec §6: roles that pass outright. */
export const ACCESS_GROUPS = {
  owner: ["owner"],
  high: ["owner", "administrator"],
  middle: ["owner", "administrator", "manager"],
  all: ROLES,
} as const satisfies Record<string, readonly Role[]>;
export type AccessGroupName = keyof typeof ACCESS_GROUPS;

/** Team groups of spec §6. Finance is a team but belongs to none of these groups. */
export const TEAM_GROUPS = {
  all: ["sales", "engineering", "operations", "pm", "support"],
  noSupport: ["sales", "engineering", "operations", "pm"],
  engineerPmSupport: ["engineering", "pm", "support"],
  none: [],
} as const satisfies Record<string, readonly TeamId[]>;
export type TeamGroupName = keyof typeof TEAM_GROUPS;

export function inAccessGroup(group: AccessGroupName, role: Role | null): boolean {
  return role !== null && (ACCESS_GROUPS[group] as readonly Role[]).includes(role);
}

export interface DerivedAccessFlags {
  readonly isOwnerLevel: boolean;
  readonly isHighLevel: boolean;
}

/** Spec §6: "Owner-level and high-level checks are exposed as derived flags." */
export function derivedAccessFlags(role: Role | null): DerivedAccessFlags {
  return { isOwnerLevel: inAccessGroup("owner", role), isHighLevel: inAccessGroup("high", role) };
}
