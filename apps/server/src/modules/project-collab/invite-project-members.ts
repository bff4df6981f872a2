import { accounts, projectMessages, uuidv7 } from "@q2c/db";
import { AppError, PROJECT_MESSAGES, type TProjectMember, ZProjectMember } from "@q2c/domain";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { insertMembers, memberRows, partnerAccounts } from "./member-accounts.ts";
import { deliverNotices, insertNotifications, noticeRecipients } from "./member-notices.ts";

export const ZInviteMembersResponse = z.object({
  /** The memberships this call created; accounts that were members already are only notified. */
  added: z.array(ZProjectMember),
  recipients: z.number().int(),
});

/**
 * Adds several partner accounts to the quote at once and tells their users (in the app and by e-mail),
 * with the sender's message or a standard one. Any unknown or non-partner account: 400, nothing written.
 */
export async function inviteProjectMembers(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: { accountIds: string[]; message?: string | undefined },
): Promise<{ added: TProjectMember[]; recipients: number }> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, projectId);
  if (new Set(input.accountIds).size !== input.accountIds.length) {
    throw new AppError("bad_request", { fields: { accountIds: PROJECT_MESSAGES.duplicateIds } });
  }
  const partners = await partnerAccounts(db, input.accountIds, "accountIds", true);
  const already = new Set((await memberRows(db, project)).map((m) => m.memberAccountId));
  const fresh = partners.filter((p) => !already.has(p.id));
  const [msp] = await db
    .select({ accountName: accounts.accountName })
    .from(accounts)
    .where(eq(accounts.id, project.tenantId));
  const notice = {
    title: PROJECT_MESSAGES.inviteMembersTitle(project.dealName),
    message:
      input.message?.trim() ||
      PROJECT_MESSAGES.inviteMembersMessage(msp?.accountName ?? "", project.dealName),
    project,
  };
  const { added, recipients } = await db.transaction(async (tx) => {
    const ids = await insertMembers(tx, project, fresh, principal.userId);
    // Read once the accounts are members: a partner's users are visible to the MSP only from then on.
    const recipients = await noticeRecipients(tx, project, input.accountIds, {
      exceptUserId: principal.userId,
    });
    const created = fresh.filter((p) => ids.has(p.id));
    for (const p of created) {
      await recordProjectEvent(tx, project, principal.userId, "member_added", {
        accountId: p.id,
        accountName: p.accountName,
        kind: p.kind,
      });
    }
    await insertNotifications(tx, recipients, notice);
    await tx.insert(projectMessages).values({
      tenantId: project.tenantId,
      id: uuidv7(),
      projectId: project.id,
      senderUserId: principal.userId,
      message: notice.message,
      recipientUserIds: recipients.map((r) => r.id),
    });
    const now = new Date().toISOString();
    const added = created.map((p) => ({
      id: ids.get(p.id)!,
      accountId: p.id,
      accountName: p.accountName,
      kind: p.kind,
      createdAt: now,
    }));
    return { added, recipients };
  });
  if (added.length > 0)
    publishProjectActivity(deps, project.id, { kind: "member" }, { type: "member_added" });
  await deliverNotices(deps, recipients, notice);
  return { added, recipients: recipients.length };
}
