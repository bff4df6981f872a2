import {
  AppError,
  PROJECT_MESSAGES,
  QUOTE_STAGE_LABELS,
  type QuoteStage,
  stageMoveRefusal,
  type TProjectChange,
} from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { displayNameOf } from "../project-approvals/approval-notices.ts";
import { needsApproval } from "../project-approvals/approval-state.ts";
import { changeProject } from "../project-core/change-project.ts";
import { stageFactsOf } from "./get-phases.ts";

/**
 * PUT /projects/{id}/phases: forward one stage at a time once something is priced, back until
 * acceptance, completed final (stageMoveRefusal). Acceptance comes only from the customer's signature or
 * Mark as accepted (accept-quote.ts); a quote that breaks the guardrails moves past Review only with a
 * manager's approval (issue #16). A completed quote is won: it becomes a project. Watchers are told.
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
    async ({ tx, project, agg }) => {
      const from = project.stage as QuoteStage;
      const facts = { ...stageFactsOf(agg), needsApproval: await needsApproval(tx, agg) };
      const refusal = stageMoveRefusal(from, body.stage, facts);
      if (refusal) throw new AppError("bad_request", { message: refusal, fields: { stage: refusal } });
      const who = await displayNameOf(tx, principal);
      return {
        projectFields: { stage: body.stage, ...(body.stage === "completed" ? { type: "project" } : {}) },
        event: { type: "stage_changed", data: { from, to: body.stage } },
        notice: {
          title: PROJECT_MESSAGES.stageChangedTitle(project.dealName),
          message: PROJECT_MESSAGES.stageChangedMessage(
            who,
            QUOTE_STAGE_LABELS[from],
            QUOTE_STAGE_LABELS[body.stage],
          ),
        },
      };
    },
    { allowCompleted: true, allowDeclined: true },
  );
}
