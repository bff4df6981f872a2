import { describe, expect, it } from "vitest";
import { type BrandableAccount, isBrandable } from "./brandable.ts";

const FLAGS = ["isCustomer", "teamPlanSelected", "isPlatformOwner", "isMsp", "hasBrandFlag"] as const;

/** Every combination of the five predicates, 32 rows. */
const rows: BrandableAccount[] = Array.from({ length: 32 }, (_, bits) => {
  const entries = FLAGS.map((flag, index) => [flag, (bits & (1 << index)) !== 0] as const);
  return Object.fromEntries(entries) as unknown as BrandableAccount;
});

describe("isBrandable", () => {
  it.each(rows)("follows spec §1 for %o", (account) => {
    const customerRule = account.isCustomer && !account.teamPlanSelected;
    const mspRule = !account.isPlatformOwner && account.isMsp && account.hasBrandFlag;
    expect(isBrandable(account)).toBe(customerRule || mspRule);
  });

  it.each([
    [
      {
        isCustomer: true,
        teamPlanSelected: false,
        isPlatformOwner: false,
        isMsp: false,
        hasBrandFlag: false,
      },
      true,
    ],
    [
      { isCustomer: true, teamPlanSelected: true, isPlatformOwner: false, isMsp: false, hasBrandFlag: false },
      false,
    ],
    [
      { isCustomer: false, teamPlanSelected: false, isPlatformOwner: false, isMsp: true, hasBrandFlag: true },
      true,
    ],
    [
      {
        isCustomer: false,
        teamPlanSelected: false,
        isPlatformOwner: false,
        isMsp: true,
        hasBrandFlag: false,
      },
      false,
    ],
    [
      { isCustomer: false, teamPlanSelected: false, isPlatformOwner: true, isMsp: true, hasBrandFlag: true },
      false,
    ],
  ])("answers the named cases: %o → %s", (account, expected) => {
    expect(isBrandable(account)).toBe(expected);
  });
});
