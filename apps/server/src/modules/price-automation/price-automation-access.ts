import {
  AppError,
  type EntitlementFlag,
  hasEntitlements,
  MESSAGES,
  PRICE_AUTOMATION_MESSAGES,
} from "@q2c/domain";
import type { Principal } from "../../lib/principal.ts";

/**
 * Every price automation route, reads included: the /cpq-automation page's rule is editor, and the
 * preview shows costs and margins that only the people who may change prices need.
 */
export const priceAutomationAccess = { access: { rule: "editor", senMsp: true } } as const;

/**
 * RouteAccess has no entitlement field, so a use case checks its feature flag before anything else; the
 * platform owner passes every entitlement (foundation §6), as in the web's route guard.
 */
export function assertEntitlement(
  principal: Principal,
  flag: EntitlementFlag,
  message: string = MESSAGES.forbidden,
): void {
  if (!hasEntitlements(principal, [flag])) throw new AppError("forbidden", { message });
}

export const assertPriceAutomation = (principal: Principal): void =>
  assertEntitlement(principal, "hasPriceAutomation", PRICE_AUTOMATION_MESSAGES.notEntitled);
