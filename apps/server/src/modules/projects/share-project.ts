import { AppError, PROJECT_MESSAGES, quoteExpired, type TProjectChange } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import { closeCustomerRoom } from "../project-core/project-live.ts";

const refuse = (message: string) => new AppError("bad_request", { message, fields: { sharedAt: message } });

/**
 * POST /projects/{id}/share: the quote reaches its customer's users (ARCHITECTURE.md, Tenancy): until
 * now their list left it out and its id answered 404. A write of the quote like any other, through
 * changeProject: the caller's version, the version bump and the `shared` event in one transaction.
 *
 * The one function that shares a quote: sending a document to the customer (documents issue) will call
 * it before sending, when the quote is not shared yet, rather than set sharedAt itself.
 */
export async function shareProject(
  deps: Deps,
  principal: Principal,
  id: string,
  version: number,
): Promise<TProjectChange> {
  return changeProject(
    deps,
    principal,
    id,
    version,
    async ({ project }) => {
      if (project.sharedAt !== null) throw refuse(PROJECT_MESSAGES.alreadyShared);
      // Issue #16 §4: an expired quote is not sent until it is renewed.
      if (quoteExpired(project)) throw refuse(PROJECT_MESSAGES.expiredCannotSend);
      return {
        projectFields: { sharedAt: new Date(), sharedBy: principal.userId },
        event: { type: "shared" },
      };
    },
    // A won or completed quote may still be shown to the customer it was for.
    { allowCompleted: true },
  );
}

/**
 * DELETE /projects/{id}/share?version=: the MSP takes back a share made by mistake; the customer's
 * users no longer list or open the quote, and their open pages leave its live room. What was already
 * sent to them (documents, mails) stays sent: this only closes the quote in the app.
 */
export async function unshareProject(
  deps: Deps,
  principal: Principal,
  id: string,
  version: number,
): Promise<TProjectChange> {
  const answer = await changeProject(
    deps,
    principal,
    id,
    version,
    async ({ project }) => {
      if (project.sharedAt === null) throw refuse(PROJECT_MESSAGES.notShared);
      return { projectFields: { sharedAt: null, sharedBy: null }, event: { type: "unshared" } };
    },
    { allowCompleted: true, allowDeclined: true },
  );
  closeCustomerRoom(deps, id);
  return answer;
}
