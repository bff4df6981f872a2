import { AppError, addDays, PROJECT_MESSAGES, quoteExpired, type TProjectChange, utcDay } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { changeProject } from "../project-core/change-project.ts";
import { readQuoteSettings } from "../quote-settings/repo.ts";

/**
 * POST /projects/{id}/renew: an expired quote is dated today and valid for the tenant's valid days again
 * (issue #16 §4), so it can be sent. A quote that has not expired keeps its dates (400): change them in
 * the header instead.
 */
export async function renewQuote(
  deps: Deps,
  principal: Principal,
  id: string,
  body: { version: number },
): Promise<TProjectChange> {
  return changeProject(deps, principal, id, body.version, async ({ tx, project }) => {
    if (!quoteExpired(project)) {
      throw new AppError("bad_request", {
        message: PROJECT_MESSAGES.notExpired,
        fields: { validUntil: PROJECT_MESSAGES.notExpired },
      });
    }
    const settings = await readQuoteSettings(tx, project.tenantId);
    const today = utcDay();
    const validUntil = addDays(today, settings.validDays);
    return {
      projectFields: { quoteDate: today, validUntil },
      event: { type: "renewed", data: { quoteDate: today, validUntil } },
    };
  });
}
