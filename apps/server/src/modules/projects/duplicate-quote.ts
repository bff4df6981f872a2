import type { TCreateProjectRequest, TProject } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadAggregate } from "../project-core/aggregate.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { snapshotOf } from "../project-versions/version-snapshot.ts";
import { createProject } from "./create-project.ts";

/**
 * POST /projects/{id}/duplicate: a new quote for the same customer (next number, Build stage, dated today)
 * with the same sites, buildings, lines and choices, and a history of its own; the caller owns it. The
 * source's feed records the copy.
 */
export async function duplicateQuote(
  deps: Deps,
  principal: Principal,
  id: string,
  body: { dealName?: string | undefined },
): Promise<TProject> {
  const source = await findEditableProject(deps.db, principal, id);
  const agg = await loadAggregate(deps.db, source);
  const copy = await createProject(
    deps,
    principal,
    {
      accountId: source.accountId,
      dealName: body.dealName ?? `${source.dealName} (copy)`.slice(0, 200),
      termMonths: source.termMonths as TCreateProjectRequest["termMonths"],
      partnerId: source.partnerId,
      financialPartnerId: source.financialPartnerId,
      contactUserId: source.contactUserId,
      paymentTerms: source.paymentTerms,
      customerNotes: source.customerNotes,
    },
    {
      content: snapshotOf(agg),
      event: { type: "duplicated", data: { fromProjectId: source.id, fromQuoteNumber: source.quoteNumber } },
    },
  );
  await recordProjectEvent(deps.db, source, principal.userId, "duplicated", {
    toProjectId: copy.id,
    toQuoteNumber: copy.quoteNumber,
  });
  return copy;
}
