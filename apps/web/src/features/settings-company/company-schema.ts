import {
  COMPANY_DETAIL_FIELDS,
  isValidDomain,
  isValidPhone,
  MESSAGES,
  type TAccountDetail,
  type TCompanyDetails,
  type TUpdateAccountRequest,
  ZCompanyDetails,
  zMoney,
  zRequiredText,
  zText,
} from "@q2c/domain";
import { z } from "zod";

const ADDRESS_PARTS = ["address1", "address2", "city", "state", "zip", "country"] as const;
export type AddressValues = Record<(typeof ADDRESS_PARTS)[number], string>;
export const ADDRESS_FIELDS = ["hqAddress", "billingAddress", "paymentAddress"] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

const TEXT_FIELDS = [
  "brandName",
  "legalName",
  "dba",
  "federalTaxId",
  "dateEstablished",
  "stateOfFormation",
  "businessPhone",
  "creditLimit",
  "supportHours",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** The company info form (foundation §3 "Company info fields") with the account name. */
export type CompanyValues = { accountName: string } & Record<TextField, string> &
  Record<AddressField, AddressValues> & {
    trustedDomains: string[];
    showInMarketplace: boolean;
    digitalDistributor: boolean;
    defaultDistributor: string | null;
  };

const optional = (check: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || check(v), { error: message });

const zAddress = z.object({
  address1: zText(200),
  address2: zText(200),
  city: zText(100),
  state: zText(100),
  zip: zText(20),
  country: zText(100),
});

/** Limits of ZCompanyDetails; empty means "not given" and clears the stored value. */
export const ZCompanyForm = z.object({
  accountName: zRequiredText("Account name", 200),
  brandName: zText(200),
  legalName: zText(200),
  dba: zText(200),
  federalTaxId: zText(50),
  dateEstablished: optional(
    (v) => ZCompanyDetails.shape.dateEstablished.safeParse(v).success,
    "Use a date like 2020-01-31",
  ),
  stateOfFormation: zText(100),
  hqAddress: zAddress,
  billingAddress: zAddress,
  paymentAddress: zAddress,
  businessPhone: optional(isValidPhone, MESSAGES.phoneInvalid),
  trustedDomains: z
    .array(z.string())
    .max(50, "At most 50 domains")
    .superRefine((domains, ctx) => {
      const bad = domains.filter((d) => !isValidDomain(d));
      if (bad.length > 0)
        ctx.addIssue({ code: "custom", message: `${MESSAGES.domainInvalid} (${bad.join(", ")})` });
    }),
  creditLimit: optional((v) => zMoney.safeParse(v).success, "Enter an amount like 1200 or 1200.50"),
  supportHours: zText(200),
  showInMarketplace: z.boolean(),
  digitalDistributor: z.boolean(),
  defaultDistributor: z.string().nullable(),
});

const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

function addressOf(v: unknown): AddressValues {
  const source = typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
  return Object.fromEntries(ADDRESS_PARTS.map((p) => [p, str(source[p])])) as AddressValues;
}

/** The stored company details as form values; anything missing or malformed reads as empty. */
export function companyValuesOf(account: TAccountDetail): CompanyValues {
  const d = account.companyDetails ?? {};
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, str(d[f])])) as Record<TextField, string>;
  const addresses = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, addressOf(d[f])])) as Record<
    AddressField,
    AddressValues
  >;
  return {
    accountName: account.accountName,
    ...texts,
    ...addresses,
    trustedDomains: Array.isArray(d.trustedDomains)
      ? d.trustedDomains.filter((x) => typeof x === "string")
      : [],
    showInMarketplace: d.showInMarketplace === "yes",
    digitalDistributor: d.digitalDistributor === "yes",
    defaultDistributor: str(d.defaultDistributor) || null,
  };
}

type NullField = NonNullable<TUpdateAccountRequest["nullFields"]>[number];

/**
 * PUT /accounts/:id body: given values go into companyDetails (the server merges them), and a field
 * emptied by the user is listed in nullFields as `companyDetails.<field>` so that it is cleared.
 */
export function companyRequestOf(values: CompanyValues, account: TAccountDetail): TUpdateAccountRequest {
  const stored = account.companyDetails ?? {};
  const details: Partial<Record<keyof TCompanyDetails, unknown>> = {};
  const nullFields: NullField[] = [];
  // Only what is stored needs clearing; a field never given stays absent.
  const clear = (field: keyof TCompanyDetails) => {
    if (stored[field] != null && COMPANY_DETAIL_FIELDS.includes(field))
      nullFields.push(`companyDetails.${field}`);
  };
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value === "") clear(field);
    else details[field] = value;
  }
  for (const field of ADDRESS_FIELDS) {
    const parts = Object.fromEntries(ADDRESS_PARTS.map((p) => [p, values[field][p].trim()]));
    if (Object.values(parts).every((p) => p === "")) clear(field);
    else details[field] = parts;
  }
  details.trustedDomains = values.trustedDomains.map((d) => d.trim().toLowerCase());
  details.showInMarketplace = values.showInMarketplace ? "yes" : "no";
  details.digitalDistributor = values.digitalDistributor ? "yes" : "no";
  if (values.defaultDistributor) details.defaultDistributor = values.defaultDistributor;
  else clear("defaultDistributor");
  return {
    version: account.version,
    accountName: values.accountName.trim(),
    companyDetails: details as TCompanyDetails,
    ...(nullFields.length > 0 ? { nullFields } : {}),
  };
}
