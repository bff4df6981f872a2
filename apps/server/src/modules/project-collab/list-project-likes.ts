import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { type LikeSummary, likeSummaries } from "./collab-repo.ts";

/** Likes of the feed's events and comments, by target, with whether the caller is among them. */
export async function listProjectLikes(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<LikeSummary[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  return [...(await likeSummaries(db, project, principal.userId)).values()];
}
