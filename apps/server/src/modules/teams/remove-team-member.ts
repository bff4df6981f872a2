import { teamMembers } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findTeamInScope } from "./repo.ts";

/** Takes a user out of a team; a user who is not a member answers 404. */
export async function removeTeamMember(
  deps: Deps,
  principal: Principal,
  teamId: string,
  userId: string,
): Promise<{ teamId: string; userId: string }> {
  const { db } = deps;
  const team = await findTeamInScope(db, principal, teamId);
  const removed = await db
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.tenantId, team.tenantId),
        eq(teamMembers.teamId, team.id),
        eq(teamMembers.userId, userId),
      ),
    )
    .returning({ userId: teamMembers.userId });
  if (removed.length === 0) throw new AppError("not_found");
  return { teamId: team.id, userId };
}
