import { AppError, PROJECT_MESSAGES, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";

/**
 * POST /projects/{id}/reopen: a declined deal comes back to Build (issue #16 §3), logged with the reason.
 * The decline stays in the feed; the quote is editable again.
 */
export async function reopenQuote(
  deps: Deps,
  principal: Principal,
  id: string,
  body: { version: number; reason?: string | undefined },
): Promise<TProjectChange> {
  return changeProject(
    deps,
    principal,
    id,
    body.version,
    async ({ project }) => {
      if (project.status !== "declined") {
        throw new AppError("bad_request", {
          message: PROJECT_MESSAGES.notDeclined,
          fields: { status: PROJECT_MESSAGES.notDeclined },
        });
      }
      return {
        projectFields: { status: "discovery", stage: "build", declineReason: null, declinedAt: null },
        event: { type: "reopened", data: { from: project.stage, reason: body.reason ?? "" } },
      };
    },
    { allowDeclined: true },
  );
}
