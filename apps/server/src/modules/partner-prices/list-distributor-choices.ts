import { accounts } from "@q2c/db";
import type { TDistributorChoice } from "@q2c/domain";
import { asc, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { isDigitalDistributor } from "./partner-accounts.ts";

/**
 * The distributor accounts an MSP may pick on /settings/distributors. Each distributor is its own
 * tenant, so the tenant-scoped account list hides them from an MSP; this answers only what a picker
 * needs (id, name, whether it is digital), never their users or settings.
 */
export async function listDistributorChoices(deps: Deps): Promise<{ data: TDistributorChoice[] }> {
  const rows = await deps.db
    .select({ id: accounts.id, name: accounts.accountName, companyDetails: accounts.companyDetails })
    .from(accounts)
    .where(eq(accounts.isDistributor, true))
    .orderBy(asc(accounts.accountName), asc(accounts.id));
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      digitalDistributor: isDigitalDistributor(r.companyDetails),
    })),
  };
}
