/** Texts of quote templates and the create form's basics (issue #16 §4). */
export const TEMPLATE_TEXTS = {
  title: "Quote templates",
  label: "Quote template",
  intro: "Save a quote as a template from the builder (Save as template); new quotes can start from one.",
  loading: "Loading the quote templates",
  couldNotLoad: "Could not load the quote templates.",
  none: "No quote templates yet",
  noneText: "Open a quote in the builder and choose Save as template.",
  contents: "Contents",
  contentsOf: (locations: number, lines: number) =>
    `${locations} ${locations === 1 ? "location" : "locations"}, ${lines} ${lines === 1 ? "line" : "lines"}`,
  created: "Created",
  deleteQuestion: (name: string) =>
    `Delete the template ${name}? Quotes started from it keep their sites and lines.`,
  // The create form.
  startFrom: "Start from template",
  noTemplate: "A blank quote",
  startFromHelp: "The template's sites, buildings and lines come into the new quote.",
  startFromChosen: (name: string) =>
    `${name}'s locations, buildings and lines come into the new quote, before any first location you add below.`,
  manage: "Manage templates",
  contact: "Customer contact",
  contactPlaceholder: "Choose a user of the customer",
  contactNeedsCustomer: "Choose the customer first.",
  contactNone: "The customer has no users yet.",
  validUntil: "Valid until",
  validUntilHelp: (days: number) => `${days} days from today by your company's quote settings.`,
  paymentTerms: "Payment terms",
} as const;
