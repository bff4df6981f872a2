import { type Db, projectApprovals, users } from "@q2c/db";
import {
  type ApprovalStatus,
  type ApprovedLimits,
  approvalCovers,
  type GuardrailBreach,
  guardrailBreaches,
  priceProject,
  type TApprovalState,
  type TProjectApproval,
} from "@q2c/domain";
import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fullNameOf } from "../../lib/user-name.ts";
import { type ProjectAggregate, pricingProjectOf } from "../project-core/aggregate.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { guardrailsOf, readQuoteSettings } from "../quote-settings/repo.ts";

// Issue #16 §5: what the tenant's guardrails say of a quote, and whether an approval covers it.

/** What project_approvals.breaches holds: the breaches asked for and their worst figures. */
export interface StoredBreaches extends ApprovedLimits {
  list: GuardrailBreach[];
}

export function readStoredBreaches(json: Record<string, unknown>): StoredBreaches {
  return {
    list: Array.isArray(json.list) ? (json.list as GuardrailBreach[]) : [],
    lowestMargin: typeof json.lowestMargin === "string" ? json.lowestMargin : null,
    highestDiscount: typeof json.highestDiscount === "string" ? json.highestDiscount : null,
  };
}

/** The quote's breaches of its tenant's guardrails, as it stands in `agg`. */
export async function breachesOf(db: Db, agg: ProjectAggregate): Promise<GuardrailBreach[]> {
  const settings = await readQuoteSettings(db, agg.project.tenantId);
  const rails = guardrailsOf(settings);
  if (rails.minMarginPercent === null && rails.maxDiscountPercent === null) return [];
  const pricing = pricingProjectOf(agg);
  return guardrailBreaches(pricing, priceProject(pricing), rails);
}

const requester = alias(users, "requester");
const decider = alias(users, "decider");

/** The quote's approval requests, newest first. */
export async function approvalsOf(
  db: Db,
  project: Pick<ProjectRow, "tenantId" | "id">,
): Promise<TProjectApproval[]> {
  const rows = await db
    .select({
      a: projectApprovals,
      requestedByName: fullNameOf(requester),
      decidedByName: fullNameOf(decider),
    })
    .from(projectApprovals)
    .leftJoin(
      requester,
      and(eq(requester.tenantId, projectApprovals.tenantId), eq(requester.id, projectApprovals.requestedBy)),
    )
    .leftJoin(
      decider,
      and(eq(decider.tenantId, projectApprovals.tenantId), eq(decider.id, projectApprovals.decidedBy)),
    )
    .where(and(eq(projectApprovals.tenantId, project.tenantId), eq(projectApprovals.projectId, project.id)))
    .orderBy(desc(projectApprovals.createdAt), desc(projectApprovals.id));
  return rows.map(({ a, requestedByName, decidedByName }) => {
    const stored = readStoredBreaches(a.breaches);
    return {
      id: a.id,
      projectId: a.projectId,
      status: a.status as ApprovalStatus,
      lowestMargin: stored.lowestMargin,
      highestDiscount: stored.highestDiscount,
      breaches: stored.list,
      requestedBy: a.requestedBy,
      requestedByName: requestedByName ?? "",
      requestComment: a.requestComment,
      decidedBy: a.decidedBy,
      decidedByName: a.decidedBy === null ? null : (decidedByName ?? ""),
      decidedAt: a.decidedAt?.toISOString() ?? null,
      decisionComment: a.decisionComment,
      createdAt: a.createdAt.toISOString(),
      version: a.version,
    };
  });
}

/** Whether the breaches need an approval: none of the approved requests covers them. */
export function uncovered(breaches: GuardrailBreach[], approvals: TProjectApproval[]): boolean {
  if (breaches.length === 0) return false;
  return !approvals.some(
    (a) =>
      a.status === "approved" &&
      approvalCovers({ lowestMargin: a.lowestMargin, highestDiscount: a.highestDiscount }, breaches),
  );
}

/** The approval state of a quote: its breaches now, whether it needs an approval, its requests. */
export async function approvalStateOf(db: Db, agg: ProjectAggregate): Promise<TApprovalState> {
  const [breaches, approvals] = await Promise.all([breachesOf(db, agg), approvalsOf(db, agg.project)]);
  return { breaches, needsApproval: uncovered(breaches, approvals), approvals };
}

/** Whether a move past Review needs an approval now (for the stage rules). */
export async function needsApproval(db: Db, agg: ProjectAggregate): Promise<boolean> {
  return (await approvalStateOf(db, agg)).needsApproval;
}
