import { z } from "zod";

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
