import { addDays, QUOTE_STAGES, type QuoteStage, stageIndex } from "./stages.ts";

// Issue #16 §6: the words of the pipeline, shared by the dashboard's figures and the quote list's filters
// so that a tile and the list it links to count the same quotes.

/** The stages of an open deal: before the customer accepts. Acceptance and Completed are won. */
export const PIPELINE_STAGES = QUOTE_STAGES.filter(
  (s) => stageIndex(s) < stageIndex("acceptance"),
) as Exclude<QuoteStage, "acceptance" | "completed">[];
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** The stages of a won deal. */
export const WON_STAGES = ["acceptance", "completed"] as const satisfies readonly QuoteStage[];

/** "Expiring" in the list and on the dashboard: valid until today or one of the next 14 days. */
export const EXPIRING_WITHIN_DAYS = 14;

/**
 * Where a deal stands:
 * - open: not declined, still before acceptance (its stage in {@link PIPELINE_STAGES});
 * - won: accepted by the customer (Acceptance, or Completed after it), not declined;
 * - lost: declined.
 * Interpretation: a deal is won when the customer accepts (accepted_at), not when the MSP completes it;
 * completing is the MSP's fulfilment step, which may fall in a later month, so "won this month" counts
 * accepted_at in the month whatever the stage is now.
 */
export const QUOTE_OUTCOMES = ["open", "won", "lost"] as const;
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];

export const QUOTE_OUTCOME_LABELS: Record<QuoteOutcome, string> = {
  open: "Open",
  won: "Won",
  lost: "Declined",
};

/**
 * Orders of the quote list: newest or oldest created (the time-ordered id), last changed, or by value
 * (the term total) high to low or low to high.
 */
export const QUOTE_LIST_SORTS = ["newest", "oldest", "updated", "value-desc", "value-asc"] as const;
export type QuoteListSort = (typeof QUOTE_LIST_SORTS)[number];

export const QUOTE_LIST_SORT_LABELS: Record<QuoteListSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  updated: "Recently changed",
  "value-desc": "Value: high to low",
  "value-asc": "Value: low to high",
};

/** The last day an expiring quote may be valid until, counted from `today` (YYYY-MM-DD). */
export const expiringUntil = (today: string): string => addDays(today, EXPIRING_WITHIN_DAYS);

/** The first day of the calendar month (UTC) of `day`. */
export const monthStart = (day: string): string => `${day.slice(0, 8)}01`;

/** Won deals as a whole percent of the decided ones (won and lost); null when none was decided. */
export function winRatePercent(won: number, lost: number): number | null {
  const decided = won + lost;
  return decided === 0 ? null : Math.round((won * 100) / decided);
}

export const PIPELINE_MESSAGES = {
  unknownOutcome: "Choose open, won or lost.",
  unknownSort: `Choose one of: ${QUOTE_LIST_SORTS.join(", ")}.`,
  decidedFromNeedsOutcome: "Filter by the decision date only with won or lost quotes.",
  cursorGone: "The quote this page starts from is no longer in the list; start from the first page.",
} as const;
