import { priceProject, type QuoteStage, type StageMoveFacts, stageSteps, type TPhases } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadAggregate, type ProjectAggregate, pricingProjectOf } from "../project-core/aggregate.ts";
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
  return { stage, steps: stageSteps(stage, stageFactsOf(agg)) };
}
