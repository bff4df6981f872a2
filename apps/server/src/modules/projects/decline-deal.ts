import { AppError, PROJECT_MESSAGES, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";

/** POST /projects/{id}/decline-deal: the customer said no; the reason is kept and the stage freezes. */
export async function declineDeal(
  deps: Deps,
  principal: Principal,
  id: string,
  body: { version: number; reason: string },
): Promise<TProjectChange> {
  return changeProject(
    deps,
    principal,
    id,
    body.version,
    async ({ project }) => {
      if (project.status === "declined") {
        throw new AppError("bad_request", {
          message: PROJECT_MESSAGES.alreadyDeclined,
          fields: { reason: PROJECT_MESSAGES.alreadyDeclined },
        });
      }
      return {
        projectFields: { status: "declined", declineReason: body.reason, declinedAt: new Date() },
        event: { type: "declined", data: { reason: body.reason } },
      };
    },
    { allowCompleted: true, allowDeclined: true },
  );
}
