import { accounts, type Db, users } from "@q2c/db";
import { and, eq, gt, isNotNull } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { inviteMail } from "../../integrations/mail/templates.ts";
import { hashToken } from "../../lib/secrets.ts";
import { publicLink } from "./password-reset.ts";
import { INVITE_TTL_DAYS, INVITE_TTL_MS } from "./policy.ts";

export const fullName = (u: { firstName: string; lastName: string; email: string }): string =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email;

/** The invited, not yet registered user of an invitation token, with the account's name. */
export async function openInvitation(db: Db, token: string) {
  const [row] = await db
    .select({ user: users, accountName: accounts.accountName })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.tenantId, users.tenantId), eq(accounts.id, users.accountId)))
    .where(
      and(
        eq(users.inviteTokenHash, hashToken(token)),
        isNotNull(users.invitedAt),
        gt(users.invitedAt, new Date(Date.now() - INVITE_TTL_MS)),
        eq(users.active, true),
      ),
    );
  return row;
}

/** Mails the register link; answers whether the mail was queued (or kept in the outbox without SMTP). */
export async function mailInvitation(
  deps: Deps,
  input: { email: string; name: string; inviterName: string; accountName: string; token: string },
): Promise<boolean> {
  try {
    await deps.mailer.send(
      inviteMail({
        to: input.email,
        name: input.name,
        inviterName: input.inviterName,
        accountName: input.accountName,
        link: publicLink(deps.config.publicUrl, `/register/${input.token}`),
        validDays: INVITE_TTL_DAYS,
      }),
    );
    return true;
  } catch {
    return false;
  }
}

/** The name the invitation mail gives for the person who sent it. */
export async function inviterName(db: Db, principal: { tenantId: string; userId: string }): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, principal.tenantId), eq(users.id, principal.userId)));
  return row ? fullName(row) : "";
}
