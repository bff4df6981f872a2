import { accounts, projectMembers } from "@q2c/db";
import { AppError, PROJECT_MESSAGES } from "@q2c/domain";
import { and, eq, or } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findEditableProject } from "../project-core/project-scope.ts";

/**
 * Takes a partner off the quote (its MSP only); the partner no longer sees it. `memberId` is the
 * membership's id, or the member account's id, which is unique on a quote too.
 */
export async function removeProjectMember(
  deps: Deps,
  principal: Principal,
  projectId: string,
  memberId: string,
): Promise<{ id: string }> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, projectId);
  const [member] = await db
    .select()
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.tenantId, project.tenantId),
        eq(projectMembers.projectId, project.id),
        or(eq(projectMembers.id, memberId), eq(projectMembers.memberAccountId, memberId)),
      ),
    );
  if (!member) throw new AppError("not_found", { message: PROJECT_MESSAGES.notMember });
  const [account] = await db
    .select({ accountName: accounts.accountName })
    .from(accounts)
    .where(eq(accounts.id, member.memberAccountId));
  await db.transaction(async (tx) => {
    await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.tenantId, project.tenantId), eq(projectMembers.id, member.id)));
    await recordProjectEvent(tx, project, principal.userId, "member_removed", {
      accountId: member.memberAccountId,
      accountName: account?.accountName ?? "",
    });
  });
  publishProjectActivity(deps, project.id, { kind: "member", id: member.id }, { type: "member_removed" });
  return { id: member.id };
}
