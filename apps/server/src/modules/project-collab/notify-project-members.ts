import { projectMessages, uuidv7 } from "@q2c/db";
import { PROJECT_MESSAGES } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { memberRows } from "./member-accounts.ts";
import { deliverNotices, insertNotifications, noticeRecipients } from "./member-notices.ts";

/**
 * Sends a message about the quote to the users of its member accounts and to its watchers: a bell
 * notification each, live when they are signed in, and an e-mail. The message is kept (project_messages,
 * GET /quotes/{id}/messages) and the feed says it was sent.
 */
export async function notifyProjectMembers(
  deps: Deps,
  principal: Principal,
  projectId: string,
  message: string,
): Promise<{ recipients: number }> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, projectId);
  const members = await memberRows(db, project);
  const memberAccountIds = members.map((m) => m.memberAccountId);
  // Watchers who still see the quote: its MSP, its customer, the platform owner, its current members.
  const watchersFrom = [
    project.tenantId,
    project.accountId,
    deps.config.platformAccountId,
    ...memberAccountIds,
  ];
  const recipients = await noticeRecipients(db, project, memberAccountIds, {
    watchersFrom,
    exceptUserId: principal.userId,
  });
  const notice = { title: PROJECT_MESSAGES.notifyMembersTitle(project.dealName), message, project };
  const eventId = await db.transaction(async (tx) => {
    const messageId = uuidv7();
    await tx.insert(projectMessages).values({
      tenantId: project.tenantId,
      id: messageId,
      projectId: project.id,
      senderUserId: principal.userId,
      message,
      recipientUserIds: recipients.map((r) => r.id),
    });
    await insertNotifications(tx, recipients, notice);
    return recordProjectEvent(tx, project, principal.userId, "members_notified", {
      messageId,
      recipientCount: recipients.length,
    });
  });
  publishProjectActivity(deps, project.id, { kind: "event", id: eventId }, { type: "members_notified" });
  await deliverNotices(deps, recipients, notice);
  return { recipients: recipients.length };
}
