import { quoteTemplates } from "@q2c/db";
import { AppError } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import { findTemplate } from "./repo.ts";

/** DELETE /quote-templates/{id}?version=: quotes made from it keep their content. */
export async function deleteTemplate(
  deps: Deps,
  principal: Principal,
  id: string,
  version: number,
): Promise<{ id: string }> {
  const row = await findTemplate(deps.db, principal.tenantId, id);
  if (!row) throw new AppError("not_found");
  if (row.version !== version) throw new AppError("conflict", { details: { version: row.version } });
  const gone = await deps.db
    .delete(quoteTemplates)
    .where(
      and(
        eq(quoteTemplates.tenantId, row.tenantId),
        eq(quoteTemplates.id, id),
        eq(quoteTemplates.version, version),
      ),
    )
    .returning({ id: quoteTemplates.id });
  if (gone.length === 0) throw new AppError("conflict", { details: { version: row.version } });
  return { id };
}
