// Access of every quote route (config.access): projects, builder lines, collaboration, versions, quotes feed.

/** Reads of a quote and its feed: the quote's scope then decides (customer its own, partner as member, other MSPs 404). */
export const QUOTE_READ = { access: { rule: "quotes" } } as const;
/**
 * The quote's MSP (and the platform owner): every write, and the reads kept from customers and partners
 * (versions, distributor costs). Customers and partners 404; roles outside the quotes rule set 403.
 */
export const QUOTE_MSP = { access: { rule: "quotes", senMsp: true } } as const;
/** Deleting a whole quote takes a sales role. */
export const QUOTE_DELETE = { access: { rule: "sales", senMsp: true } } as const;
