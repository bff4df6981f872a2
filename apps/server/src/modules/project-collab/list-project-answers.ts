import { projectAnswers } from "@q2c/db";
import { and, asc, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";
import { answerView, type TProjectAnswer } from "./answer-view.ts";

/** The quote's discovery questions and answers, in their order. */
export async function listProjectAnswers(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TProjectAnswer[]> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, projectId);
  const rows = await db
    .select()
    .from(projectAnswers)
    .where(and(eq(projectAnswers.tenantId, project.tenantId), eq(projectAnswers.projectId, project.id)))
    .orderBy(asc(projectAnswers.position), asc(projectAnswers.id));
  return rows.map(answerView);
}
