/*
 * Access of every catalogue route (products, services, prices, bundles, building use, imports), in one
 * place so the modules cannot drift apart.
 *
 * Reads: every role of the platform owner or an MSP (senMsp; customers and link partners get 404).
 * Interpretation: the "quotes" rule set leaves out the editor role, which writes the catalogue and so
 * must read it; no rule set of spec §6 holds both editor and sales, hence signedIn + senMsp.
 */
export const CATALOGUE_READ = { access: { rule: "signedIn", senMsp: true } } as const;
/** Writes of the caller's own rows: the editor rule set (editor, administrator, owner, manager). */
export const CATALOGUE_WRITE = { access: { rule: "editor", senMsp: true } } as const;
/** Platform reference data (building use, tax rates, partner terms): the owner alone; an MSP gets 404. */
export const OWNER_WRITE = { access: { rule: "editor", sen: true } } as const;
