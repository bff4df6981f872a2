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
  return null;
}

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
