// Texts of the quotes feed that users read (no spec wording exists for them).
export const QUOTES_FEED_MESSAGES = {
  taskTodo: (bundleProduct: string, items: readonly string[]) =>
    items.length > 0 ? `${bundleProduct}: ${items.join("; ")}` : `${bundleProduct}: a task waits on you.`,
  emptyQuote: "Add the first priced line to this quote.",
} as const;
