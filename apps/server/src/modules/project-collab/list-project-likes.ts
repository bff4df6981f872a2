import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { type LikeSummary, visibleLikeSummaries } from "./collab-repo.ts";

/** Likes of the feed's events and comments the caller reads, by target, with whether it is among them. */
export async function listProjectLikes(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<LikeSummary[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  return [...(await visibleLikeSummaries(db, project, principal)).values()];
}
