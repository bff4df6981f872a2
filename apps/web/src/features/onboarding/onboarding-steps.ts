import { type EntitlementFlag, ONBOARDING_STEPS, type OnboardingStepKey } from "@q2c/domain";

export interface StepText {
  label: string;
  description: string;
}

/** Labels of foundation §3's steps (the table gives a label or a type per step). */
export const STEP_TEXT: Record<OnboardingStepKey, StepText> = {
  SELECT_PLAN: { label: "Select Plan", description: "Your plan" },
  PAYMENTS: { label: "Payments", description: "Payment method" },
  COMPANY: { label: "Company details", description: "Who you are" },
  BRANDING: { label: "Branding", description: "Logo and colours" },
  CATALOG: { label: "Product catalog", description: "What you sell" },
  SERVICE_CATALOG: { label: "Service catalog", description: "What you deliver" },
  TEMPLATES: { label: "Templates", description: "Your documents" },
};

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The steps shown: Payments is hidden by default (foundation §3). */
export const VISIBLE_STEPS: readonly OnboardingStep[] = ONBOARDING_STEPS.filter(
  (step) => !("hiddenByDefault" in step && step.hiddenByDefault),
);

/** The shown step for a stored position; a hidden position shows the next shown step. */
export function visibleIndexOf(position: number): number {
  const index = VISIBLE_STEPS.findIndex((step) => step.position >= position);
  return index === -1 ? VISIBLE_STEPS.length - 1 : index;
}

/** The stored position of a shown step, or -1 (finished) past the last one. */
export function positionOf(visibleIndex: number): number {
  return VISIBLE_STEPS[visibleIndex]?.position ?? -1;
}

const ENTITLEMENT_LABELS: Record<EntitlementFlag, string> = {
  hasOneSkuBundles: "One-SKU bundles",
  hasContracts: "Contracts",
  hasSolutionWorkflows: "Solution workflows",
  hasTechFinance: "Technology financing",
  hasPriceAutomation: "Price automation",
  hasServiceMap: "Service map",
  hasTaskManager: "Task manager",
  hasProductTax: "Product tax",
  hasOrderManagementSystem: "Order management",
  hasWorkflowRules: "Workflow rules",
  hasBomAutomation: "Bill of materials automation",
  hasInvoices: "Invoices",
  hasSubscriptionManagementAndBilling: "Subscriptions and billing",
};

/** Names of the features turned on for the account, in the spec's order. */
export function enabledFeatures(entitlements: Record<string, boolean>): string[] {
  return (Object.keys(ENTITLEMENT_LABELS) as EntitlementFlag[])
    .filter((flag) => entitlements[flag] === true)
    .map((flag) => ENTITLEMENT_LABELS[flag]);
}
