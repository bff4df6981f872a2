import { type Db, projectVersions, users } from "@q2c/db";
import { AppError, type TProjectVersion } from "@q2c/domain";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { userFullName } from "../../lib/user-name.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { storedTotals } from "../project-core/project-view.ts";

export type VersionRow = typeof projectVersions.$inferSelect;

/** What a list shows of a version; the snapshot itself stays in the database (it can be large). */
const listColumns = {
  id: projectVersions.id,
  number: projectVersions.number,
  name: projectVersions.name,
  totals: projectVersions.totals,
  lineCount: sql<number>`coalesce(jsonb_array_length(${projectVersions.snapshot}->'lines'), 0)::int`,
  createdBy: projectVersions.createdBy,
  createdByName: userFullName,
  createdAt: projectVersions.createdAt,
  updatedAt: projectVersions.updatedAt,
  version: projectVersions.version,
};

type ListedVersion = Awaited<ReturnType<typeof selectVersions>>[number];

function versionView(row: ListedVersion, termMonths: number): TProjectVersion {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    totals: storedTotals(row.totals, termMonths),
    lineCount: Number(row.lineCount),
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

const ofProject = (project: Pick<ProjectRow, "tenantId" | "id">) =>
  and(eq(projectVersions.tenantId, project.tenantId), eq(projectVersions.projectId, project.id));

const selectVersions = (db: Db, where: SQL | undefined) =>
  db
    .select(listColumns)
    .from(projectVersions)
    .leftJoin(
      users,
      and(eq(users.tenantId, projectVersions.tenantId), eq(users.id, projectVersions.createdBy)),
    )
    .where(where);

/** Every version of a project, newest first. */
export async function versionsOf(db: Db, project: ProjectRow): Promise<TProjectVersion[]> {
  const rows = await selectVersions(db, ofProject(project)).orderBy(desc(projectVersions.number));
  return rows.map((r) => versionView(r, project.termMonths));
}

/** One version as the list shows it. */
export async function versionById(db: Db, project: ProjectRow, versionId: string): Promise<TProjectVersion> {
  const [row] = await selectVersions(db, and(ofProject(project), eq(projectVersions.id, versionId)));
  if (!row) throw new AppError("not_found");
  return versionView(row, project.termMonths);
}

/** A version of this project with its snapshot; another project's version is as unknown as none. */
export async function findVersion(
  db: Db,
  project: Pick<ProjectRow, "tenantId" | "id">,
  versionId: string,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(projectVersions)
    .where(and(ofProject(project), eq(projectVersions.id, versionId)));
  return row;
}
