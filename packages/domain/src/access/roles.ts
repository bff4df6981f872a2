/** Role names of spec §6, in the order the spec lists them. */
export const ROLES = [
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
] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = "administrator";

/** Stored values that are not role names but mean one ('user' is the legacy value, spec §3). */
export const ROLE_ALIASES = { admin: "administrator", user: "administrator" } as const satisfies Record<
  string,
  Role
>;

/** Importance levels of spec §6. 'user' here is the Member level, not the legacy role value. */
export const IMPORTANCE_LEVELS = [
  { id: "owner", name: "SuperAdmin", importance: 100 },
  { id: "administrator", name: "Administrator", importance: 75 },
  { id: "manager", name: "Manager", importance: 50 },
  { id: "user", name: "Member", importance: 25 },
] as const satisfies readonly { id: string; name: string; importance: number }[];
export type ImportanceLevel = (typeof IMPORTANCE_LEVELS)[number]["id"];

const MEMBER_IMPORTANCE = 25;

/** Team ids and team levels of spec §3. */
export const TEAM_IDS = ["sales", "finance", "engineering", "operations", "pm", "support"] as const;
export type TeamId = (typeof TEAM_IDS)[number];
export const TEAM_LEVELS = ["manager", "user"] as const;
export type TeamLevel = (typeof TEAM_LEVELS)[number];
export interface TeamMembership {
  readonly id: TeamId;
  readonly level: TeamLevel;
}

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** Maps a stored role value to a role; unknown values give null so that every rule denies them. */
export function normaliseRole(value: string | null | undefined): Role | null {
  const key = value?.trim().toLowerCase() ?? "";
  if (isRole(key)) return key;
  return key in ROLE_ALIASES ? ROLE_ALIASES[key as keyof typeof ROLE_ALIASES] : null;
}

/** The importance level a role counts at: roles outside the level table count as Member. */
export function roleLevel(role: Role): ImportanceLevel {
  return IMPORTANCE_LEVELS.find((level) => level.id === role)?.id ?? "user";
}

export function roleImportance(role: Role | ImportanceLevel): number {
  return IMPORTANCE_LEVELS.find((level) => level.id === role)?.importance ?? MEMBER_IMPORTANCE;
}

/** A role has access when its importance is at least that of the required role or level. */
export function hasImportance(role: Role | null, required: Role | ImportanceLevel): boolean {
  return role !== null && roleImportance(role) >= roleImportance(required);
}

/** A user cannot grant a role above their own importance. */
export function canGrantRole(actorRole: Role | null, targetRole: Role): boolean {
  return hasImportance(actorRole, targetRole);
}

/** 'public' is the signed-out visitor's role, so choice lists never offer it. */
export const ASSIGNABLE_ROLES = ROLES.filter((role) => role !== "public");

export interface RoleChoice {
  readonly role: Role;
  readonly disabled: boolean;
}

/** Role choice list for a user editor: roles above the acting user's level are disabled. */
export function assignableRoles(actorRole: Role | null): RoleChoice[] {
  return ASSIGNABLE_ROLES.map((role) => ({ role, disabled: !canGrantRole(actorRole, role) }));
}
