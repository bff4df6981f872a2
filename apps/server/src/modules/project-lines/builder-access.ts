/** Builder writes: the quote's MSP (and the platform owner) with a role of the quotes rule set. */
export const BUILDER_WRITE = { access: { rule: "quotes", senMsp: true } } as const;
export const tags = ["project-lines"];
