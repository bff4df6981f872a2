import { accounts, users } from "@q2c/db";
import type { ZDocumentContact } from "@q2c/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { userFullName } from "../../lib/user-name.ts";
import { memberRows } from "../project-collab/member-accounts.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";

type TDocumentContact = z.infer<typeof ZDocumentContact>;

const displayName = sql<string>`coalesce(${userFullName}, '')`;

/**
 * GET /quotes/{id}/document-contacts: who a proposal or agreement can go to: the active users of the
 * customer account (they sign), then those of the partner accounts named on the quote. Members live
 * in other tenants, so their users are read by the membership's tenant and account.
 */
export async function listDocumentContacts(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TDocumentContact[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const contactColumns = {
    userId: users.id,
    name: displayName,
    email: users.email,
    accountId: accounts.id,
    accountName: accounts.accountName,
  };
  const customer = await db
    .select(contactColumns)
    .from(users)
    .innerJoin(accounts, and(eq(accounts.tenantId, users.tenantId), eq(accounts.id, users.accountId)))
    .where(
      and(
        eq(users.tenantId, project.tenantId),
        eq(users.accountId, project.accountId),
        eq(users.active, true),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const members = await memberRows(db, project);
  const memberUsers =
    members.length === 0
      ? []
      : await db
          .select(contactColumns)
          .from(users)
          .innerJoin(accounts, and(eq(accounts.tenantId, users.tenantId), eq(accounts.id, users.accountId)))
          .where(
            and(
              inArray(users.tenantId, [...new Set(members.map((m) => m.memberTenantId))]),
              inArray(
                users.accountId,
                members.map((m) => m.memberAccountId),
              ),
              eq(users.active, true),
            ),
          )
          .orderBy(asc(accounts.accountName), asc(users.lastName), asc(users.firstName), asc(users.id));
  return [
    ...customer.map((c) => ({ ...c, kind: "customer" as const })),
    ...memberUsers.map((c) => ({ ...c, kind: "member" as const })),
  ];
}
