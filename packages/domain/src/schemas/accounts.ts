import { z } from "zod";
import { ACCOUNT_KINDS } from "../access/context.ts";
import { ENTITLEMENT_FLAGS } from "../access/entitlements.ts";
import { ONBOARDING_LAST_STEP } from "../access/onboarding.ts";
import { ZPageQuery } from "../pagination.ts";
import { zColor, zDomain, zPhone, zUuid, zYesNo } from "../validation/rules.ts";
import { INT4_MAX, zImageUrl, zMoney, zNullFields, zRequiredText, zText, zVersion } from "./common.ts";

/** Company types of partner accounts the platform owner creates (foundation §1). */
export const PARTNER_COMPANY_TYPES = [
  "service_provider",
  "partner",
  "distributor",
  "manufacturer",
  "isv",
  "isp",
  "financial",
] as const;
export type PartnerCompanyType = (typeof PARTNER_COMPANY_TYPES)[number];

/** Filters of the account list: the spec's kinds and partner company types. */
export const ACCOUNT_LIST_TYPES = [
  "msp",
  "link",
  "customer",
  "distributor",
  "manufacturer",
  "isv",
  "isp",
  "financial",
] as const;
export type AccountListType = (typeof ACCOUNT_LIST_TYPES)[number];

export const ZAddress = z.object({
  address1: zText(200).optional(),
  address2: zText(200).optional(),
  city: zText(100).optional(),
  state: zText(100).optional(),
  zip: zText(20).optional(),
  country: zText(100).optional(),
});

/** Company info fields of foundation §3, kept in the account's companyDetails. */
export const ZCompanyDetails = z.object({
  brandName: zText(200).optional(),
  legalName: zText(200).optional(),
  dba: zText(200).optional(),
  federalTaxId: zText(50).optional(),
  dateEstablished: z.iso.date("Use a date like 2020-01-31").optional(),
  stateOfFormation: zText(100).optional(),
  hqAddress: ZAddress.optional(),
  billingAddress: ZAddress.optional(),
  paymentAddress: ZAddress.optional(),
  businessPhone: zPhone.optional(),
  trustedDomains: z.array(zDomain).max(50).optional(),
  creditLimit: zMoney.optional(),
  supportHours: zText(200).optional(),
  showInMarketplace: zYesNo.optional(),
  digitalDistributor: zYesNo.optional(),
  defaultDistributor: zUuid.optional(),
  paymentPackageId: zText(100).optional(),
});
export type TCompanyDetails = z.infer<typeof ZCompanyDetails>;
export const COMPANY_DETAIL_FIELDS = Object.keys(ZCompanyDetails.shape) as [
  keyof TCompanyDetails,
  ...(keyof TCompanyDetails)[],
];

