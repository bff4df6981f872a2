import { accounts, type Db, projectMembers, uuidv7 } from "@q2c/db";
import { AppError, PROJECT_MESSAGES, type TProjectMember } from "@q2c/domain";
import { and, asc, eq, inArray, notInArray, or } from "drizzle-orm";
import type { ProjectRow } from "../project-core/project-scope.ts";

type AccountRow = typeof accounts.$inferSelect;
/** The columns that say whether, and which, partner an account is. */
export type PartnerFlags = Pick<
  AccountRow,
  "isMSP" | "companyType" | "isSpLink" | "isFinancial" | "isDistributor" | "isIsp" | "isManufacturer"
>;
export interface PartnerAccount {
  id: string;
  tenantId: string;
  accountName: string;
  kind: string;
}

/** Company types of partners; MSPs (service_provider), customers and the platform owner are not. */
const PARTNER_COMPANY_TYPES = ["partner", "financial", "distributor", "isp", "isv", "manufacturer"];

/**
 * Which partner an account is, if any (domain §1 company types): link partner, financial partner,
 * distributor, manufacturer, ISV, ISP. MSPs and customers are not members of a quote: they are its parties.
 */
export function partnerKindOf(a: PartnerFlags): string | null {
  if (a.isMSP || a.companyType === "customer" || a.companyType === "platform_owner") return null;
  if (a.isSpLink || a.companyType === "partner") return "partner";
  if (a.isFinancial || a.companyType === "financial") return "financial";
  if (a.isDistributor || a.companyType === "distributor") return "distributor";
  if (a.isIsp || a.companyType === "isp") return "isp";
  if (a.companyType === "isv") return "isv";
  if (a.isManufacturer || a.companyType === "manufacturer") return "manufacturer";
  return null;
}

/** partnerKindOf as a WHERE: the accounts it names a kind for. */
export const isPartnerAccount = and(
  eq(accounts.isMSP, false),
  notInArray(accounts.companyType, ["customer", "platform_owner"]),
  or(
    eq(accounts.isSpLink, true),
    eq(accounts.isFinancial, true),
    eq(accounts.isDistributor, true),
    eq(accounts.isIsp, true),
    eq(accounts.isManufacturer, true),
    inArray(accounts.companyType, PARTNER_COMPANY_TYPES),
  ),
);

/**
 * Partner accounts by id, across tenants (memberships name them by plain id). Any id that names no
 * partner is bad input on `field` (or `field.<index>` for a list), so nothing is written.
 */
export async function partnerAccounts(db: Db, ids: string[], field: string, listed: boolean) {
  const rows = ids.length ? await db.select().from(accounts).where(inArray(accounts.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fields: Record<string, string> = {};
  const found: PartnerAccount[] = [];
  ids.forEach((id, i) => {
    const row = byId.get(id);
    const kind = row ? partnerKindOf(row) : null;
    if (!row || !kind) fields[listed ? `${field}.${i}` : field] = PROJECT_MESSAGES.unknownPartner;
    else found.push({ id: row.id, tenantId: row.tenantId, accountName: row.accountName, kind });
  });
  if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
  return found;
}

export async function memberRows(db: Db, project: Pick<ProjectRow, "tenantId" | "id">) {
  return db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.tenantId, project.tenantId), eq(projectMembers.projectId, project.id)))
    .orderBy(asc(projectMembers.createdAt), asc(projectMembers.id));
}

/** The quote's members with their account names and kinds; each account joined on its own tenant's key. */
export async function memberViews(
  db: Db,
  project: Pick<ProjectRow, "tenantId" | "id">,
): Promise<TProjectMember[]> {
  const rows = await db
    .select({ member: projectMembers, account: accounts })
    .from(projectMembers)
    .leftJoin(
      accounts,
      and(
        eq(accounts.tenantId, projectMembers.memberTenantId),
        eq(accounts.id, projectMembers.memberAccountId),
      ),
    )
    .where(and(eq(projectMembers.tenantId, project.tenantId), eq(projectMembers.projectId, project.id)))
    .orderBy(asc(projectMembers.id));
  return rows.map(({ member, account }) => ({
    id: member.id,
    accountId: member.memberAccountId,
    accountName: account?.accountName ?? "",
    kind: (account && partnerKindOf(account)) ?? "partner",
    createdAt: member.createdAt.toISOString(),
  }));
}

/**
 * Adds members in the caller's transaction and answers the new memberships by account id. The unique
 * key keeps one row per account: an account added meanwhile by someone else is left out of the answer.
 */
export async function insertMembers(
  tx: Db,
  project: ProjectRow,
  partners: PartnerAccount[],
  createdBy: string,
): Promise<Map<string, string>> {
  if (partners.length === 0) return new Map();
  const inserted = await tx
    .insert(projectMembers)
    .values(
      partners.map((p) => ({
        tenantId: project.tenantId,
        id: uuidv7(),
        projectId: project.id,
        memberAccountId: p.id,
        memberTenantId: p.tenantId,
        createdBy,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: projectMembers.id, accountId: projectMembers.memberAccountId });
  return new Map(inserted.map((r) => [r.accountId, r.id]));
}
