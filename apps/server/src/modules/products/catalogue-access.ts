/**
 * Reads: every role of the platform owner or an MSP (senMsp; customers and link partners get 404).
 * Interpretation: the "quotes" rule set would leave out the editor role, which edits the catalogue and so
 * must read it; no rule set holds both editor and sales, hence signedIn + senMsp.
 */
export const catalogueRead = { access: { rule: "signedIn", senMsp: true } } as const;
/** Writes: the editor rule set (editor, administrator, owner, manager) of the owner or an MSP. */
export const catalogueWrite = { access: { rule: "editor", senMsp: true } } as const;
