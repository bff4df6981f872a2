import type { TLineEdit, TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import { checkLineEdit, linePatch } from "./line-fields.ts";
import { LineWork } from "./line-work.ts";
import { FieldErrors, indexProject, mustFind } from "./project-refs.ts";

/** PUT /projects/{id}/project-location-products/{lineId}: the fields sent change, the rest stay. */
export async function updateLine(
  deps: Deps,
  principal: Principal,
  projectId: string,
  lineId: string,
  input: TLineEdit & { version: number },
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, project, agg }) => {
    const line = mustFind(indexProject(agg).lines, lineId);
    const errors = new FieldErrors();
    checkLineEdit(errors, input);
    errors.throwIfAny();
    const work = new LineWork(project, agg);
    work.edit(line.id, linePatch(line, input), input.chosen !== undefined);
    await work.save(tx, (id) => (id === line.id ? "chosen" : undefined));
    return { event: { type: "lines_changed", data: { count: 1 } } };
  });
}
