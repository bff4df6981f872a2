import type { TEnvironmentDetail, TEnvironmentRule, TRequirement } from "@q2c/domain";

/** Fixtures of the Building Use and Performance Requirements pages' tests. */
let n = 0;
export const nextId = () => `0190a000-0000-7000-8000-${String(9000 + ++n).padStart(12, "0")}`;
const at = "2026-01-01T00:00:00.000Z";

export function requirement(overrides: Partial<TRequirement> = {}): TRequirement {
  return {
    id: nextId(),
    name: "Wi-Fi coverage",
    description: "",
    metric: "Signal strength",
    target: "-67 dBm",
    position: 0,
    createdAt: at,
    ...overrides,
  };
}

export function rule(environmentId: string, overrides: Partial<TEnvironmentRule> = {}): TEnvironmentRule {
  return {
    id: nextId(),
    environmentId,
    name: "Access points",
    basis: "sqft",
    perUnits: "2500.00",
    quantity: "1.00",
    requirementId: null,
    requirement: null,
    bundleId: null,
    bundle: null,
    position: 0,
    createdAt: at,
    ...overrides,
  };
}

export function environment(overrides: Partial<TEnvironmentDetail> = {}): TEnvironmentDetail {
  return {
    id: nextId(),
    name: "Office",
    description: "Open-plan offices",
    position: 0,
    createdAt: at,
    updatedAt: at,
    rules: [],
    bundles: [],
    ...overrides,
  };
}
