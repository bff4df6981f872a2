import { accounts, type Db } from "@q2c/db";
import { DEFAULT_LOCALE, type MergeValues } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { ProjectRow } from "../project-core/project-scope.ts";

/**
 * The values of the merge fields (domain §3 header and footer fields) for one quote: the quote's own,
 * its customer's name, and the MSP's company info (its legal name and headquarters from the company
 * pages). Initials print once a signer of that side has initialled (drawn initials are images, which a
 * text field cannot print: those leave the field empty).
 */

type AccountRow = Pick<typeof accounts.$inferSelect, "id" | "accountName" | "companyDetails">;

interface Address {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const createdDate = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: "long", timeZone: "UTC" });

/** The quote's customer and its MSP (the tenant's top account), read together. */
export async function loadParties(
  db: Db,
  project: Pick<ProjectRow, "tenantId" | "accountId">,
): Promise<{ customer: AccountRow | undefined; msp: AccountRow | undefined }> {
  const rows = await db
    .select({ id: accounts.id, accountName: accounts.accountName, companyDetails: accounts.companyDetails })
    .from(accounts)
    .where(
      and(
        eq(accounts.tenantId, project.tenantId),
        inArray(accounts.id, [project.accountId, project.tenantId]),
      ),
    );
  return {
    customer: rows.find((r) => r.id === project.accountId),
    msp: rows.find((r) => r.id === project.tenantId),
  };
}

/** The name a company prints under: its legal name, else its brand name, else its account name. */
export function companyName(account: AccountRow | undefined): string {
  if (!account) return "";
  const d = account.companyDetails;
  return text(d.legalName) || text(d.brandName) || account.accountName;
}

export interface InitialledSigner {
  party: string;
  initials: string | null;
  signedAt: Date | null;
}

const initialsOf = (signers: readonly InitialledSigner[], party: string): string =>
  signers
    .filter((s) => s.party === party && s.signedAt && s.initials && !s.initials.startsWith("data:"))
    .map((s) => s.initials as string)
    .join(", ");

export function mergeValuesOf(
  project: Pick<ProjectRow, "dealName" | "quoteNumber" | "quoteDate">,
  parties: { customer: AccountRow | undefined; msp: AccountRow | undefined },
  signers: readonly InitialledSigner[],
): MergeValues {
  const hq = (parties.msp?.companyDetails.hqAddress ?? {}) as Address;
  const street = [text(hq.address1), text(hq.address2)].filter(Boolean).join(", ");
  return {
    customerCompany: companyName(parties.customer),
    dealName: project.dealName,
    quoteNumber: String(project.quoteNumber),
    createdDate: createdDate.format(new Date(`${project.quoteDate}T00:00:00Z`)),
    spCompany: companyName(parties.msp),
    spStreet: street,
    spCity: text(hq.city),
    spState: text(hq.state),
    spCountry: text(hq.country),
    postalCode: text(hq.zip),
    spPhone: text(parties.msp?.companyDetails.businessPhone),
    customerInitials: initialsOf(signers, "customer"),
    mspInitials: initialsOf(signers, "msp"),
  };
}
