import { type Db, notifications, projectWatchers, users, uuidv7 } from "@q2c/db";
import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Mail } from "../../integrations/mail/mailer.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";

export interface Recipient {
  id: string;
  tenantId: string;
  email: string;
  name: string;
}

export interface Notice {
  title: string;
  message: string;
  project: ProjectRow;
}

/**
 * Who hears of a message about a quote: the active users of the named member accounts and, when
 * `watchersFrom` is given, the quote's watchers whose account is one of those (so a partner taken off
 * the quote stops hearing of it even if its user still watches); never the sender, each user once.
 */
export async function noticeRecipients(
  db: Db,
  project: ProjectRow,
  memberAccountIds: string[],
  opts: { watchersFrom?: string[]; exceptUserId: string },
): Promise<Recipient[]> {
  const watcherIds = opts.watchersFrom
    ? (
        await db
          .select({ userId: projectWatchers.userId })
          .from(projectWatchers)
          .where(
            and(eq(projectWatchers.tenantId, project.tenantId), eq(projectWatchers.projectId, project.id)),
          )
      ).map((w) => w.userId)
    : [];
  const who = [
    memberAccountIds.length ? inArray(users.accountId, memberAccountIds) : undefined,
    watcherIds.length && opts.watchersFrom?.length
      ? and(inArray(users.id, watcherIds), inArray(users.accountId, opts.watchersFrom))
      : undefined,
  ].filter(Boolean);
  if (who.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      tenantId: users.tenantId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(or(...who), eq(users.active, true), ne(users.id, opts.exceptUserId)));
  return rows.map((r) => ({
    id: r.id,
    tenantId: r.tenantId,
    email: r.email,
    name: `${r.firstName} ${r.lastName}`.trim(),
  }));
}

/** The bell-menu rows, in the caller's transaction; each lands in its recipient's own tenant. */
export async function insertNotifications(tx: Db, recipients: Recipient[], notice: Notice): Promise<void> {
  if (recipients.length === 0) return;
  await tx.insert(notifications).values(
    recipients.map((r) => ({
      tenantId: r.tenantId,
      id: uuidv7(),
      userId: r.id,
      title: notice.title,
      message: notice.message,
      data: { type: "project.message", projectId: notice.project.id },
    })),
  );
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function noticeMail(deps: Deps, to: Recipient, notice: Notice): Mail {
  const link = `${deps.config.publicUrl.replace(/\/+$/, "")}/quotes/${notice.project.id}/view`;
  const greeting = to.name ? `Hello ${to.name},` : "Hello,";
  return {
    to: to.email,
    subject: notice.title,
    text: `${greeting}\n\n${notice.message}\n\n${link}\n`,
    html: `<!doctype html>\n<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1D1D1F">\n<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(notice.message).replace(/\n/g, "<br>")}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(notice.project.dealName)}</a></p>\n</body></html>`,
  };
}

/**
 * After the commit: live notifications to open sessions and one e-mail each. A mail that fails is
 * logged in the outbox by the mailer; it does not undo the message, which is already recorded.
 */
export async function deliverNotices(deps: Deps, recipients: Recipient[], notice: Notice): Promise<void> {
  if (recipients.length === 0) return;
  deps.realtime.notifyUsers(
    recipients.map((r) => r.id),
    "notification",
    {
      title: notice.title,
      message: notice.message,
      data: { type: "project.message", projectId: notice.project.id },
    },
  );
  await Promise.allSettled(recipients.map((r) => deps.mailer.send(noticeMail(deps, r, notice))));
}
