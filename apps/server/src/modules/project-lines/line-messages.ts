// Texts of the builder's line calls that PROJECT_MESSAGES does not hold yet (the lead may move them there).
export const LINE_MESSAGES = {
  productNotOnQuote: "No line of the quote comes from this product.",
  bomOptional: "Enter yes or no.",
  bomTooManyRows: (max: number) => `The file has more than ${max} rows; split it into smaller files.`,
  bomNameOrPrice: "Give a name and a price for a part that is not in the catalogue.",
} as const;
