/**
 * Reads: every role of the platform owner or an MSP (senMsp; customers and link partners get 404).
 * Interpretation, as for products: the "quotes" rule set leaves out the editor role, which writes
 * bundles and so must read them; no rule set holds both editor and sales, hence signedIn + senMsp.
 */
export const bundlesRead = { access: { rule: "signedIn", senMsp: true } } as const;
/** Writes: the editor rule set (editor, administrator, owner, manager) of the owner or an MSP. */
export const bundlesWrite = { access: { rule: "editor", senMsp: true } } as const;
