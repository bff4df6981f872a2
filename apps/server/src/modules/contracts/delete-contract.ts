import { contracts } from "@q2c/db";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findContract } from "./repo.ts";

/**
 * DELETE /contracts/{id}: the contract and its products (cascade). Quotes it was applied to are left as
 * they are: their lines keep the prices copied from it, and a catalogue push still leaves those lines
 * alone; the quote's contract then shows no name.
 */
export async function deleteContract(deps: Deps, principal: Principal, id: string): Promise<void> {
  const { db } = deps;
  const contract = await findContract(db, principal, id);
  await db.transaction(async (tx) => {
    await tx.delete(contracts).where(and(eq(contracts.tenantId, contract.tenantId), eq(contracts.id, id)));
    await recordAudit(tx, {
      tenantId: contract.tenantId,
      actorUserId: principal.userId,
      type: "contract.deleted",
      subjectId: id,
      data: { name: contract.name, accountId: contract.accountId },
    });
  });
}
