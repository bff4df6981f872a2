import { describe, expect, it } from "vitest";
import { enabledFeatures, positionOf, VISIBLE_STEPS, visibleIndexOf } from "./onboarding-steps.ts";

describe("onboarding steps", () => {
  it("shows six of the seven steps: Payments is hidden by default", () => {
    expect(VISIBLE_STEPS.map((s) => s.key)).toEqual([
      "SELECT_PLAN",
      "COMPANY",
      "BRANDING",
      "CATALOG",
      "SERVICE_CATALOG",
      "TEMPLATES",
    ]);
  });

  it("maps stored positions to shown steps and back", () => {
    expect(visibleIndexOf(0)).toBe(0);
    expect(visibleIndexOf(1)).toBe(1); // hidden Payments shows Company details
    expect(visibleIndexOf(6)).toBe(5);
    expect(positionOf(1)).toBe(2);
    expect(positionOf(6)).toBe(-1);
  });

  it("names the features that are on", () => {
    expect(enabledFeatures({ hasInvoices: true, hasContracts: false })).toEqual(["Invoices"]);
  });
});
