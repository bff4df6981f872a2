export interface BrandableAccount {
  readonly isCustomer: boolean;
  readonly teamPlanSelected: boolean;
  readonly isPlatformOwner: boolean;
  readonly isMsp: boolean;
  readonly hasBrandFlag: boolean;
}

/**
 * Spec §1: brandable when (a customer without the team plan) or (not the platform owner, an MSP,
 * with the brand flag). Taken as independent predicates so the formula reads as the spec does.
 */
export function isBrandable(account: BrandableAccount): boolean {
  return (
    (account.isCustomer && !account.teamPlanSelected) ||
    (!account.isPlatformOwner && account.isMsp && account.hasBrandFlag)
  );
}
