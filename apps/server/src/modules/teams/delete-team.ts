import { teams } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findTeamInScope } from "./repo.ts";

/** Deletes a team; its memberships go with it (foreign key cascade), its users stay. */
export async function deleteTeam(deps: Deps, principal: Principal, teamId: string): Promise<{ id: string }> {
  const { db } = deps;
  const team = await findTeamInScope(db, principal, teamId);
  await db.delete(teams).where(and(eq(teams.tenantId, team.tenantId), eq(teams.id, team.id)));
  return { id: team.id };
}
