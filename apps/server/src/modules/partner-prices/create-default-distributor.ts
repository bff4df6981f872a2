import { defaultDistributors, uuidv7 } from "@q2c/db";
import type { TCreateDefaultDistributorRequest, TDefaultDistributor } from "@q2c/domain";
import { sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertCategoryExists } from "../catalogue-prices/repo.ts";
import {
  assertNotListed,
  findDefaultDistributor,
  ownRows,
  toDefaultDistributor,
} from "./default-distributor-rows.ts";
import { assertPartnerAccount } from "./partner-accounts.ts";

/** Adds a distributor to the caller account's defaults, last unless a position is given. */
export async function createDefaultDistributor(
  deps: Deps,
  principal: Principal,
  input: TCreateDefaultDistributorRequest,
): Promise<TDefaultDistributor> {
  const { db } = deps;
  const categoryId = input.categoryId ?? null;
  await assertPartnerAccount(db, input.distributorId, "distributorId", "isDistributor");
  if (categoryId) await assertCategoryExists(db, categoryId);
  await assertNotListed(db, principal, input.distributorId, categoryId);
  const id = uuidv7();
  await db.transaction(async (tx) => {
    let position = input.position;
    if (position === undefined) {
      const [last] = await tx
        .select({ next: sql<number>`coalesce(max(${defaultDistributors.position}) + 1, 0)::int` })
        .from(defaultDistributors)
        .where(ownRows(principal));
      position = Number(last?.next ?? 0);
    }
    await tx.insert(defaultDistributors).values({
      tenantId: principal.tenantId,
      id,
      accountId: principal.accountId,
      distributorId: input.distributorId,
      categoryId,
      position,
    });
    await recordAudit(tx, {
      tenantId: principal.tenantId,
      type: "defaultDistributor.created",
      subjectId: id,
      actorUserId: principal.userId,
      data: { distributorId: input.distributorId, categoryId, position },
    });
  });
  return toDefaultDistributor(await findDefaultDistributor(db, principal, id));
}
