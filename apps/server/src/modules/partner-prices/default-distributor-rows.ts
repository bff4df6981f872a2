import { accounts, type Db, defaultDistributors } from "@q2c/db";
import { AppError, MESSAGES, type TDefaultDistributor } from "@q2c/domain";
import { and, asc, eq, isNull, ne, type SQL } from "drizzle-orm";
import type { Principal } from "../../lib/principal.ts";
import { isDigitalDistributor } from "./partner-accounts.ts";

export type DefaultDistributorRow = typeof defaultDistributors.$inferSelect;

/** Default distributors are a setting of the caller's own account (/settings/distributors). */
export const ownRows = (principal: Principal): SQL | undefined =>
  and(
    eq(defaultDistributors.tenantId, principal.tenantId),
    eq(defaultDistributors.accountId, principal.accountId),
  );

/** The rows with each distributor's name and company info, in the caller's order. */
export const selectDefaultDistributors = (db: Db, where: SQL | undefined) =>
  db
    .select({
      row: defaultDistributors,
      distributorName: accounts.accountName,
      companyDetails: accounts.companyDetails,
    })
    .from(defaultDistributors)
    .leftJoin(accounts, eq(accounts.id, defaultDistributors.distributorId))
    .where(where)
    .orderBy(asc(defaultDistributors.position), asc(defaultDistributors.id));

type Selected = Awaited<ReturnType<typeof selectDefaultDistributors>>[number];

export async function findDefaultDistributor(db: Db, principal: Principal, id: string): Promise<Selected> {
  const [found] = await selectDefaultDistributors(
    db,
    and(eq(defaultDistributors.id, id), ownRows(principal)),
  );
  if (!found) throw new AppError("not_found");
  return found;
}

/** A distributor appears once per category (and once for every category) in an account's list. */
export async function assertNotListed(
  db: Db,
  principal: Principal,
  distributorId: string,
  categoryId: string | null,
  exceptId?: string,
): Promise<void> {
  const d = defaultDistributors;
  const [taken] = await db
    .select({ id: d.id })
    .from(d)
    .where(
      and(
        ownRows(principal),
        eq(d.distributorId, distributorId),
        categoryId === null ? isNull(d.categoryId) : eq(d.categoryId, categoryId),
        exceptId ? ne(d.id, exceptId) : undefined,
      ),
    );
  if (taken) {
    throw new AppError("bad_request", { fields: { distributorId: MESSAGES.distributorAlreadyListed } });
  }
}

export const toDefaultDistributor = (s: Selected): TDefaultDistributor => ({
  id: s.row.id,
  distributorId: s.row.distributorId,
  distributorName: s.distributorName,
  digitalDistributor: isDigitalDistributor(s.companyDetails),
  categoryId: s.row.categoryId,
  position: s.row.position,
  createdAt: s.row.createdAt.toISOString(),
});
