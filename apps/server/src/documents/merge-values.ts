import { accounts, type Db, locations } from "@q2c/db";
import { DEFAULT_LOCALE, type MergeValues } from "@q2c/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { type AddressJson as Address, textOf as text } from "../lib/address-json.ts";

/**
 * The values of the merge fields (domain §3 header and footer fields), one function for every place that
 * fills them: a quote's documents, a template's preview with or without a quote, a template's thumbnail.
 * Plain text; fillMergeFields escapes them.
 * - A company prints under its legal name (a proposal and an agreement bind the legal entity), else its
 *   brand name, else its account name: the customer and the MSP alike.
 * - The MSP's address is its head office from its company details, else its own first service address.
 * - Initials print once a signer of that side has initialled (drawn initials are images, which a text
 *   field cannot print: those leave the field empty).
 */

export type PartyAccount = Pick<typeof accounts.$inferSelect, "id" | "accountName" | "companyDetails">;

/** The quote's customer (none for a sample) and its MSP with the address the MSP prints. */
export interface Parties {
  customer: PartyAccount | undefined;
  msp: PartyAccount | undefined;
  mspAddress: Address;
}

export interface InitialledSigner {
  party: string;
  initials: string | null;
  signedAt: Date | null;
}

interface QuoteFields {
  dealName: string;
  quoteNumber: number | string;
  /** A calendar day, YYYY-MM-DD. */
  quoteDate: string;
}

const DATE = new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: "long", timeZone: "UTC" });

/** A calendar day (YYYY-MM-DD) as a document prints it: "March 5, 2026". */
export const documentDate = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DATE.format(date);
};

/** The name a company prints under: its legal name, else its brand name, else its account name. */
export function companyName(account: PartyAccount | undefined): string {
  if (!account) return "";
  const d = account.companyDetails;
  return text(d.legalName) || text(d.brandName) || account.accountName;
}

async function mspAddressOf(db: Db, msp: PartyAccount | undefined): Promise<Address> {
  if (!msp) return {};
  const hq = (msp.companyDetails.hqAddress ?? {}) as Address;
  if (hq.address1 || hq.city) return hq;
  const [first] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.tenantId, msp.id), eq(locations.accountId, msp.id)))
    .orderBy(asc(locations.id))
    .limit(1);
  return first ?? {};
}

/**
 * The customer and the MSP (the tenant's top account) of a quote, read together as the caller's handle
 * sees them; `accountId` equal to `tenantId` reads the MSP alone (a sample without a customer).
 */
export async function loadParties(db: Db, quote: { tenantId: string; accountId: string }): Promise<Parties> {
  const rows = await db
    .select({ id: accounts.id, accountName: accounts.accountName, companyDetails: accounts.companyDetails })
    .from(accounts)
    .where(
      and(eq(accounts.tenantId, quote.tenantId), inArray(accounts.id, [quote.accountId, quote.tenantId])),
    );
  const msp = rows.find((r) => r.id === quote.tenantId);
  const customer =
    quote.accountId === quote.tenantId ? undefined : rows.find((r) => r.id === quote.accountId);
  return { customer, msp, mspAddress: await mspAddressOf(db, msp) };
}

/** The name the quote's MSP prints under (companyName), in one read: for mails and links, which need no address. */
export async function loadMspName(db: Db, quote: { tenantId: string }): Promise<string> {
  const [msp] = await db
    .select({ id: accounts.id, accountName: accounts.accountName, companyDetails: accounts.companyDetails })
    .from(accounts)
    .where(and(eq(accounts.tenantId, quote.tenantId), eq(accounts.id, quote.tenantId)));
  return companyName(msp);
}

const initialsOf = (signers: readonly InitialledSigner[], party: string): string =>
  signers
    .filter((s) => s.party === party && s.signedAt && s.initials && !s.initials.startsWith("data:"))
    .map((s) => s.initials as string)
    .join(", ");

function providerValues(parties: Parties) {
  const a = parties.mspAddress;
  return {
    spCompany: companyName(parties.msp),
    spStreet: [text(a.address1), text(a.address2)].filter(Boolean).join(", "),
    spCity: text(a.city),
    spState: text(a.state),
    spCountry: text(a.country),
    postalCode: text(a.zip),
    spPhone: text(parties.msp?.companyDetails.businessPhone),
  };
}

/** The merge values of a quote with these signers. */
export function mergeValuesOf(
  quote: QuoteFields,
  parties: Parties,
  signers: readonly InitialledSigner[],
): MergeValues {
  return {
    customerCompany: companyName(parties.customer),
    dealName: quote.dealName,
    quoteNumber: String(quote.quoteNumber),
    createdDate: documentDate(quote.quoteDate),
    ...providerValues(parties),
    customerInitials: initialsOf(signers, "customer"),
    mspInitials: initialsOf(signers, "msp"),
  };
}

/** The quote a template shows when it has none (a preview without a quote, a thumbnail). */
export const SAMPLE_QUOTE = {
  customerCompany: "Sample Customer Inc.",
  dealName: "Office network refresh",
  quoteNumber: "1001",
  customerInitials: "SC",
  mspInitials: "SP",
} as const;

/** A template's values without a quote: the sample customer and deal, dated `today`, and its company. */
export function sampleMergeValuesOf(provider: Parties, today: string): MergeValues {
  return {
    customerCompany: SAMPLE_QUOTE.customerCompany,
    dealName: SAMPLE_QUOTE.dealName,
    quoteNumber: SAMPLE_QUOTE.quoteNumber,
    createdDate: documentDate(today),
    ...providerValues(provider),
    customerInitials: SAMPLE_QUOTE.customerInitials,
    mspInitials: SAMPLE_QUOTE.mspInitials,
  };
}
