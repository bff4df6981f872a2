import type { TProjectVersion } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { versionsOf } from "./repo.ts";

/** GET /projects/{id}/versions: anyone who sees the quote sees its versions, newest first. */
export async function listVersions(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TProjectVersion[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  return versionsOf(db, project);
}
