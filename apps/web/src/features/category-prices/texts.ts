export const CATEGORY_PRICE_TEXTS = {
  title: "Category prices",
  hint: "Cost-plus and hourly rate by category; categories without a price use the standard cost-plus.",
  standardTitle: "Standard cost-plus",
  standardLabel: "Standard cost-plus (%)",
  standardHint: "Added to cost where a category has no cost-plus of its own.",
  standardNotLoaded: "Could not load the standard cost-plus.",
  priceLabel: "Category price",
  add: "Add category price",
  empty: "No category prices yet",
  emptyHint: "Set a cost-plus and hourly rate for a category to price it apart from the standard.",
  notLoaded: "Could not load the category prices.",
  allPriced: "Every category has a price.",
} as const;
