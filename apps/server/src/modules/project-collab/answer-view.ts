import { type Db, projectAnswers } from "@q2c/db";
import type { ZProjectAnswer } from "@q2c/domain";
import { AppError, PROJECT_MESSAGES } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ProjectRow } from "../project-core/project-scope.ts";

export type AnswerRow = typeof projectAnswers.$inferSelect;
export type TProjectAnswer = z.infer<typeof ZProjectAnswer>;

export const answerView = (r: AnswerRow): TProjectAnswer => ({
  id: r.id,
  question: r.question,
  answer: r.answer,
  position: r.position,
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

export async function findAnswer(db: Db, project: ProjectRow, answerId: string): Promise<AnswerRow> {
  const [row] = await db
    .select()
    .from(projectAnswers)
    .where(
      and(
        eq(projectAnswers.tenantId, project.tenantId),
        eq(projectAnswers.projectId, project.id),
        eq(projectAnswers.id, answerId),
      ),
    );
  if (!row) throw new AppError("not_found", { message: PROJECT_MESSAGES.unknownAnswer });
  return row;
}
