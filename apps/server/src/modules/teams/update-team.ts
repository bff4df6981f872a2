import { teams } from "@q2c/db";
import { AppError, type TTeam, type TUpdateTeamRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findTeamInScope, teamsWithCounts } from "./repo.ts";

/** Renames a team or changes its type; a stale version answers 409 and writes nothing. */
export async function updateTeam(
  deps: Deps,
  principal: Principal,
  teamId: string,
  input: TUpdateTeamRequest,
): Promise<TTeam> {
  const { db } = deps;
  const team = await findTeamInScope(db, principal, teamId);
  const [row] = await db
    .update(teams)
    .set({ name: input.name, teamType: input.teamType, version: team.version + 1, updatedAt: new Date() })
    .where(and(eq(teams.tenantId, team.tenantId), eq(teams.id, team.id), eq(teams.version, input.version)))
    .returning();
  if (!row) throw new AppError("conflict", { details: { version: team.version } });
  const [updated] = await teamsWithCounts(db, [row]);
  return updated as TTeam;
}
