import { PROJECT_MESSAGES, type TLineEdit, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import { checkLineEdit, linePatch } from "./line-fields.ts";
import { LineWork } from "./line-work.ts";
import { checkIds, FieldErrors, indexProject } from "./project-refs.ts";

export interface BulkUpdateLinesInput {
  version: number;
  lines: (TLineEdit & { id: string })[];
}

/** PUT /projects/{id}/project-location-products: many lines, each with its own changes, in one change. */
export async function bulkUpdateLines(
  deps: Deps,
  principal: Principal,
  projectId: string,
  input: BulkUpdateLinesInput,
): Promise<TProjectChange> {
  return changeProject(deps, principal, projectId, input.version, async ({ tx, project, agg }) => {
    const index = indexProject(agg);
    const errors = new FieldErrors();
    checkIds(
      errors,
      input.lines.map((l) => l.id),
      index.lines,
      PROJECT_MESSAGES.unknownLine,
      (i) => `lines.${i}.id`,
    );
    input.lines.forEach((edit, i) => {
      checkLineEdit(errors, edit, `lines.${i}.`);
    });
    errors.throwIfAny();
    const work = new LineWork(project, agg);
    const rowOf = new Map<string, number>();
    input.lines.forEach((edit, i) => {
      const line = index.lines.get(edit.id);
      if (!line) return;
      rowOf.set(edit.id, i);
      work.edit(edit.id, linePatch(line, edit), edit.chosen !== undefined);
    });
    await work.save(tx, (id) => {
      const i = rowOf.get(id);
      return i === undefined ? undefined : `lines.${i}.chosen`;
    });
    return { event: { type: "lines_changed", data: { count: input.lines.length } } };
  });
}
