import { projectAnswers } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { ANSWER_SUBJECT, publishProjectActivity } from "../project-core/project-live.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { answerView, findAnswer, type TProjectAnswer } from "./answer-view.ts";

/** Changes a question or its answer with the answer's version (stale: 409, nothing written). */
export async function updateProjectAnswer(
  deps: Deps,
  principal: Principal,
  projectId: string,
  answerId: string,
  input: { version: number; question?: string | undefined; answer?: string | undefined },
): Promise<TProjectAnswer> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, projectId);
  const current = await findAnswer(db, project, answerId);
  const [row] = await db
    .update(projectAnswers)
    .set({
      ...(input.question !== undefined ? { question: input.question } : {}),
      ...(input.answer !== undefined ? { answer: input.answer } : {}),
      updatedBy: principal.userId,
      updatedAt: sql`now()`,
      version: sql`${projectAnswers.version} + 1`,
    })
    .where(
      and(
        eq(projectAnswers.tenantId, project.tenantId),
        eq(projectAnswers.id, current.id),
        eq(projectAnswers.version, input.version),
      ),
    )
    .returning();
  if (!row) {
    const latest = await findAnswer(db, project, answerId);
    throw new AppError("conflict", { details: { version: latest.version } });
  }
  publishProjectActivity(deps, project.id, { kind: "answer", id: row.id }, ANSWER_SUBJECT);
  return answerView(row);
}
