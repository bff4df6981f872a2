import { contracts, uuidv7 } from "@q2c/db";
import { CONTRACT_MESSAGES, type TContract, type TCreateContractRequest } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import { findMspCustomer } from "../../lib/msp-customer.ts";
import type { Principal } from "../../lib/principal.ts";
import { resolveContractProducts, writeContractProducts } from "./contract-products.ts";
import { getContract } from "./get-contract.ts";

/**
 * POST /contracts: a contract with one customer of the MSP, in the customer's tenant, with its agreed
 * prices. The customer and every product are checked before anything is written.
 */
export async function createContract(
  deps: Deps,
  principal: Principal,
  input: TCreateContractRequest,
): Promise<TContract> {
  const { db } = deps;
  const customer = await findMspCustomer(db, principal, input.accountId, CONTRACT_MESSAGES.customerNotFound);
  const entries = await resolveContractProducts(
    db,
    principal,
    deps.config.platformAccountId,
    customer.tenantId,
    input.products ?? [],
  );
  const contract = { tenantId: customer.tenantId, id: uuidv7() };
  await db.transaction(async (tx) => {
    await tx.insert(contracts).values({
      ...contract,
      accountId: customer.id,
      name: input.name,
      reference: input.reference ?? "",
      startsOn: input.startsOn,
      endsOn: input.endsOn ?? null,
      notes: input.notes ?? "",
      createdBy: principal.userId,
    });
    await writeContractProducts(tx, contract, entries, []);
    await recordAudit(tx, {
      tenantId: contract.tenantId,
      actorUserId: principal.userId,
      type: "contract.created",
      subjectId: contract.id,
      data: { name: input.name, accountId: customer.id, productCount: entries.length },
    });
  });
  return getContract(deps, principal, contract.id);
}
