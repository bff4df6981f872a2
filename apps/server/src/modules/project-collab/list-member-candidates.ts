import { accounts, projectMembers } from "@q2c/db";
import { MEMBER_CANDIDATES_LIMIT, type TMemberCandidate, type TMemberCandidatesQuery } from "@q2c/domain";
import { and, asc, eq, ilike, notInArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { containsPattern } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { isPartnerAccount, partnerKindOf } from "./member-accounts.ts";

/**
 * GET /projects/{id}/member-candidates: partner accounts the quote's MSP may add as members, by name.
 * Partners are top accounts of their own tenants, so GET /accounts (the caller's tenant) never lists
 * them to an MSP; this search reads across tenants, but only accounts that POST /members accepts
 * (link partners, financial partners, distributors, manufacturers, ISVs, ISPs), and only their names.
 */
export async function listMemberCandidates(
  deps: Deps,
  principal: Principal,
  projectId: string,
  query: TMemberCandidatesQuery,
): Promise<TMemberCandidate[]> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, projectId);
  const members = db
    .select({ id: projectMembers.memberAccountId })
    .from(projectMembers)
    .where(and(eq(projectMembers.tenantId, project.tenantId), eq(projectMembers.projectId, project.id)));
  const rows = await db
    .select({
      id: accounts.id,
      accountName: accounts.accountName,
      isMSP: accounts.isMSP,
      companyType: accounts.companyType,
      isSpLink: accounts.isSpLink,
      isFinancial: accounts.isFinancial,
      isDistributor: accounts.isDistributor,
      isIsp: accounts.isIsp,
      isManufacturer: accounts.isManufacturer,
    })
    .from(accounts)
    .where(
      and(
        isPartnerAccount,
        query.term ? ilike(accounts.accountName, containsPattern(query.term)) : undefined,
        notInArray(accounts.id, members),
      ),
    )
    .orderBy(asc(accounts.accountName), asc(accounts.id))
    .limit(MEMBER_CANDIDATES_LIMIT);
  return rows.flatMap((r) => {
    const kind = partnerKindOf(r);
    return kind ? [{ id: r.id, accountName: r.accountName, kind }] : [];
  });
}
