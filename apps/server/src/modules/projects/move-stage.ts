import { AppError, type QuoteStage, stageMoveRefusal, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import { stageFactsOf } from "./get-phases.ts";

/**
 * PUT /projects/{id}/phases: forward one stage at a time once something is priced, back until
 * acceptance, completed final (stageMoveRefusal). A completed quote is won: it becomes a project.
 */
export async function moveStage(
  deps: Deps,
  principal: Principal,
  id: string,
  body: { version: number; stage: QuoteStage },
): Promise<TProjectChange> {
  return changeProject(
    deps,
    principal,
    id,
    body.version,
    async ({ project, agg }) => {
      const from = project.stage as QuoteStage;
      const refusal = stageMoveRefusal(from, body.stage, stageFactsOf(agg));
      if (refusal) throw new AppError("bad_request", { message: refusal, fields: { stage: refusal } });
      return {
        projectFields: { stage: body.stage, ...(body.stage === "completed" ? { type: "project" } : {}) },
        event: { type: "stage_changed", data: { from, to: body.stage } },
      };
    },
    { allowCompleted: true },
  );
}
