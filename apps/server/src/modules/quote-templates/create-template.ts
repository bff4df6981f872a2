import { quoteTemplates, uuidv7 } from "@q2c/db";
import { AppError, PROJECT_MESSAGES, type TQuoteTemplate } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import type { Principal } from "../../lib/principal.ts";
import { lineCountOf, loadAggregate } from "../project-core/aggregate.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { snapshotOf } from "../project-versions/version-snapshot.ts";
import { templateView } from "./repo.ts";

const nameTaken = () =>
  new AppError("bad_request", {
    message: PROJECT_MESSAGES.templateNameTaken,
    fields: { name: PROJECT_MESSAGES.templateNameTaken },
  });

/**
 * POST /quote-templates: the quote's sites, buildings, lines and choices saved under a name in the
 * quote's tenant, without its customer (service-address links are dropped). New quotes start from it.
 */
export async function createTemplate(
  deps: Deps,
  principal: Principal,
  input: { projectId: string; name: string; description?: string | undefined },
): Promise<TQuoteTemplate> {
  const project = await findEditableProject(deps.db, principal, input.projectId);
  try {
    return await deps.db.transaction(async (tx) => {
      const agg = await loadAggregate(tx, project);
      const snapshot = snapshotOf(agg);
      const content = { ...snapshot, locations: snapshot.locations.map((l) => ({ ...l, locationId: null })) };
      const [row] = await tx
        .insert(quoteTemplates)
        .values({
          tenantId: project.tenantId,
          id: uuidv7(),
          name: input.name,
          description: input.description ?? "",
          termMonths: project.termMonths,
          content: content as unknown as Record<string, unknown>,
          lineCount: lineCountOf(agg),
          createdBy: principal.userId,
        })
        .returning();
      if (!row) throw new AppError("internal");
      await recordProjectEvent(tx, project, principal.userId, "saved_as_template", {
        templateId: row.id,
        name: row.name,
      });
      return templateView(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
