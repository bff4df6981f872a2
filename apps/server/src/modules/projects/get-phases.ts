import { priceProject, type QuoteStage, type StageMoveFacts, stageSteps, type TPhases } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { needsApproval } from "../project-approvals/approval-state.ts";
import { loadAggregate, type ProjectAggregate, pricingProjectOf } from "../project-core/aggregate.ts";
import { seesCosts } from "../project-core/cost-redaction.ts";
import { findProjectInScope } from "../project-core/project-scope.ts";

/** What the stage rules need to know of a quote, its priced lines counted by priceProject. */
export function stageFactsOf(agg: ProjectAggregate): StageMoveFacts {
  return {
    pricedLineCount: priceProject(pricingProjectOf(agg)).pricedLineCount,
    archived: agg.project.archivedAt !== null,
    declined: agg.project.status === "declined",
  };
}

/** GET /projects/{id}/phases: the stepper, each stage with why the quote may not move there now. */
export async function getPhases(deps: Deps, principal: Principal, id: string): Promise<TPhases> {
  const { db } = deps;
  const project = await findProjectInScope(db, principal, id);
  const agg = await loadAggregate(db, project);
  const stage = project.stage as QuoteStage;
  // Only the provider's side is told of guardrails; a customer's or partner's stepper shows the stages.
  const approval = seesCosts(principal, project);
  const facts = { ...stageFactsOf(agg), needsApproval: approval ? await needsApproval(db, agg) : false };
  return { stage, steps: stageSteps(stage, facts) };
}
