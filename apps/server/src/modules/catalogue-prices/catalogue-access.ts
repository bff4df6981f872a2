/**
 * Reads: every role of the platform owner or an MSP (senMsp; customers and link partners get 404).
 * Interpretation, as for products and bundles: the brief's "quotes" rule set leaves out the editor role,
 * which writes these prices and so must read them; no rule set holds both editor and sales, hence
 * signedIn + senMsp.
 */
export const CATALOGUE_READ = { access: { rule: "signedIn", senMsp: true } } as const;
/** Writes of an MSP's own rows: the editor rule set (editor, administrator, owner, manager). */
export const CATALOGUE_WRITE = { access: { rule: "editor", senMsp: true } } as const;
/** Platform reference data (manufacturer prices, finance charges): the owner alone; an MSP gets 404. */
export const OWNER_WRITE = { access: { rule: "editor", sen: true } } as const;
