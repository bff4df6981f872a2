// Access of the projects routes (config.access), shared by its route files.

/** Reads of a quote: the scope decides (customer its own, partner as member, other MSPs 404). */
export const READ = { access: { rule: "quotes" } } as const;
/** Writes belong to the quote's MSP (customers and partners 404, roles outside the rule 403). */
export const WRITE = { access: { rule: "quotes", senMsp: true } } as const;
/** Deleting a whole quote takes a sales role. */
export const DELETE = { access: { rule: "sales", senMsp: true } } as const;
