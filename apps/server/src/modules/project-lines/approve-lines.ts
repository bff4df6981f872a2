import { projectLines } from "@q2c/db";
import { PROJECT_MESSAGES, type TIdsRequest, type TProjectChange } from "@q2c/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import { checkIds, FieldErrors, indexProject } from "./project-refs.ts";

/** POST /projects/{id}/project-location-products/approve: who approved the lines, and when. */
export async function approveLines(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: TIdsRequest,
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, project, agg }) => {
    const errors = new FieldErrors();
    checkIds(errors, input.ids, indexProject(agg).lines, PROJECT_MESSAGES.unknownLine, (i) => `ids.${i}`);
    errors.throwIfAny();
    // Two columns, the same values for every line: one UPDATE, no need to rewrite whole rows.
    await tx
      .update(projectLines)
      .set({ approvedAt: sql`now()`, approvedBy: principal.userId })
      .where(
        and(
          eq(projectLines.tenantId, project.tenantId),
          eq(projectLines.projectId, project.id),
          inArray(projectLines.id, input.ids),
        ),
      );
    return { event: { type: "lines_approved", data: { count: input.ids.length } } };
  });
}
