import { z } from "zod";
import { RULE_BASES } from "./building-use.ts";

/**
 * GET /projects/{id}/buildings/{buildingId}/suggested-bundles: what the building's Building Use suggests
 * (suggestBundles, projects/suggested-bundles.ts), with the measures it was sized from.
 */
export const ZSuggestedBundlesQuery = z.object({
  /** Floor area to size by instead of the service address's (what the salesperson typed). */
  areaSqft: z.coerce.number().int().min(0).max(100_000_000).optional(),
  /** Number of floors to size by instead of the service address's. */
  floors: z.coerce.number().int().min(0).max(500).optional(),
});
export type TSuggestedBundlesQuery = z.infer<typeof ZSuggestedBundlesQuery>;

const ZSuggestionBasis = z.object({
  ruleId: z.string().nullable(),
  ruleName: z.string().nullable(),
  basis: z.enum(RULE_BASES).nullable(),
  measure: z.number().nullable(),
  perUnits: z.string().nullable(),
  quantity: z.number().int(),
});

export const ZSuggestedBundles = z.object({
  buildingId: z.string(),
  environment: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** What the building was sized from; `areaFrom` says where floors and area came from. */
  measures: z.object({
    occupancy: z.number().int().nullable(),
    floors: z.number().int().nullable(),
    areaSqft: z.number().int().nullable(),
    areaFrom: z.enum(["serviceAddress", "given"]).nullable(),
  }),
  bundles: z.array(
    z.object({
      bundleId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      from: z.array(ZSuggestionBasis),
    }),
  ),
  unsized: z.array(
    z.object({
      ruleId: z.string(),
      ruleName: z.string(),
      bundleName: z.string(),
      needs: z.enum(["occupancy", "floors", "areaSqft"]),
    }),
  ),
});
export type TSuggestedBundles = z.infer<typeof ZSuggestedBundles>;
