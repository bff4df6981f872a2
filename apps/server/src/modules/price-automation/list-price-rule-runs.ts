import { priceRuleRuns, users } from "@q2c/db";
import type { Page, TPriceRuleRun, TPriceRuleRunListQuery } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { keysetPage } from "../../lib/keyset-page.ts";
import type { Principal } from "../../lib/principal.ts";
import { displayNameOf } from "../users/repo.ts";
import { ownTenant } from "./repo.ts";

/** The caller tenant's runs, newest first (ids are time-ordered), with who applied each. */
export async function listPriceRuleRuns(
  deps: Deps,
  principal: Principal,
  query: TPriceRuleRunListQuery,
): Promise<Page<TPriceRuleRun>> {
  const { db } = deps;
  const page = await keysetPage(
    query,
    priceRuleRuns.id,
    ({ where, orderBy, limit }) =>
      db
        .select({
          run: priceRuleRuns,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(priceRuleRuns)
        .leftJoin(
          users,
          and(eq(users.tenantId, priceRuleRuns.tenantId), eq(users.id, priceRuleRuns.actorUserId)),
        )
        .where(and(ownTenant(principal, priceRuleRuns.tenantId), where))
        .orderBy(orderBy)
        .limit(limit),
    "desc",
  );
  return {
    data: page.data.map(({ run, firstName, lastName, email }) => ({
      id: run.id,
      productCount: run.productCount,
      appliedAt: run.appliedAt.toISOString(),
      undoneAt: run.undoneAt?.toISOString() ?? null,
      appliedBy:
        email === null
          ? null
          : displayNameOf({ firstName: firstName ?? "", lastName: lastName ?? "", email }),
    })),
    hasMore: page.hasMore,
  };
}
