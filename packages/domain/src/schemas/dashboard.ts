import { z } from "zod";
import { PIPELINE_STAGES } from "../projects/pipeline.ts";
import { ZProjectListItem } from "./projects.ts";

/** Counts of what exists so far in the caller's scope; accounts by kind for the platform owner only. */
export const ZDashboardSummary = z.object({
  users: z.number().int(),
  teams: z.number().int(),
  customers: z.number().int(),
  locations: z.number().int(),
  buildings: z.number().int(),
  accountsByKind: z
    .object({
      msp: z.number().int(),
      link: z.number().int(),
      customer: z.number().int(),
      distributor: z.number().int(),
      manufacturer: z.number().int(),
      isv: z.number().int(),
      isp: z.number().int(),
      financial: z.number().int(),
    })
    .optional(),
});
export type TDashboardSummary = z.infer<typeof ZDashboardSummary>;

const zCount = z.number().int();
/** A number of quotes and their value (term totals), one-time and monthly recurring value. */
const ZQuoteFigures = z.object({
  count: zCount,
  termTotal: z.string(),
  oneTimeTotal: z.string(),
  monthlyRecurring: z.string(),
});
export type TQuoteFigures = z.infer<typeof ZQuoteFigures>;

/**
 * GET /dashboard/pipeline (issue #16 §6): the quotes the caller sees, as the quote list counts them
 * (QUOTE_OUTCOMES, EXPIRING_WITHIN_DAYS). Open and expiring leave archived quotes out; won and lost this
 * month count them (a deal decided this month stays decided when it is archived).
 */
export const ZDashboardPipeline = z.object({
  /** The UTC day the figures were counted on, and the first day of its month. */
  today: z.string(),
  monthStart: z.string(),
  /** Open quotes (not archived), in total and per stage before acceptance, in stage order. */
  open: ZQuoteFigures,
  byStage: z.array(ZQuoteFigures.extend({ stage: z.enum(PIPELINE_STAGES) })),
  /** Open quotes (not archived) valid until today or one of the next EXPIRING_WITHIN_DAYS days. */
  expiring: ZQuoteFigures,
  /** Accepted (won) and declined (lost) since the first of this month. */
  won: ZQuoteFigures,
  lost: ZQuoteFigures,
  /** Won as a whole percent of won and lost this month; null when none was decided. */
  winRate: z.number().int().nullable(),
  /**
   * The caller's recent quotes, last changed first: for the MSP's users those they own, for a customer or
   * a partner every quote shared with it.
   */
  recent: z.array(ZProjectListItem),
});
export type TDashboardPipeline = z.infer<typeof ZDashboardPipeline>;
