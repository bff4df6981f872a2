import { teamMembers } from "@q2c/db";
import type { Page, TPageQuery, TTeamMember } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { findTeamInScope, membersOf } from "./repo.ts";

/** Members of a team in scope, paged by user id. */
export async function listTeamMembers(
  deps: Deps,
  principal: Principal,
  teamId: string,
  page: TPageQuery,
): Promise<Page<TTeamMember>> {
  const { db } = deps;
  const team = await findTeamInScope(db, principal, teamId);
  return keysetPage(page, teamMembers.userId, (step) => membersOf(db, team, step));
}
