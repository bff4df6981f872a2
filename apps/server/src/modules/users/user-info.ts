import { accounts, type Db, teamMembers, teams, users } from "@q2c/db";
import { AppError, accountKindOf, type TUserInfo } from "@q2c/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { entitlementsInForce } from "../../lib/principal.ts";

const yn = (v: boolean): "yes" | "no" => (v ? "yes" : "no");

/** The signed-in user's info (foundation §3): user, account flags and team memberships. */
export async function getUserInfo(
  db: Db,
  tenantId: string,
  userId: string,
  platformAccountId: string,
): Promise<TUserInfo> {
  const info = await findUserInfo(
    db,
    and(eq(users.tenantId, tenantId), eq(users.id, userId)),
    platformAccountId,
  );
  if (!info) throw new AppError("user_not_found");
  return info;
}

interface Membership {
  teamId: string;
  type: string;
  name: string;
  level: string;
}

/**
 * The info of the user that `where` selects, or undefined: one statement, the teams aggregated beside the
 * user and account row (issue 15 §4: one query for the read).
 */
export async function findUserInfo(
  db: Db,
  where: SQL | undefined,
  platformAccountId: string,
): Promise<TUserInfo | undefined> {
  const [row] = await db
    .select({
      user: users,
      account: accounts,
      tenantEntitlements: sql<Record<string, boolean> | null>`(select t.entitlements from ${accounts} t
        where t.tenant_id = ${users.tenantId} and t.id = ${users.tenantId})`,
      memberships: sql<Membership[]>`(select coalesce(json_agg(json_build_object('teamId', ${teams.id},
          'type', ${teams.teamType}, 'name', ${teams.name}, 'level', ${teamMembers.level})), '[]')
        from ${teamMembers} join ${teams} on ${teams.tenantId} = ${teamMembers.tenantId} and ${teams.id} = ${teamMembers.teamId}
        where ${teamMembers.tenantId} = ${users.tenantId} and ${teamMembers.userId} = ${users.id})`,
    })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.tenantId, users.tenantId), eq(accounts.id, users.accountId)))
    .where(where);
  if (!row) return undefined;
  const { memberships } = row;
  const { user, account } = row;
  const kind = accountKindOf(account, platformAccountId);
  const displayName = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  return {
    id: user.id,
    uid: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName,
    about: user.about,
    phone: user.phone,
    photoURL: user.photoUrl,
    status: user.status,
    role: user.role,
    userRole: user.role,
    roles: [user.role],
    darkTheme: yn(user.darkTheme),
    accountId: account.id,
    accountName: account.accountName,
    // The MSP above a customer, or the account itself for top accounts.
    mspAccountId: account.tenantId,
    accountKind: kind,
    accountOnboardingStep: kind === "msp_expert" ? account.onboardingStep : -1,
    isCustomer: kind === "customer",
    isMSP: yn(account.isMSP),
    isSpLink: yn(account.isSpLink),
    canManageContracts: yn(account.canManageContracts),
    mfaEnabled: user.mfaEnabled,
    entitlements: entitlementsInForce(kind, account.entitlements, row.tenantEntitlements),
    preferences: user.preferences,
    tableConf: user.tableConf,
    notificationSettings: user.notificationSettings,
    teams: memberships.map((m) => ({
      id: m.type,
      teamId: m.teamId,
      name: m.name,
      level: m.level === "manager" ? "manager" : "user",
    })),
    active: user.active,
    version: user.version,
  };
}
