import { PROJECT_MESSAGES, type TIdsRequest, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import { LineWork } from "./line-work.ts";
import { checkIds, FieldErrors, indexProject } from "./project-refs.ts";

/** DELETE /projects/{id}/project-location-products with { version, ids }: their bundle products stay. */
export async function bulkDeleteLines(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: TIdsRequest,
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, project, agg }) => {
    const errors = new FieldErrors();
    checkIds(errors, input.ids, indexProject(agg).lines, PROJECT_MESSAGES.unknownLine, (i) => `ids.${i}`);
    errors.throwIfAny();
    const work = new LineWork(project, agg);
    work.remove(input.ids);
    await work.save(tx);
    return { event: { type: "lines_removed", data: { count: input.ids.length } } };
  });
}
