import { teamMembers, users } from "@q2c/db";
import { AppError, type TAddTeamMemberRequest, type TTeamMember } from "@q2c/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findTeamInScope, membersOf } from "./repo.ts";

/**
 * Adds a user of the team's account to the team, or changes its level when it is a member already.
 * A user of another account cannot join: 400 on userId, nothing written.
 */
export async function addTeamMember(
  deps: Deps,
  principal: Principal,
  teamId: string,
  input: TAddTeamMemberRequest,
): Promise<TTeamMember> {
  const { db } = deps;
  const team = await findTeamInScope(db, principal, teamId);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.tenantId, team.tenantId), eq(users.accountId, team.accountId), eq(users.id, input.userId)),
    );
  if (!user) {
    throw new AppError("bad_request", {
      fields: { userId: "This user is not a user of the team's account." },
    });
  }
  await db
    .insert(teamMembers)
    .values({ tenantId: team.tenantId, teamId: team.id, userId: user.id, level: input.level })
    .onConflictDoUpdate({
      target: [teamMembers.tenantId, teamMembers.teamId, teamMembers.userId],
      set: { level: input.level },
    });
  const [member] = await membersOf(db, team, {
    where: eq(teamMembers.userId, user.id),
    orderBy: asc(teamMembers.userId),
    limit: 1,
  });
  if (!member) throw new AppError("not_found");
  return member;
}
