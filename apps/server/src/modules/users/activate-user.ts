import { sessions, users } from "@q2c/db";
import { AppError, type TUserSummary } from "@q2c/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertCanManageUser, findUserInScope, summariesOf } from "./repo.ts";

/**
 * Activates or deactivates a user (administrator+). Deactivating also revokes the user's sessions, so
 * neither their access token (checked against `active` on every request) nor a refresh token works on,
 * and closes their open sockets.
 */
export async function activateUser(
  deps: Deps,
  principal: Principal,
  userId: string,
  active: boolean,
): Promise<TUserSummary> {
  const { db } = deps;
  const target = await findUserInScope(db, principal, userId);
  assertCanManageUser(principal, target);
  if (target.id === principal.userId && !active) throw new AppError("cannot_deactivate_self");
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ active, updatedAt: new Date(), version: target.version + 1 })
      .where(and(eq(users.tenantId, target.tenantId), eq(users.id, target.id)))
      .returning();
    if (!active) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.tenantId, target.tenantId),
            eq(sessions.userId, target.id),
            isNull(sessions.revokedAt),
          ),
        );
    }
    if (target.active !== active) {
      await recordAudit(tx, {
        actorUserId: principal.userId,
        tenantId: target.tenantId,
        type: active ? "user.activated" : "user.deactivated",
        subjectId: target.id,
      });
    }
    return row;
  });
  if (!updated) throw new AppError("not_found");
  // Its open sockets were signed in with the sessions just revoked.
  if (!active) deps.realtime.closeUserSockets(target.id);
  const [summary] = await summariesOf(db, [updated]);
  if (!summary) throw new AppError("not_found");
  return summary;
}
