import { type Db, projectBuildings, projectLines } from "@q2c/db";
import { AppError, PROJECT_MESSAGES } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { ProjectRow } from "../project-core/project-scope.ts";

export type CommentLink = { buildingId: string } | { lineId: string };

/** A comment may point at a building or a line of its own quote, nothing else. */
export async function checkCommentLink(db: Db, project: ProjectRow, link: CommentLink | null): Promise<void> {
  if (!link) return;
  if ("buildingId" in link) {
    const [row] = await db
      .select({ id: projectBuildings.id })
      .from(projectBuildings)
      .where(
        and(
          eq(projectBuildings.tenantId, project.tenantId),
          eq(projectBuildings.projectId, project.id),
          eq(projectBuildings.id, link.buildingId),
        ),
      );
    if (!row)
      throw new AppError("bad_request", { fields: { "link.buildingId": PROJECT_MESSAGES.unknownBuilding } });
    return;
  }
  const [row] = await db
    .select({ id: projectLines.id })
    .from(projectLines)
    .where(
      and(
        eq(projectLines.tenantId, project.tenantId),
        eq(projectLines.projectId, project.id),
        eq(projectLines.id, link.lineId),
      ),
    );
  if (!row) throw new AppError("bad_request", { fields: { "link.lineId": PROJECT_MESSAGES.unknownLine } });
}
