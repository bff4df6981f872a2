import { contractProducts, contracts, projectLines } from "@q2c/db";
import {
  AppError,
  appliedContractSummary,
  CONTRACT_MESSAGES,
  contractStatus,
  type TApplyContractRequest,
  type TProjectChange,
  todayUtc,
} from "@q2c/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";

const refuse = (message: string, field = "contractId"): AppError =>
  new AppError("bad_request", { message, fields: { [field]: message } });

/**
 * POST /projects/{id}/apply-contract: every line of a product the contract names takes the agreed price
 * (its discount goes, since the agreed price is the negotiated one) and carries the contract product's
 * id. The contract must be the quote's customer's and in force today. A quote whose prices are locked
 * still takes a contract: locking stops catalogue pushes, not agreements made with the customer.
 */
export async function applyContract(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TApplyContractRequest,
): Promise<TProjectChange> {
  return changeProject(deps, principal, id, input.version, async ({ tx, project, agg }) => {
    const [contract] = await tx
      .select()
      .from(contracts)
      .where(and(eq(contracts.tenantId, project.tenantId), eq(contracts.id, input.contractId)));
    if (!contract) throw refuse(CONTRACT_MESSAGES.notFound);
    if (contract.accountId !== project.accountId) throw refuse(CONTRACT_MESSAGES.notCustomers);
    if (contractStatus(contract.startsOn, contract.endsOn, todayUtc()) !== "active") {
      throw refuse(CONTRACT_MESSAGES.notInForce);
    }
    const agreed = await tx
      .select({
        id: contractProducts.id,
        productId: contractProducts.productId,
        price: contractProducts.price,
      })
      .from(contractProducts)
      .where(
        and(eq(contractProducts.tenantId, contract.tenantId), eq(contractProducts.contractId, contract.id)),
      );
    const byProduct = new Map(agreed.map((p) => [p.productId, p]));
    const matching = agg.locations.flatMap((l) =>
      l.buildings.flatMap((b) =>
        b.bundleProducts.flatMap((bp) =>
          bp.lines.filter((line) => line.productId !== null && byProduct.has(line.productId)),
        ),
      ),
    );
    if (matching.length === 0) throw refuse(CONTRACT_MESSAGES.noMatchingLines);
    // One statement per agreed price, whatever the number of lines that carry it.
    const linesByAgreed = new Map<string, string[]>();
    for (const line of matching) {
      const cp = byProduct.get(line.productId as string);
      if (cp) linesByAgreed.set(cp.id, [...(linesByAgreed.get(cp.id) ?? []), line.id]);
    }
    for (const cp of agreed) {
      const ids = linesByAgreed.get(cp.id);
      if (!ids) continue;
      await tx
        .update(projectLines)
        .set({ price: cp.price, contractProductId: cp.id, discountAmount: null, discountPercent: null })
        .where(and(eq(projectLines.tenantId, project.tenantId), inArray(projectLines.id, ids)));
    }
    return {
      projectFields: {
        contractId: contract.id,
        contractSummary: appliedContractSummary(contract.name, matching.length),
      },
      event: {
        type: "contract_applied",
        data: { contractId: contract.id, name: contract.name, lines: matching.length },
      },
    };
  });
}
