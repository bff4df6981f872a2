import {
  assignableRoles,
  hasImportance,
  isAllowed,
  normaliseRole,
  type PermissionSubject,
  type Role,
  TEAM_IDS,
  type TeamId,
  type TUserSummary,
} from "@q2c/domain";

const ROLE_LABELS: Record<Role, string> = {
  administrator: "Administrator",
  owner: "Owner",
  manager: "Manager",
  editor: "Editor",
  sales: "Sales",
  engineering: "Engineering",
  operations: "Operations",
  operations_manager: "Operations manager",
  finance: "Finance",
  public: "Public",
};

/** A stored role value as people read it; legacy values ('admin', 'user') read as Administrator. */
export function roleLabel(value: string): string {
  const role = normaliseRole(value);
  return role === null ? value : ROLE_LABELS[role];
}

/** Select options of the roles an actor may grant; roles above the actor's level are disabled (§6). */
export function roleOptions(actorRole: Role | null): { value: string; label: string; disabled: boolean }[] {
  return assignableRoles(actorRole).map(({ role, disabled }) => ({
    value: role,
    label: ROLE_LABELS[role],
    disabled,
  }));
}

export const TEAM_TYPE_LABELS: Record<TeamId, string> = {
  sales: "Sales",
  finance: "Finance",
  engineering: "Engineering",
  operations: "Operations",
  pm: "Project management",
  support: "Support",
};

export const TEAM_TYPE_OPTIONS = TEAM_IDS.map((id) => ({ value: id, label: TEAM_TYPE_LABELS[id] }));

export const TEAM_LEVEL_OPTIONS = [
  { value: "user", label: "User" },
  { value: "manager", label: "Manager" },
];

export type MemberStatus = "active" | "invited" | "deactivated";

/** Deactivated wins over invited: a deactivated invitee cannot register either way. */
export function memberStatus(user: Pick<TUserSummary, "active" | "pending">): MemberStatus {
  if (!user.active) return "deactivated";
  return user.pending ? "invited" : "active";
}

export const STATUS_BADGES: Record<MemberStatus, { label: string; color: string }> = {
  active: { label: "Active", color: "success" },
  invited: { label: "Invited, not registered", color: "warning" },
  deactivated: { label: "Deactivated", color: "gray" },
};

/**
 * Whether the actor may change this user: users.manage and a role at least as important as the
 * target's, as the server's assertCanManageUser decides.
 */
export function canManageUser(actor: PermissionSubject, targetRole: string): boolean {
  if (!isAllowed("users.manage", actor)) return false;
  const target = normaliseRole(targetRole);
  return target === null || hasImportance(actor.role, target);
}
