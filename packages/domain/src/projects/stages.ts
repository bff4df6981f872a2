import { PROJECT_MESSAGES } from "./project-messages.ts";

/** Domain §2 and §9: the eight quote stages, in order. */
export const QUOTE_STAGES = [
  "build",
  "review",
  "price",
  "proposal",
  "finance",
  "agreement",
  "acceptance",
  "completed",
] as const;
export type QuoteStage = (typeof QUOTE_STAGES)[number];

/** What the stepper shows; `price` is labelled Configuration (domain §2). */
export const QUOTE_STAGE_LABELS: Record<QuoteStage, string> = {
  build: "Build",
  review: "Review",
  price: "Configuration",
  proposal: "Proposal",
  finance: "Finance",
  agreement: "Agreement",
  acceptance: "Acceptance",
  completed: "Completed",
};

export const stageIndex = (stage: QuoteStage): number => QUOTE_STAGES.indexOf(stage);

/** What a stage move needs to know of the quote. */
export interface StageMoveFacts {
  /** Lines that are priced (chosen, quantity and price above zero). */
  pricedLineCount: number;
  archived: boolean;
  declined: boolean;
  /**
   * The quote breaks the tenant's guardrails and no approval covers it: it may not move forward past
   * Review (issue #16 §5). Absent means false.
   */
  needsApproval?: boolean;
}

/**
 * Why a move from `from` to `to` is refused, or null when it is allowed. Forward one stage at a time
 * with checks; back to any earlier stage until acceptance; completed is final (issue #4).
 */
export function stageMoveRefusal(from: QuoteStage, to: QuoteStage, facts: StageMoveFacts): string | null {
  if (from === to) return PROJECT_MESSAGES.stageUnchanged;
  if (facts.archived) return PROJECT_MESSAGES.stageArchived;
  if (facts.declined) return PROJECT_MESSAGES.stageDeclined;
  if (from === "completed") return PROJECT_MESSAGES.stageCompletedFinal;
  const step = stageIndex(to) - stageIndex(from);
  if (step < 0) {
    // Once the customer is accepting, the quote no longer goes back.
    return from === "acceptance" ? PROJECT_MESSAGES.stageNoBackFromAcceptance : null;
  }
  if (step > 1)
    return PROJECT_MESSAGES.stageOneAtATime(
      QUOTE_STAGE_LABELS[QUOTE_STAGES[stageIndex(from) + 1] as QuoteStage],
    );
  if (facts.pricedLineCount === 0) return PROJECT_MESSAGES.stageNothingPriced;
  // Acceptance comes from the customer's signature or an explicit "Mark as accepted" (issue #16 §3).
  if (to === "acceptance") return PROJECT_MESSAGES.stageAcceptanceBySignature;
  if (facts.needsApproval && stageIndex(from) >= stageIndex("review"))
    return PROJECT_MESSAGES.stageNeedsApproval;
  return null;
}

/** From which stage on a user may mark the quote as accepted (the proposal went out). */
export const ACCEPT_FROM_STAGE: QuoteStage = "proposal";

/** Whether "Mark as accepted" is open: from Proposal until Acceptance, not declined or archived. */
export function acceptRefusal(from: QuoteStage, facts: StageMoveFacts): string | null {
  if (facts.archived) return PROJECT_MESSAGES.stageArchived;
  if (facts.declined) return PROJECT_MESSAGES.declinedReadOnly;
  if (stageIndex(from) >= stageIndex("acceptance")) return PROJECT_MESSAGES.alreadyAccepted;
  if (stageIndex(from) < stageIndex(ACCEPT_FROM_STAGE)) return PROJECT_MESSAGES.acceptNotYet;
  if (facts.needsApproval) return PROJECT_MESSAGES.stageNeedsApproval;
  return null;
}

/**
 * What moving forward to a stage past Proposal does, for the confirmation the builder asks (issue #16
 * §3); null where a move needs no confirmation.
 */
export const STAGE_MOVE_EFFECTS: Record<QuoteStage, string | null> = {
  build: null,
  review: null,
  price: null,
  proposal: null,
  finance:
    "The quote moves to Finance: financing is arranged on the proposal the customer has seen. You can still move it back until it is accepted.",
  agreement:
    "The quote moves to Agreement: the agreement is prepared for the customer's signature. You can still move it back until it is accepted.",
  acceptance: null,
  completed:
    "The quote is completed: it becomes a project, and its lines no longer change. This cannot be undone.",
};

export type StageState = "done" | "current" | "upcoming";

export interface StageStep {
  stage: QuoteStage;
  label: string;
  state: StageState;
  /** Null when the quote may move here now; otherwise why not. */
  refusal: string | null;
}

/** The stepper's view of every stage. */
export function stageSteps(current: QuoteStage, facts: StageMoveFacts): StageStep[] {
  const at = stageIndex(current);
  return QUOTE_STAGES.map((stage, i) => ({
    stage,
    label: QUOTE_STAGE_LABELS[stage],
    state: i < at ? "done" : i === at ? "current" : "upcoming",
    refusal: stage === current ? null : stageMoveRefusal(current, stage, facts),
  }));
}

/** Today's calendar day in UTC, YYYY-MM-DD (quote dates and valid-until are days). */
export const utcDay = (at: Date = new Date()): string => at.toISOString().slice(0, 10);

/** A day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return utcDay(at);
}

/**
 * Issue #16 §4: a quote is expired after its valid-until day, until it is accepted (or declined, which
 * ends it otherwise). An expired quote cannot be sent until it is renewed.
 */
export function quoteExpired(
  quote: { validUntil: string | null; stage: string; status: string },
  today: string = utcDay(),
): boolean {
  if (quote.validUntil === null || quote.status === "declined") return false;
  if (quote.stage === "acceptance" || quote.stage === "completed") return false;
  return quote.validUntil < today;
}
