import { teams, uuidv7 } from "@q2c/db";
import type { TCreateTeamRequest, TTeam } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { targetAccount } from "../accounts/repo.ts";
import { teamsWithCounts } from "./repo.ts";

/** Creates a team in the caller's account or an account in its scope (administrator rule). */
export async function createTeam(
  deps: Deps,
  principal: Principal,
  input: TCreateTeamRequest,
): Promise<TTeam> {
  const { db } = deps;
  const account = await targetAccount(db, principal, input.accountId);
  const [row] = await db
    .insert(teams)
    .values({
      tenantId: account.tenantId,
      id: uuidv7(),
      accountId: account.id,
      name: input.name,
      teamType: input.teamType,
    })
    .returning();
  const [team] = await teamsWithCounts(db, row ? [row] : []);
  return team as TTeam;
}
