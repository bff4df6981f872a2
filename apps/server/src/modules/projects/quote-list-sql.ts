import { projects } from "@q2c/db";
import { expiringUntil, PIPELINE_STAGES, type QuoteOutcome, WON_STAGES } from "@q2c/domain";
import { and, gte, inArray, isNotNull, lte, ne, type SQL, sql } from "drizzle-orm";

// Issue #16 §6: the figures and conditions of the pipeline, in SQL over the stored totals
// (projects.totals, written by every change), shared by GET /quotes and GET /dashboard/pipeline so a
// dashboard tile and the list it links to count the same quotes.

const totalsNumber = (path: string): SQL =>
  sql`coalesce((${projects.totals} #>> ${sql.raw(`'{${path}}'`)})::numeric, 0)`;

/** The quote's value: its term total (one-time plus recurring over the term). */
export const termValue = totalsNumber("termTotal");
export const oneTimeValue = totalsNumber("oneTimeTotal");

/**
 * Monthly recurring value, rounded to cents: monthly lines, quarterly ones a third, annual ones (also the
 * three-year annual ones) a twelfth, per month.
 */
export const monthlyRecurringValue = sql`round((${totalsNumber("recurringTotals,monthly")} * 12
  + ${totalsNumber("recurringTotals,quarterly")} * 4 + ${totalsNumber("recurringTotals,annually")}
  + ${totalsNumber("recurringTotals,annually_3y")}) / 12, 2)`;

const notDeclined = ne(projects.status, "declined");

/** The condition of an outcome (QUOTE_OUTCOMES), decided on `decidedFrom` or later for won and lost. */
export function outcomeWhere(outcome: QuoteOutcome, decidedFrom?: string): SQL | undefined {
  const from = decidedFrom === undefined ? undefined : new Date(`${decidedFrom}T00:00:00Z`);
  if (outcome === "open") return and(notDeclined, inArray(projects.stage, PIPELINE_STAGES));
  if (outcome === "won")
    return and(
      notDeclined,
      inArray(projects.stage, WON_STAGES),
      from === undefined ? undefined : and(isNotNull(projects.acceptedAt), gte(projects.acceptedAt, from)),
    );
  return and(
    sql`${projects.status} = 'declined'`,
    from === undefined ? undefined : and(isNotNull(projects.declinedAt), gte(projects.declinedAt, from)),
  );
}

/** Open quotes valid until `today` or one of the next EXPIRING_WITHIN_DAYS days (not yet expired). */
export const expiringWhere = (today: string): SQL | undefined =>
  and(
    outcomeWhere("open"),
    isNotNull(projects.validUntil),
    gte(projects.validUntil, today),
    lte(projects.validUntil, expiringUntil(today)),
  );
