import type { Db } from "@q2c/db";
import { type AccountKind, accountKindOf } from "@q2c/domain";

export { type AccountKind, accountKindOf };

import { sql } from "drizzle-orm";
import type { AccessClaims } from "./access-token.ts";
import type { Scope } from "./tenant-scope.ts";

/** The verified caller of a request, loaded fresh from the session, user and account rows. */
export interface Principal {
  userId: string;
  sessionId: string;
  tenantId: string;
  accountId: string;
  email: string;
  role: string;
  accountKind: AccountKind;
  teams: { id: string; level: string }[];
  entitlements: Record<string, boolean>;
  canManageContracts: boolean;
  onboardingStep: number;
  scope: Scope;
}

interface PrincipalRow extends Record<string, unknown> {
  user_id: string;
  tenant_id: string;
  account_id: string;
  email: string;
  role: string;
  active: boolean;
  is_msp: boolean;
  is_sp_link: boolean;
  onboarding_step: number;
  entitlements: Record<string, boolean>;
  can_manage_contracts: boolean;
  revoked_at: Date | null;
  expires_at: Date | string;
  teams: { id: string; level: string }[] | string;
}

export function scopeOf(kind: AccountKind, tenantId: string, accountId: string): Scope {
  if (kind === "platformOwner") return { kind: "all" };
  // The top account of a subtree sees its whole tenant; an account beneath sees only itself.
  return tenantId === accountId ? { kind: "tenant", tenantId } : { kind: "account", tenantId, accountId };
}

/** One query: the session must be live, the user active; the account and teams come along. */
export async function loadPrincipal(db: Db, claims: AccessClaims, platformAccountId: string) {
  const result = await db.execute<PrincipalRow>(sql`
    select u.id as user_id, u.tenant_id, u.account_id, u.email, u.role, u.active,
           a.is_msp, a.is_sp_link, a.onboarding_step, a.entitlements, a.can_manage_contracts,
           s.revoked_at, s.expires_at,
           coalesce((select json_agg(json_build_object('id', t.team_type, 'level', tm.level))
                       from team_members tm
                       join teams t on t.tenant_id = tm.tenant_id and t.id = tm.team_id
                      where tm.tenant_id = u.tenant_id and tm.user_id = u.id), '[]'::json) as teams
      from sessions s
      join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
      join accounts a on a.tenant_id = u.tenant_id and a.id = u.account_id
     where s.tenant_id = ${claims.tid} and s.id = ${claims.sid} and s.user_id = ${claims.sub}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: PrincipalRow[] }).rows) as PrincipalRow[];
  const row = rows[0];
  if (!row || row.revoked_at || !row.active || new Date(row.expires_at) < new Date()) return null;
  const accountKind = accountKindOf(
    { id: row.account_id, isMSP: row.is_msp, isSpLink: row.is_sp_link },
    platformAccountId,
  );
  const principal: Principal = {
    userId: row.user_id,
    sessionId: claims.sid,
    tenantId: row.tenant_id,
    accountId: row.account_id,
    email: row.email,
    role: row.role,
    accountKind,
    teams: typeof row.teams === "string" ? JSON.parse(row.teams) : row.teams,
    entitlements: row.entitlements ?? {},
    canManageContracts: row.can_manage_contracts,
    onboardingStep: row.onboarding_step,
    scope: scopeOf(accountKind, row.tenant_id, row.account_id),
  };
  return principal;
}
