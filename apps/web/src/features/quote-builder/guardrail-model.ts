import {
  approvalCovers,
  type GuardrailBreach,
  type Guardrails,
  guardrailBreaches,
  type PricedProject,
  type QuotePricingProject,
  type TProject,
  type TProjectApproval,
} from "@q2c/domain";
import { allLines } from "./draft-model.ts";

// Issue #16 §5, the builder's side: the breaches of the draft as priced now, and what the approval
// panel says of them. The server keeps the same rules for the stage move (approval-state.ts).

export const NO_BREACHES: readonly GuardrailBreach[] = [];
const NO_LINES: ReadonlyMap<string, readonly GuardrailBreach[]> = new Map();

/** The draft's breaches of the tenant's guardrails, from the figures the builder already priced. */
export function breachesOf(
  input: QuotePricingProject | null,
  priced: PricedProject | null,
  rails: Guardrails | null,
): readonly GuardrailBreach[] {
  if (input === null || priced === null || rails === null) return NO_BREACHES;
  if (rails.minMarginPercent === null && rails.maxDiscountPercent === null) return NO_BREACHES;
  const found = guardrailBreaches(input, priced, rails);
  return found.length === 0 ? NO_BREACHES : found;
}

/** The breaches of each line (the quote's own, lineId null, are left out). */
export function breachesByLine(
  breaches: readonly GuardrailBreach[],
): ReadonlyMap<string, readonly GuardrailBreach[]> {
  if (breaches.length === 0) return NO_LINES;
  const out = new Map<string, GuardrailBreach[]>();
  for (const b of breaches) {
    if (b.lineId === null) continue;
    const list = out.get(b.lineId);
    if (list) list.push(b);
    else out.set(b.lineId, [b]);
  }
  return out;
}

/** What the approval panel shows, from the live breaches and the quote's requests (newest first). */
export type ApprovalView =
  /** Within the limits: no panel. */
  | { kind: "none" }
  /** An approved request covers the quote as it stands. */
  | { kind: "approved"; approval: TProjectApproval }
  /** A request waits for a manager; `own` when the signed-in user asked. */
  | { kind: "pending"; approval: TProjectApproval; own: boolean }
  /** An approval is needed; the last decided request, if any, is shown beside the Request button. */
  | { kind: "needed"; last: TProjectApproval | null };

export function approvalViewOf(
  breaches: readonly GuardrailBreach[],
  approvals: readonly TProjectApproval[],
  userId: string,
): ApprovalView {
  if (breaches.length === 0) return { kind: "none" };
  const covering = approvals.find(
    (a) =>
      a.status === "approved" &&
      approvalCovers({ lowestMargin: a.lowestMargin, highestDiscount: a.highestDiscount }, breaches),
  );
  if (covering) return { kind: "approved", approval: covering };
  const pending = approvals.find((a) => a.status === "pending");
  if (pending) return { kind: "pending", approval: pending, own: pending.requestedBy === userId };
  return { kind: "needed", last: approvals.find((a) => a.status !== "pending") ?? null };
}

/** A line's name for the panel's list ("" when the line is gone). */
export const lineNameIn = (project: TProject | null, lineId: string): string =>
  (project ? allLines(project).find((l) => l.id === lineId)?.name : undefined) ?? "";
