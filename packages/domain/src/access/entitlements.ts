import type { AccessContext } from "./context.ts";

/** Entitlement flags of spec §3; has{product}Tax is named hasProductTax. */
export const ENTITLEMENT_FLAGS = [
  "hasOneSkuBundles",
  "hasContracts",
  "hasSolutionWorkflows",
  "hasTechFinance",
  "hasPriceAutomation",
  "hasServiceMap",
  "hasTaskManager",
  "hasProductTax",
  "hasOrderManagementSystem",
  "hasWorkflowRules",
  "hasBomAutomation",
  "hasInvoices",
  "hasSubscriptionManagementAndBilling",
] as const;
export type EntitlementFlag = (typeof ENTITLEMENT_FLAGS)[number];

/** Every required flag must be on; the platform owner passes every entitlement check (spec §6). */
export function hasEntitlements(
  ctx: Pick<AccessContext, "accountKind" | "entitlements">,
  required: readonly EntitlementFlag[],
): boolean {
  if (ctx.accountKind === "platformOwner") return true;
  return required.every((flag) => ctx.entitlements[flag] === true);
}
