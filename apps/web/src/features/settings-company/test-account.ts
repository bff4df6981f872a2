import type { TAccountDetail } from "@q2c/domain";
import { fakeUser } from "../../test/fixtures.ts";

export const ACCOUNT_ID = fakeUser().accountId;

/** GET /accounts/:id?getSettings=true of an MSP with the brand flag, unless overridden. */
export function account(overrides: Partial<TAccountDetail> = {}): TAccountDetail {
  return {
    id: ACCOUNT_ID,
    tenantId: ACCOUNT_ID,
    parentId: null,
    accountName: "Northwind IT",
    companyType: "service_provider",
    kind: "msp_expert",
    isMSP: "yes",
    isSpLink: "no",
    isIsp: "no",
    isFinancial: "no",
    isDistributor: "no",
    isContractor: "no",
    isManufacturer: "no",
    brandable: true,
    brandFlag: "yes",
    teamPlan: "no",
    canManageContracts: "yes",
    onboardingStep: -1,
    squareLogo: null,
    crmId: null,
    status: "active",
    version: 7,
    createdAt: "2026-01-01T00:00:00.000Z",
    companyDetails: {
      legalName: "Northwind IT LLC",
      businessPhone: "+1 555 010 2000",
      hqAddress: { address1: "1 Main St", city: "Boston" },
      trustedDomains: ["northwind.example"],
      showInMarketplace: "yes",
    },
    branding: { primaryColor: "#1D4ED8", secondaryColor: "", logoFileId: null, logoUrl: null },
    ...overrides,
  };
}
