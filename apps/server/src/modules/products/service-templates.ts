import { products } from "@q2c/db";
import {
  SERVICE_TEMPLATE_SECTIONS,
  type TServiceTemplatesRequest,
  type TServiceTemplatesResponse,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { Principal } from "../../lib/principal.ts";
import { findReadableProduct, findWritableProduct } from "./repo.ts";

/** Only the known sections, so a key stored by an older version never reaches a page. */
const knownSections = (stored: Record<string, string>): TServiceTemplatesResponse["templates"] =>
  Object.fromEntries(
    SERVICE_TEMPLATE_SECTIONS.filter((s) => typeof stored[s] === "string").map((s) => [s, stored[s]]),
  );

/** A service's templates (scope of work, assumptions, ...); a product of another kind is not found. */
export async function getServiceTemplates(
  deps: Deps,
  principal: Principal,
  id: string,
): Promise<TServiceTemplatesResponse> {
  const row = await findReadableProduct(deps.db, principal, deps.config.platformAccountId, id, {
    servicesOnly: true,
  });
  return { templates: knownSections(row.templates) };
}

/**
 * Replaces a service's templates as a whole. They are edited on their own page, apart from the product
 * form, so they do not bump the product's version (which would make an open product form stale).
 */
export async function updateServiceTemplates(
  deps: Deps,
  principal: Principal,
  id: string,
  input: TServiceTemplatesRequest,
): Promise<TServiceTemplatesResponse> {
  const { db } = deps;
  const row = await findWritableProduct(db, principal, deps.config.platformAccountId, id, {
    servicesOnly: true,
  });
  const templates = knownSections(input.templates as Record<string, string>);
  await db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({ templates, updatedAt: new Date() })
      .where(and(eq(products.tenantId, row.tenantId), eq(products.id, row.id)));
    await recordAudit(tx, {
      tenantId: row.tenantId,
      actorUserId: principal.userId,
      type: "product.templates_updated",
      subjectId: row.id,
      data: { sections: Object.keys(templates) },
    });
  });
  return { templates };
}
