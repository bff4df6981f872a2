import type { TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import { LineWork } from "./line-work.ts";
import { indexProject, mustFind } from "./project-refs.ts";

/** DELETE /projects/{id}/project-location-products/{lineId}?version=: its bundle product stays. */
export async function deleteLine(
  deps: Deps,
  principal: Principal,
  projectId: string,
  lineId: string,
  version: number,
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, version, async ({ tx, project, agg }) => {
    const line = mustFind(indexProject(agg).lines, lineId);
    const work = new LineWork(project, agg);
    work.remove([line.id]);
    await work.save(tx);
    return { event: { type: "lines_removed", data: { count: 1 } } };
  });
}