export const ZAccount = z.object({
  id: z.string(),
  tenantId: z.string(),
  parentId: z.string().nullable(),
  accountName: z.string(),
  companyType: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  isMSP: zYesNo,
  isSpLink: zYesNo,
  isIsp: zYesNo,
  isFinancial: zYesNo,
  isDistributor: zYesNo,
  isContractor: zYesNo,
  isManufacturer: zYesNo,
  brandable: z.boolean(),
  brandFlag: zYesNo,
  teamPlan: zYesNo,
  canManageContracts: zYesNo,
  onboardingStep: z.number().int(),
  squareLogo: z.string().nullable(),
  crmId: z.string().nullable(),
  status: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZBranding = z.object({
  primaryColor: z.string(),
  secondaryColor: z.string(),
  logoFileId: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type TBranding = z.infer<typeof ZBranding>;

/** One account; settings and entitlements only when asked for (getSettings, getEntitlements). */
export const ZAccountDetail = ZAccount.extend({
  companyDetails: z.record(z.string(), z.unknown()).optional(),
  branding: ZBranding.optional(),
  entitlements: z.record(z.string(), z.boolean()).optional(),
});
export type TAccountDetail = z.infer<typeof ZAccountDetail>;

export const ZGetAccountQuery = z.object({
  getSettings: z.stringbool().optional(),
  getEntitlements: z.stringbool().optional(),
});

export const ZAccountListQuery = ZPageQuery.extend({
  type: z.enum(ACCOUNT_LIST_TYPES).optional(),
  q: z.string().trim().max(100).optional(),
  parentId: zUuid.optional(),
});
export type TAccountListQuery = z.infer<typeof ZAccountListQuery>;

/** Flags only the platform owner sets: they decide what an account may do. */
export const OWNER_ACCOUNT_FIELDS = ["brandFlag", "teamPlan", "canManageContracts", "status"] as const;

export const ZUpdateAccountRequest = z.object({
  version: zVersion,
  accountName: zRequiredText("Account name", 200).optional(),
  companyDetails: ZCompanyDetails.optional(),
  squareLogo: zImageUrl.optional(),
  crmId: zText(200).optional(),
  brandFlag: zYesNo.optional(),
  teamPlan: zYesNo.optional(),
  canManageContracts: zYesNo.optional(),
  status: z.enum(["active", "inactive"]).optional(),
  /** Top-level fields, or company details as `companyDetails.<field>`. */
  nullFields: zNullFields([
    "squareLogo",
    "crmId",
    ...COMPANY_DETAIL_FIELDS.map((f) => `companyDetails.${f}` as const),
  ]),
});
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

export const ZCreateAccountRequest = z.object({
  accountName: zRequiredText("Account name", 200),
  /** "customer" (the default) or, for the platform owner, a partner company type. */
  companyType: z.enum(["customer", ...PARTNER_COMPANY_TYPES]).optional(),
  /** For a customer created by the platform owner: the MSP or partner above it. */
  parentId: zUuid.optional(),
  companyDetails: ZCompanyDetails.optional(),
});
export type TCreateAccountRequest = z.infer<typeof ZCreateAccountRequest>;

export const ZEntitlements = z.object({
  accountId: z.string(),
  entitlements: z.record(z.string(), z.boolean()),
});

export const ZUpdateEntitlementsRequest = z.object({
  entitlements: z.partialRecord(z.enum(ENTITLEMENT_FLAGS), z.boolean()),
});

export const ZUpdateBrandingRequest = z.object({
  primaryColor: zColor.optional(),
  secondaryColor: zColor.optional(),
  logoFileId: zUuid.optional(),
  nullFields: zNullFields(["logoFileId"]),
});
export type TUpdateBrandingRequest = z.infer<typeof ZUpdateBrandingRequest>;

/** What the public login page may learn about an account: its name, colours and logo. */
export const ZLoginBranding = z.object({
  accountName: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  logoUrl: z.string().nullable(),
});
export const ZLoginBrandingQuery = z.object({ accountId: zUuid });

export const ZCertification = z.object({
  id: z.string(),
  accountId: z.string(),
  name: z.string(),
  issuer: z.string(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
});
export const ZCreateCertificationRequest = z.object({
  name: zRequiredText("Name", 200),
  issuer: zText(200).optional(),
  validUntil: z.iso.date("Use a date like 2027-12-31").optional(),
});
export type TCreateCertificationRequest = z.infer<typeof ZCreateCertificationRequest>;
export const ZCertificationParams = z.object({ id: zUuid, certificationId: zUuid });

export const ZOnboardingStepRequest = z.object({
  step: z
    .number({ error: "Step is required" })
    .int()
    .min(-1)
    .max(INT4_MAX)
    .refine((v) => v === -1 || (v >= 0 && v <= ONBOARDING_LAST_STEP), {
      message: `Use a step from 0 to ${ONBOARDING_LAST_STEP}, or -1 when onboarding is finished`,
    }),
});
export const ZOnboardingStepResponse = z.object({ accountId: z.string(), onboardingStep: z.number().int() });

export const ZAccountIdParams = z.object({ accountId: zUuid });
