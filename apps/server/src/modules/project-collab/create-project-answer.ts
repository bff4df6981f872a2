import { projectAnswers, uuidv7 } from "@q2c/db";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { ANSWER_SUBJECT, publishProjectActivity } from "../project-core/project-live.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { answerView, type TProjectAnswer } from "./answer-view.ts";

/** Adds a discovery question (with its answer, if known) at the end, or at the position given. */
export async function createProjectAnswer(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: { question: string; answer?: string | undefined; position?: number | undefined },
): Promise<TProjectAnswer> {
  const { db } = deps;
  const project = await findEditableProject(db, principal, projectId);
  const [last] = await db
    .select({ next: sql<number>`coalesce(max(${projectAnswers.position}) + 1, 0)::int` })
    .from(projectAnswers)
    .where(and(eq(projectAnswers.tenantId, project.tenantId), eq(projectAnswers.projectId, project.id)));
  const [row] = await db
    .insert(projectAnswers)
    .values({
      tenantId: project.tenantId,
      id: uuidv7(),
      projectId: project.id,
      question: input.question,
      answer: input.answer ?? "",
      position: input.position ?? last?.next ?? 0,
      updatedBy: principal.userId,
    })
    .returning();
  publishProjectActivity(deps, project.id, { kind: "answer", id: row!.id }, ANSWER_SUBJECT);
  return answerView(row!);
}
