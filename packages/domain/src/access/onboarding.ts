import type { AccessContext } from "./context.ts";

/** Onboarding steps of spec §3, by position. */
export const ONBOARDING_STEPS = [
  { position: 0, key: "SELECT_PLAN", label: "Select Plan" },
  { position: 1, key: "PAYMENTS", hiddenByDefault: true },
  { position: 2, key: "COMPANY", type: "company_details" },
  { position: 3, key: "BRANDING", type: "branding" },
  { position: 4, key: "CATALOG", type: "product_catalog" },
  { position: 5, key: "SERVICE_CATALOG", type: "service_catalog" },
  { position: 6, key: "TEMPLATES", type: "templates" },
] as const satisfies readonly {
  position: number;
  key: string;
  label?: string;
  type?: string;
  hiddenByDefault?: boolean;
}[];
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]["key"];

export const ONBOARDING_FIRST_STEP = 0;
export const ONBOARDING_LAST_STEP = 6;

/** Paths an MSP user can reach while onboarding; paths beneath them too, except beneath "/". */
export const ONBOARDING_ALLOWED_PATHS = [
  "/",
  "/hub",
  "/onboarding",
  "/settings/apps",
  "/settings/partners",
  "/assessment-and-design",
  "/support-plans",
  "/product-category",
  "/user/profile",
] as const;

/** Spec §4: an MSP user whose step is set (not -1 or null) and 0 to 6 is still onboarding. */
export function isOnboardingRestricted(
  ctx: Pick<AccessContext, "accountKind" | "accountOnboardingStep">,
): boolean {
  const step = ctx.accountOnboardingStep;
  return (
    ctx.accountKind === "msp_expert" &&
    step !== null &&
    Number.isInteger(step) &&
    step >= ONBOARDING_FIRST_STEP &&
    step <= ONBOARDING_LAST_STEP
  );
}

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Whether a path (a pattern or a concrete path) stays reachable during onboarding. */
export function isAllowedDuringOnboarding(path: string): boolean {
  const clean = withoutTrailingSlash(path).toLowerCase();
  return ONBOARDING_ALLOWED_PATHS.some((allowed) =>
    allowed === "/" ? clean === "/" : clean === allowed || clean.startsWith(`${allowed}/`),
  );
}
