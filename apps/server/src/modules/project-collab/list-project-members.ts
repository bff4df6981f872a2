import type { TProjectMember } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { memberViews } from "./member-accounts.ts";

/** The partner accounts named on a quote; everyone who sees the quote sees who else does. */
export async function listProjectMembers(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TProjectMember[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  return memberViews(db, project);
}
