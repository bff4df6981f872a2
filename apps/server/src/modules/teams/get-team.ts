import type { TTeamDetail } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findTeamInScope, membersOf, teamsWithCounts } from "./repo.ts";

/** One team in scope with its members. */
export async function getTeam(deps: Deps, principal: Principal, teamId: string): Promise<TTeamDetail> {
  const { db } = deps;
  const team = await findTeamInScope(db, principal, teamId);
  const [summary] = await teamsWithCounts(db, [team]);
  const members = await membersOf(db, team);
  return { ...(summary as NonNullable<typeof summary>), members };
}
