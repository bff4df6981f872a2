import { projectMessages, users } from "@q2c/db";
import type { ZProjectMessage } from "@q2c/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { userFullName } from "../../lib/user-name.ts";
import { audienceOf } from "../project-core/project-audience.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";

type TProjectMessage = z.infer<typeof ZProjectMessage>;

/**
 * GET /quotes/{id}/messages: what was sent to the quote's members (notify-members), newest first. The
 * MSP's word to its partners: the MSP and the members read it, the customer's list is empty.
 */
export async function listQuoteMessages(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TProjectMessage[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  if (audienceOf(principal, project) === "customer") return [];
  const rows = await db
    .select({
      id: projectMessages.id,
      senderUserId: projectMessages.senderUserId,
      senderName: userFullName,
      message: projectMessages.message,
      recipientCount: sql<number>`jsonb_array_length(${projectMessages.recipientUserIds})::int`,
      createdAt: projectMessages.createdAt,
    })
    .from(projectMessages)
    .leftJoin(users, eq(users.id, projectMessages.senderUserId))
    .where(and(eq(projectMessages.tenantId, project.tenantId), eq(projectMessages.projectId, project.id)))
    .orderBy(desc(projectMessages.id));
  return rows.map((r) => ({
    ...r,
    recipientCount: Number(r.recipientCount),
    createdAt: r.createdAt.toISOString(),
  }));
}
