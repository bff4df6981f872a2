import type { TApprovalState } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { loadAggregate } from "../project-core/aggregate.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { approvalStateOf } from "./approval-state.ts";

/** GET /projects/{id}/approvals: the quote's breaches, whether it needs approval, and its requests. */
export async function getApprovalState(
  deps: Deps,
  principal: Principal,
  projectId: string,
): Promise<TApprovalState> {
  const project = await findEditableProject(deps.db, principal, projectId);
  return approvalStateOf(deps.db, await loadAggregate(deps.db, project));
}
