import { type ServiceTemplateSection, TERM_MONTHS, type TermMonths } from "@q2c/domain";

export const EXTRAS_TEXTS = {
  pricesTab: "Prices",
  completionTab: "Target completion",
  templatesTab: "Templates",
  priceLabel: "Price tier",
  completionLabel: "Target completion",
  templatesLabel: "Templates",
  managedPriceLabel: "Managed price",
  addPrice: "Add price tier",
  addCompletion: "Add target completion",
  addManagedPrice: "Add managed price",
  noPrices: "No price tiers yet",
  noPricesHint: "Price tiers set the price of this service by quantity.",
  noCompletions: "No target completions yet",
  noCompletionsHint: "Target completions say how many days the service takes.",
  noManagedPrices: "No managed prices yet",
  noManagedPricesHint: "Managed prices list what this managed service costs by term.",
  pricesNotLoaded: "Could not load the price tiers.",
  completionsNotLoaded: "Could not load the target completions.",
  templatesNotLoaded: "Could not load the templates.",
  managedNotLoaded: "Could not load the managed prices.",
  emptySection: "Nothing written yet.",
} as const;

/** The service template sections' labels, in SERVICE_TEMPLATE_SECTIONS order. */
export const TEMPLATE_SECTION_LABELS: Record<ServiceTemplateSection, string> = {
  scopeOfWork: "Scope of work",
  assumptions: "Assumptions",
  exclusions: "Exclusions",
  deliverables: "Deliverables",
  acceptanceCriteria: "Acceptance criteria",
};

export const termLabel = (months: number): string => (months === 1 ? "Month-to-month" : `${months} months`);
export const TERM_OPTIONS = TERM_MONTHS.map((m: TermMonths) => ({ value: String(m), label: termLabel(m) }));

/** A money value or a dash when there is none. */
export const amountOrDash = (value: string | null): string => value ?? "—";
