import { AppError, PROJECT_MESSAGES, type TProjectMember } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { insertMembers, memberRows, partnerAccounts } from "./member-accounts.ts";

/**
 * Names a partner account on the quote (its MSP only): from then on that partner sees and discusses it.
 * Membership is not an edit of the quote's contents, so the quote's version stays.
 */
export async function addProjectMember(
  deps: Deps,
  principal: Principal,
  projectId: string,
  accountId: string,
): Promise<TProjectMember> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, projectId);
  const [partner] = await partnerAccounts(db, [accountId], "accountId", false);
  const member = partner!;
  const already = () =>
    new AppError("bad_request", { fields: { accountId: PROJECT_MESSAGES.alreadyMember } });
  const existing = await memberRows(db, project);
  if (existing.some((m) => m.memberAccountId === accountId)) throw already();
  const id = await db.transaction(async (tx) => {
    const ids = await insertMembers(tx, project, [member], principal.userId);
    if (!ids.has(member.id)) throw already();
    await recordProjectEvent(tx, project, principal.userId, "member_added", {
      accountId: member.id,
      accountName: member.accountName,
      kind: member.kind,
    });
    return ids.get(member.id)!;
  });
  publishProjectActivity(deps, project.id, { kind: "member", id }, { type: "member_added" });
  return {
    id,
    accountId: member.id,
    accountName: member.accountName,
    kind: member.kind,
    createdAt: new Date().toISOString(),
  };
}
