/**
 * Every price automation route, reads included: the /cpq-automation page's rule is editor, and the
 * preview shows costs and margins that only the people who may change prices need. The feature is sold
 * by plan (hasPriceAutomation); the platform owner passes every entitlement (foundation §6). Both are
 * checked before the request's body or parameters, so a caller without them learns nothing else.
 */
export const priceAutomationAccess = {
  access: { rule: "editor", senMsp: true, entitlement: "hasPriceAutomation" },
} as const;
