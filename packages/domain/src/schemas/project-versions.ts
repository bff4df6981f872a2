import { z } from "zod";
import { zRequiredText, zVersion } from "./common.ts";
import { ZQuoteTotals } from "./project-figures.ts";

// Beyond the spec: named versions of a quote, their side-by-side diff, and restore (issue #4 §4).

export const ZProjectVersion = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  totals: ZQuoteTotals,
  lineCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type TProjectVersion = z.infer<typeof ZProjectVersion>;

export const ZCreateVersionRequest = z.object({ name: zRequiredText("Version name", 100) });
export const ZUpdateVersionRequest = z.object({
  version: zVersion,
  name: zRequiredText("Version name", 100),
});
/** POST /projects/{id}/versions/{versionId}/restore: the project's current version, as for any write. */
export const ZRestoreVersionRequest = z.object({ version: zVersion });

/** `current` compares against the quote as it stands. */
export const ZCompareVersionsQuery = z.object({
  from: z.union([z.uuid().transform((v) => v.toLowerCase()), z.literal("current")]),
  to: z.union([z.uuid().transform((v) => v.toLowerCase()), z.literal("current")]),
});

const ZDiffLine = z.object({
  lineId: z.string(),
  name: z.string(),
  partNumber: z.string(),
  /** Where it sits: "Location / Building / Bundle". */
  place: z.string(),
  quantity: z.string(),
  price: z.string(),
  termTotal: z.string(),
});

export const ZVersionDiff = z.object({
  from: z.object({ id: z.string(), name: z.string() }),
  to: z.object({ id: z.string(), name: z.string() }),
  added: z.array(ZDiffLine),
  removed: z.array(ZDiffLine),
  changed: z.array(
    z.object({
      lineId: z.string(),
      name: z.string(),
      place: z.string(),
      /** Field name → [from, to]. */
      fields: z.record(z.string(), z.tuple([z.string().nullable(), z.string().nullable()])),
    }),
  ),
  totals: z.object({
    from: ZQuoteTotals,
    to: ZQuoteTotals,
    /** to − from for the headline figures. */
    change: z.object({
      oneTimeTotal: z.string(),
      termTotal: z.string(),
      grossProfit: z.string(),
      netProfit: z.string(),
    }),
  }),
});
export type TVersionDiff = z.infer<typeof ZVersionDiff>;
