import { projectApprovals } from "@q2c/db";
import { AppError, PROJECT_MESSAGES, type TApprovalState } from "@q2c/domain";
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
import { activeUser, displayNameOf } from "./approval-notices.ts";
import { approvalStateOf } from "./approval-state.ts";

/**
 * POST /projects/{id}/approvals/{approvalId}/decision: a manager (quotes.approve) approves or rejects a
 * waiting request with a comment; the asker hears of it. Nobody decides on their own request.
 */
export async function decideApproval(
  deps: Deps,
  principal: Principal,
  projectId: string,
  approvalId: string,
  body: { version: number; decision: "approved" | "rejected"; comment?: string | undefined },
): Promise<TApprovalState> {
  const project = await findEditableProject(deps.db, principal, projectId);
  let notice: { recipients: Recipient[]; notice: Notice } | undefined;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(projectApprovals)
      .where(
        and(
          eq(projectApprovals.tenantId, project.tenantId),
          eq(projectApprovals.projectId, project.id),
          eq(projectApprovals.id, approvalId),
        ),
      )
      .for("update");
    if (!row) throw new AppError("not_found");
    if (row.version !== body.version) throw new AppError("conflict", { details: { version: row.version } });
    if (row.status !== "pending")
      throw new AppError("bad_request", { message: PROJECT_MESSAGES.approvalDecided });
    if (row.requestedBy === principal.userId)
      throw new AppError("forbidden", { message: PROJECT_MESSAGES.ownApproval });
    const comment = body.comment ?? "";
    await tx
      .update(projectApprovals)
      .set({
        status: body.decision,
        decidedBy: principal.userId,
        decidedAt: new Date(),
        decisionComment: comment,
        version: row.version + 1,
      })
      .where(and(eq(projectApprovals.tenantId, row.tenantId), eq(projectApprovals.id, row.id)));
    await recordProjectEvent(tx, project, principal.userId, "approval_decided", {
      approvalId: row.id,
      decision: body.decision,
      comment,
    });
    const recipients = await activeUser(tx, row.tenantId, row.requestedBy);
    const who = await displayNameOf(tx, principal);
    const n: Notice = {
      title: PROJECT_MESSAGES.approvalDecidedTitle(
        body.decision === "approved" ? "Approved" : "Rejected",
        project.dealName,
      ),
      message: `${who} ${body.decision} the margin and discount of ${project.dealName}.${comment ? ` “${comment}”` : ""}`,
      project,
    };
    await insertNotifications(tx, recipients, n);
    notice = { recipients, notice: n };
  });
  publishProjectActivity(deps, project.id, { kind: "event" }, { type: "approval_decided" });
  if (notice) await deliverNotices(deps, notice.recipients, notice.notice);
  return approvalStateOf(deps.db, await loadAggregate(deps.db, project));
}
