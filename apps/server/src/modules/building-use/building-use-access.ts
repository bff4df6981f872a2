/**
 * Building Use reference data. Reads: every role of the platform owner or an MSP (senMsp). Interpretation,
 * as for the catalogue: the "quotes" rule set leaves out the editor role, which writes these rows and so
 * must read them. Writes: the platform owner's editor rule set (sen: an MSP gets 404).
 */
export const BUILDING_USE_ACCESS = {
  read: { access: { rule: "signedIn", senMsp: true } },
  write: { access: { rule: "editor", sen: true } },
} as const;
