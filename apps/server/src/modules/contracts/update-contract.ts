import { contracts } from "@q2c/db";
import { AppError, CONTRACT_MESSAGES, type TContract, type TUpdateContractRequest } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { resolveContractProducts, storedProductsOf, writeContractProducts } from "./contract-products.ts";
import { getContract } from "./get-contract.ts";
import { findContract } from "./repo.ts";

/**
 * PUT /contracts/{id}: the fields given change; `products`, when given, replaces the list (products that
 * stay keep their row id, so quote lines priced from them still point at it). The dates are checked as they
 * will be stored, so an end date alone is compared with the stored start. A stale version answers 409 with
 * the current one and writes nothing.
 */
export async function updateContract(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TUpdateContractRequest,
): Promise<TContract> {
  const { db } = deps;
  const contract = await findContract(db, principal, id);
  const nulls = new Set(input.nullFields ?? []);
  const endsOn = nulls.has("endsOn") ? null : input.endsOn;
  const firstDay = input.startsOn ?? contract.startsOn;
  const lastDay = endsOn === undefined ? contract.endsOn : endsOn;
  if (lastDay !== null && lastDay < firstDay) {
    throw new AppError("bad_request", { fields: { endsOn: CONTRACT_MESSAGES.endsBeforeStart } });
  }
  const stored = input.products ? await storedProductsOf(db, contract) : [];
  const entries = input.products
    ? await resolveContractProducts(
        db,
        principal,
        deps.config.platformAccountId,
        contract.tenantId,
        input.products,
        stored,
      )
    : undefined;
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contracts)
      .set({
        name: input.name,
        reference: input.reference,
        startsOn: input.startsOn,
        endsOn,
        notes: input.notes,
        version: contract.version + 1,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(contracts.tenantId, contract.tenantId),
          eq(contracts.id, contract.id),
          eq(contracts.version, input.version),
        ),
      )
      .returning({ version: contracts.version });
    if (!updated) throw new AppError("conflict", { details: { version: contract.version } });
    if (entries) await writeContractProducts(tx, contract, entries, stored);
    await recordAudit(tx, {
      tenantId: contract.tenantId,
      actorUserId: principal.userId,
      type: "contract.updated",
      subjectId: contract.id,
      data: { version: updated.version, ...(entries ? { productCount: entries.length } : {}) },
    });
  });
  return getContract(deps, principal, id);
}
