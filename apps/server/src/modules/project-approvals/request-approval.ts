import { projectApprovals, projects, uuidv7 } from "@q2c/db";
import { AppError, limitsOf, PROJECT_MESSAGES, type TApprovalState } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import {
  deliverNotices,
  insertNotifications,
  type Notice,
  type Recipient,
} from "../project-collab/member-notices.ts";
import { loadAggregate } from "../project-core/aggregate.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";
import { publishProjectActivity } from "../project-core/project-live.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { approversOf, displayNameOf } from "./approval-notices.ts";
import { approvalStateOf } from "./approval-state.ts";

/**
 * POST /projects/{id}/approvals: ask the managers to approve a quote that breaks the guardrails. The
 * request keeps the breaches as they are now; the managers hear of it in the bell menu and by mail.
 * One request waits at a time; a quote within the limits needs none (400).
 */
export async function requestApproval(
  deps: Deps,
  principal: Principal,
  projectId: string,
  body: { comment?: string | undefined },
): Promise<TApprovalState> {
  const project = await findEditableProject(deps.db, principal, projectId);
  let notice: { recipients: Recipient[]; notice: Notice } | undefined;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.tenantId, project.tenantId), eq(projects.id, project.id)))
      .for("update");
    if (!row) throw new AppError("not_found");
    if (row.status === "declined")
      throw new AppError("bad_request", { message: PROJECT_MESSAGES.declinedReadOnly });
    const state = await approvalStateOf(tx, await loadAggregate(tx, row));
    if (!state.needsApproval)
      throw new AppError("bad_request", { message: PROJECT_MESSAGES.nothingToApprove });
    if (state.approvals.some((a) => a.status === "pending")) {
      throw new AppError("bad_request", { message: PROJECT_MESSAGES.approvalPending });
    }
    const id = uuidv7();
    const limits = limitsOf(state.breaches);
    await tx.insert(projectApprovals).values({
      tenantId: row.tenantId,
      id,
      projectId: row.id,
      breaches: { list: state.breaches, ...limits },
      requestedBy: principal.userId,
      requestComment: body.comment ?? "",
    });
    await recordProjectEvent(tx, row, principal.userId, "approval_requested", { approvalId: id, ...limits });
    const recipients = await approversOf(tx, row.tenantId, principal.userId);
    const n: Notice = {
      title: PROJECT_MESSAGES.approvalRequestedTitle(row.dealName),
      message: PROJECT_MESSAGES.approvalRequestedMessage(await displayNameOf(tx, principal), row.dealName),
      project: row,
    };
    await insertNotifications(tx, recipients, n);
    notice = { recipients, notice: n };
  });
  publishProjectActivity(deps, project.id, { kind: "event" }, { type: "approval_requested" });
  if (notice) await deliverNotices(deps, notice.recipients, notice.notice);
  return approvalStateOf(deps.db, await loadAggregate(deps.db, project));
}
