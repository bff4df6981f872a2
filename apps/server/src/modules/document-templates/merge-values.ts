import { accounts, type Db, locations } from "@q2c/db";
import type { MergeValues } from "@q2c/domain";
import { and, asc, eq } from "drizzle-orm";
import type { ProjectRow } from "../project-core/project-scope.ts";

// The values of the merge fields (domain §3 header and footer fields): the quote's and its provider's.
// Plain text; fillMergeFields escapes them. Initials stay empty until someone has signed.

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A calendar day (YYYY-MM-DD) as a document prints it: "March 5, 2026". */
export const documentDate = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DATE.format(date);
};

type Address = {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
};
type ProviderValues = Pick<
  MergeValues,
  "spCompany" | "spStreet" | "spCity" | "spState" | "spCountry" | "postalCode" | "spPhone"
>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * The provider's fields of a company (the MSP, or the platform): its name, its head-office address from
 * its company details, else its first service address, and its business phone. Empty where unknown or out
 * of the caller's sight.
 */
export async function providerMergeValues(db: Db, tenantId: string): Promise<ProviderValues> {
  const [account] = await db
    .select({ name: accounts.accountName, details: accounts.companyDetails })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tenantId), eq(accounts.id, tenantId)));
  if (!account) return {};
  let address = (account.details.hqAddress ?? {}) as Address;
  if (!address.address1 && !address.city) {
    const [first] = await db
      .select()
      .from(locations)
      .where(and(eq(locations.tenantId, tenantId), eq(locations.accountId, tenantId)))
      .orderBy(asc(locations.id))
      .limit(1);
    if (first) address = first;
  }
  return {
    spCompany: text(account.details.brandName) || account.name,
    spStreet: [text(address.address1), text(address.address2)].filter(Boolean).join(", "),
    spCity: text(address.city),
    spState: text(address.state),
    spCountry: text(address.country),
    postalCode: text(address.zip),
    spPhone: text(account.details.businessPhone),
  };
}

/** The merge values of a quote the caller sees: its customer, deal, number and date, and its MSP. */
export async function quoteMergeValues(db: Db, project: ProjectRow): Promise<MergeValues> {
  const [customer] = await db
    .select({ name: accounts.accountName })
    .from(accounts)
    .where(and(eq(accounts.tenantId, project.tenantId), eq(accounts.id, project.accountId)));
  return {
    customerCompany: customer?.name ?? "",
    dealName: project.dealName,
    quoteNumber: String(project.quoteNumber),
    createdDate: documentDate(project.quoteDate),
    ...(await providerMergeValues(db, project.tenantId)),
    customerInitials: "",
    mspInitials: "",
  };
}

/** Values for a preview without a quote: a sample customer and deal, and the caller's own company. */
export async function sampleMergeValues(db: Db, tenantId: string, today: string): Promise<MergeValues> {
  return {
    customerCompany: "Sample Customer Inc.",
    dealName: "Office network refresh",
    quoteNumber: "1001",
    createdDate: documentDate(today),
    ...(await providerMergeValues(db, tenantId)),
    customerInitials: "SC",
    mspInitials: "SP",
  };
}
