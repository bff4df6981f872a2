import { describe, expect, it } from "vitest";
import { ACCOUNT_KINDS } from "./context.ts";
import {
  isAllowedDuringOnboarding,
  isOnboardingRestricted,
  ONBOARDING_LAST_STEP,
  ONBOARDING_STEPS,
} from "./onboarding.ts";

describe("onboarding steps", () => {
  it("are positions 0 to 6 with the keys and types of spec §3", () => {
    expect(ONBOARDING_STEPS.map((s) => [s.position, s.key])).toEqual([
      [0, "SELECT_PLAN"],
      [1, "PAYMENTS"],
      [2, "COMPANY"],
      [3, "BRANDING"],
      [4, "CATALOG"],
      [5, "SERVICE_CATALOG"],
      [6, "TEMPLATES"],
    ]);
    expect(ONBOARDING_STEPS[0]).toMatchObject({ label: "Select Plan" });
    expect(ONBOARDING_STEPS[1]).toMatchObject({ hiddenByDefault: true });
    expect(ONBOARDING_STEPS.slice(2).map((s) => ("type" in s ? s.type : null))).toEqual([
      "company_details",
      "branding",
      "product_catalog",
      "service_catalog",
      "templates",
    ]);
    expect(ONBOARDING_LAST_STEP).toBe(6);
  });
});

describe("onboarding restriction", () => {
  it.each([
    [null, false],
    [-1, false],
    [0, true],
    [3, true],
    [6, true],
    [7, false],
    [2.5, false],
  ])("applies to an MSP user at step %s: %s", (step, restricted) => {
    expect(isOnboardingRestricted({ accountKind: "msp_expert", accountOnboardingStep: step })).toBe(
      restricted,
    );
  });

  it("never applies to other account kinds", () => {
    for (const kind of ACCOUNT_KINDS.filter((k) => k !== "msp_expert")) {
      expect(isOnboardingRestricted({ accountKind: kind, accountOnboardingStep: 2 })).toBe(false);
    }
  });

  it.each([
    "/",
    "/hub",
    "/onboarding",
    "/onboarding/apps/:id",
    "/settings/apps",
    "/settings/apps/a1",
    "/settings/partners",
    "/settings/partners/integration/i1",
    "/assessment-and-design",
    "/assessment-and-design/c1/service-add",
    "/support-plans",
    "/product-category/c1",
    "/product-category/:rootCategoryId/product/:id",
    "/user/profile",
    "/hub/",
  ])("lets %s through", (path) => {
    expect(isAllowedDuringOnboarding(path)).toBe(true);
  });

  it.each([
    "/quotes",
    "/customers",
    "/help",
    "/settings/users",
    "/settings/company",
    "/hubs",
    "/user",
    "/product-categoryx",
  ])("keeps %s closed", (path) => {
    expect(isAllowedDuringOnboarding(path)).toBe(false);
  });
});
