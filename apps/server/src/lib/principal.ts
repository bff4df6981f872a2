import { accounts, type Db, sessions, teamMembers, teams, users } from "@q2c/db";
import { type AccountKind, accountKindOf } from "@q2c/domain";

import { and, eq, sql } from "drizzle-orm";
import type { AccessClaims } from "./access-token.ts";
import type { Scope } from "./tenancy.ts";

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

/**
 * The plan flags the access rules read for a caller: its own account's, but a customer's are its MSP's (the
 * top account of its tenant), since the MSP buys the plan its customers are served under (decision 0013).
 */
export function entitlementsInForce(
  kind: AccountKind,
  own: Record<string, boolean> | null | undefined,
  tenant: Record<string, boolean> | null | undefined,
): Record<string, boolean> {
  return (kind === "customer" ? tenant : own) ?? {};
}

export function scopeOf(kind: AccountKind, tenantId: string, accountId: string): Scope {
  if (kind === "platformOwner") return { kind: "all" };
  // The top account of a subtree sees its whole tenant; an account beneath sees only itself.
  return tenantId === accountId ? { kind: "tenant", tenantId } : { kind: "account", tenantId, accountId };
}

/**
 * One prepared statement: the session must be live and the user active; the account and teams come along.
 * Prepared per database handle, so PostgreSQL keeps its plan instead of planning on every request.
 */
function principalStatement(db: Db) {
  return db
    .select({
      userId: users.id,
      tenantId: users.tenantId,
      accountId: users.accountId,
      email: users.email,
      role: users.role,
      active: users.active,
      isMSP: accounts.isMSP,
      isSpLink: accounts.isSpLink,
      onboardingStep: accounts.onboardingStep,
      entitlements: accounts.entitlements,
      // A customer works under its MSP's plan (decision 0013): the top account of its tenant.
      tenantEntitlements: sql<Record<string, boolean> | null>`(select t.entitlements from ${accounts} t
        where t.tenant_id = ${users.tenantId} and t.id = ${users.tenantId})`,
      canManageContracts: accounts.canManageContracts,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      // "type:level" pairs; cheaper to plan and build than a JSON aggregate.
      teams: sql<string | null>`(select string_agg(${teams.teamType} || ':' || ${teamMembers.level}, ',')
        from ${teamMembers} join ${teams} on ${teams.tenantId} = ${teamMembers.tenantId} and ${teams.id} = ${teamMembers.teamId}
        where ${teamMembers.tenantId} = ${users.tenantId} and ${teamMembers.userId} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .innerJoin(accounts, and(eq(accounts.tenantId, users.tenantId), eq(accounts.id, users.accountId)))
    .where(
      and(
        eq(sessions.tenantId, sql.placeholder("tid")),
        eq(sessions.id, sql.placeholder("sid")),
        eq(sessions.userId, sql.placeholder("sub")),
      ),
    )
    .prepare("load_principal");
}

const statements = new WeakMap<Db, ReturnType<typeof principalStatement>>();

const parseTeams = (value: string | null): Principal["teams"] =>
  value
    ? value.split(",").map((pair) => {
        const [id = "", level = "user"] = pair.split(":");
        return { id, level };
      })
    : [];

/** A live session's principal and when the session ends. */
export interface LoadedPrincipal {
  principal: Principal;
  sessionExpiresAt: Date;
}

export async function loadPrincipal(
  db: Db,
  claims: AccessClaims,
  platformAccountId: string,
): Promise<Principal | null> {
  return (await readPrincipal(db, claims, platformAccountId))?.principal ?? null;
}

export async function readPrincipal(
  db: Db,
  claims: AccessClaims,
  platformAccountId: string,
): Promise<LoadedPrincipal | null> {
  let statement = statements.get(db);
  if (!statement) {
    statement = principalStatement(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ tid: claims.tid, sid: claims.sid, sub: claims.sub });
  if (!row || row.revokedAt || !row.active || row.expiresAt < new Date()) return null;
  const accountKind = accountKindOf(
    { id: row.accountId, isMSP: row.isMSP, isSpLink: row.isSpLink },
    platformAccountId,
  );
  const principal: Principal = {
    userId: row.userId,
    sessionId: claims.sid,
    tenantId: row.tenantId,
    accountId: row.accountId,
    email: row.email,
    role: row.role,
    accountKind,
    teams: parseTeams(row.teams),
    entitlements: entitlementsInForce(accountKind, row.entitlements, row.tenantEntitlements),
    canManageContracts: row.canManageContracts,
    onboardingStep: row.onboardingStep,
    scope: scopeOf(accountKind, row.tenantId, row.accountId),
  };
  return { principal, sessionExpiresAt: row.expiresAt };
}
