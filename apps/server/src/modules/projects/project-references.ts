import { accounts, type Db, environments, locations, requirements, users } from "@q2c/db";
import { AppError, countryCode, PROJECT_MESSAGES } from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";

// Checks of the ids a project write names. Each answers field errors (400) rather than 404: the
// quote exists, only the reference is wrong. Call them inside the write's transaction (`db` is `tx`).

export type FieldErrors = Record<string, string>;

export function throwIfAny(fields: FieldErrors): void {
  if (Object.keys(fields).length > 0) throw new AppError("bad_request", { fields });
}

/** Who may be named on a quote: a link partner and a financial partner are top accounts of their tenants. */
export async function checkPartners(
  db: Db,
  refs: { partnerId?: string | null | undefined; financialPartnerId?: string | null | undefined },
  fields: FieldErrors,
): Promise<void> {
  const topAccount = async (id: string) => {
    const [row] = await db
      .select({ isSpLink: accounts.isSpLink, isFinancial: accounts.isFinancial })
      .from(accounts)
      .where(and(eq(accounts.tenantId, id), eq(accounts.id, id)));
    return row;
  };
  if (refs.partnerId) {
    const row = await topAccount(refs.partnerId);
    if (!row?.isSpLink) fields.partnerId = PROJECT_MESSAGES.unknownPartner;
  }
  if (refs.financialPartnerId) {
    const row = await topAccount(refs.financialPartnerId);
    if (!row?.isFinancial) fields.financialPartnerId = PROJECT_MESSAGES.financialPartnerRequired;
  }
}

/** The owner of a quote is an active user of the quote's MSP. */
export async function checkOwnerUser(
  db: Db,
  tenantId: string,
  userId: string | null | undefined,
  fields: FieldErrors,
): Promise<void> {
  if (!userId) return;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.id, userId),
        eq(users.accountId, tenantId),
        eq(users.active, true),
      ),
    );
  if (!row) fields.ownerUserId = PROJECT_MESSAGES.unknownUser;
}

export type ServiceAddress = typeof locations.$inferSelect;

/** The customer's service addresses among `ids`, by id. */
export async function serviceAddresses(
  db: Db,
  customer: { tenantId: string; accountId: string },
  ids: string[],
): Promise<Map<string, ServiceAddress>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, customer.tenantId),
        eq(locations.accountId, customer.accountId),
        inArray(locations.id, [...new Set(ids)]),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Which of these Building Use ids exist (reference data, no tenant). */
export async function existingEnvironments(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: environments.id })
    .from(environments)
    .where(inArray(environments.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

/** Which of these performance requirement ids exist. */
export async function existingRequirements(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: requirements.id })
    .from(requirements)
    .where(inArray(requirements.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

/** The tax jurisdiction of a site from its service address (state → region, city → locality). */
export function jurisdictionOf(address: ServiceAddress): {
  country: string;
  region: string;
  locality: string;
} {
  return {
    country: countryCode(address.country),
    region: address.state.trim(),
    locality: address.city.trim(),
  };
}

/** The customer's contact on a quote is an active user of the quote's customer account. */
export async function checkContactUser(
  db: Db,
  customer: { tenantId: string; accountId: string },
  userId: string | null | undefined,
  fields: FieldErrors,
): Promise<void> {
  if (!userId) return;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, customer.tenantId),
        eq(users.id, userId),
        eq(users.accountId, customer.accountId),
        eq(users.active, true),
      ),
    );
  if (!row) fields.contactUserId = PROJECT_MESSAGES.unknownContact;
}

/** Valid until is on or after the quote date. */
export function checkValidity(quoteDate: string, validUntil: string | null, fields: FieldErrors): void {
  if (validUntil !== null && validUntil < quoteDate)
    fields.validUntil = PROJECT_MESSAGES.validUntilBeforeQuoteDate;
}
