import { AppError, PROJECT_MESSAGES, priceProject, type TVersionDiff } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadAggregate, pricingProjectOf } from "../project-core/aggregate.ts";
import { findProjectInScope, type ProjectRow } from "../project-core/project-scope.ts";
import { storedTotals } from "../project-core/project-view.ts";
import { findVersion } from "./repo.ts";
import { type DiffSide, diffVersions } from "./version-diff.ts";
import { aggregateOfSnapshot, readSnapshot } from "./version-snapshot.ts";

/** The name the diff gives the quote as it stands. */
export const CURRENT_SIDE_NAME = "Current";

async function sideOf(deps: Deps, project: ProjectRow, ref: string, field: "from" | "to"): Promise<DiffSide> {
  const { db } = deps;
  if (ref === "current") {
    const agg = await loadAggregate(db, project);
    return {
      id: "current",
      name: CURRENT_SIDE_NAME,
      agg,
      priced: priceProject(pricingProjectOf(agg)),
      totals: storedTotals(project.totals, project.termMonths),
    };
  }
  const row = await findVersion(db, project, ref);
  if (!row) throw new AppError("bad_request", { fields: { [field]: PROJECT_MESSAGES.unknownVersion } });
  const agg = aggregateOfSnapshot(project, readSnapshot(row.snapshot));
  return {
    id: row.id,
    name: row.name,
    agg,
    priced: priceProject(pricingProjectOf(agg)),
    totals: storedTotals(row.totals, agg.project.termMonths),
  };
}

/** GET /projects/{id}/versions/compare?from=&to=: two versions, or a version and the quote as it stands. */
export async function compareVersions(
  deps: Deps,
  principal: Principal,
  projectId: string,
  query: { from: string; to: string },
): Promise<TVersionDiff> {
  const project = await findProjectInScope(deps.db, principal, projectId);
  const [from, to] = await Promise.all([
    sideOf(deps, project, query.from, "from"),
    sideOf(deps, project, query.to, "to"),
  ]);
  return diffVersions(from, to);
}
