import { AppError, acceptRefusal, PROJECT_MESSAGES, type QuoteStage, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { queueOrderAtAcceptance } from "../../jobs/order-at-acceptance.ts";
import type { Principal } from "../../lib/principal.ts";
import { type OrderAtAcceptance, orderWantedAtAcceptance } from "../orders/order-at-acceptance.ts";
import { displayNameOf } from "../project-approvals/approval-notices.ts";
import { needsApproval } from "../project-approvals/approval-state.ts";
import { changeProject } from "../project-core/change-project.ts";
import { stageFactsOf } from "./get-phases.ts";

/**
 * POST /projects/{id}/accept: "Mark as accepted" (issue #16 §3). The customer accepted outside the app
 * (a signed purchase order, an e-mail); the user says how, and the quote moves to Acceptance from
 * Proposal, Finance or Agreement. Logged in the feed with the reason; watchers are told. The customer's
 * signature (documents issue) reaches Acceptance the other way. When the MSP has the order plan and the
 * quote no order, the transaction wants one and its job is queued after the commit (docs/orders.md "Made at
 * acceptance").
 */
export async function acceptQuote(
  deps: Deps,
  principal: Principal,
  id: string,
  body: { version: number; reason: string },
): Promise<TProjectChange> {
  let order: OrderAtAcceptance | null = null;
  const change = await changeProject(deps, principal, id, body.version, async ({ tx, project, agg }) => {
    const from = project.stage as QuoteStage;
    const refusal = acceptRefusal(from, {
      ...stageFactsOf(agg),
      needsApproval: await needsApproval(tx, agg),
    });
    if (refusal) throw new AppError("bad_request", { message: refusal, fields: { stage: refusal } });
    const who = await displayNameOf(tx, principal);
    order = await orderWantedAtAcceptance(tx, project, principal.userId, deps.config.platformAccountId);
    return {
      projectFields: { stage: "acceptance", acceptedAt: new Date() },
      event: { type: "accepted", data: { from, reason: body.reason } },
      notice: {
        title: PROJECT_MESSAGES.stageChangedTitle(project.dealName),
        message: `${who} marked the quote as accepted: “${body.reason}”`,
      },
    };
  });
  await queueOrderAtAcceptance(deps, order);
  return change;
}
