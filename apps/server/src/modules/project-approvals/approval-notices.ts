import { type Db, users } from "@q2c/db";
import { ACCESS_GROUPS } from "@q2c/domain";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Recipient } from "../project-collab/member-notices.ts";

const asRecipient = (r: {
  id: string;
  tenantId: string;
  email: string;
  firstName: string;
  lastName: string;
}) => ({
  id: r.id,
  tenantId: r.tenantId,
  email: r.email,
  name: `${r.firstName} ${r.lastName}`.trim(),
});

const columns = {
  id: users.id,
  tenantId: users.tenantId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** Who may decide: the active staff of the quote's MSP at manager level (quotes.approve), never the asker. */
export async function approversOf(db: Db, tenantId: string, exceptUserId: string): Promise<Recipient[]> {
  const rows = await db
    .select(columns)
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.accountId, tenantId),
        eq(users.active, true),
        inArray(users.role, [...ACCESS_GROUPS.middle]),
        ne(users.id, exceptUserId),
      ),
    );
  return rows.map(asRecipient);
}

/** One user, when active (the asker, told of the decision). */
export async function activeUser(db: Db, tenantId: string, userId: string): Promise<Recipient[]> {
  const rows = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.active, true)));
  return rows.map(asRecipient);
}

/** How the caller is named in a notice: first and last name, else the e-mail (spec's displayName rule). */
export async function displayNameOf(
  db: Db,
  principal: { tenantId: string; userId: string; email: string },
): Promise<string> {
  const [row] = await activeUser(db, principal.tenantId, principal.userId);
  return row?.name || principal.email;
}
