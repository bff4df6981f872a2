import { defaultDistributors } from "@q2c/db";
import type { TDefaultDistributor, TUpdateDefaultDistributorRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { assertCategoryExists } from "../catalogue-prices/repo.ts";
import { hasChanges } from "../catalogue-prices/wire.ts";
import { assertNotListed, findDefaultDistributor, toDefaultDistributor } from "./default-distributor-rows.ts";

/** Moves one of the caller account's default distributors or changes its category. */
export async function updateDefaultDistributor(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateDefaultDistributorRequest,
): Promise<TDefaultDistributor> {
  const { db } = deps;
  const { row: current } = await findDefaultDistributor(db, principal, id);
  const categoryId = input.nullFields?.includes("categoryId") ? null : input.categoryId;
  if (categoryId) await assertCategoryExists(db, categoryId);
  if (categoryId !== undefined && categoryId !== current.categoryId) {
    await assertNotListed(db, principal, current.distributorId, categoryId, current.id);
  }
  const values = { categoryId, position: input.position };
  if (hasChanges(values)) {
    await db.transaction(async (tx) => {
      await tx
        .update(defaultDistributors)
        .set(values)
        .where(
          and(eq(defaultDistributors.tenantId, current.tenantId), eq(defaultDistributors.id, current.id)),
        );
      await recordAudit(tx, {
        tenantId: current.tenantId,
        type: "defaultDistributor.updated",
        subjectId: current.id,
        actorUserId: principal.userId,
        data: { before: { categoryId: current.categoryId, position: current.position } },
      });
    });
  }
  return toDefaultDistributor(await findDefaultDistributor(db, principal, id));
}
