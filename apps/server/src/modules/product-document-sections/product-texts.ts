import { type Db, productDocumentSections, uuidv7 } from "@q2c/db";
import {
  AppError,
  TEMPLATE_MESSAGES,
  type TProductDocumentSection,
  type TProductDocumentSectionQuery,
  type ZPutProductDocumentSectionRequest,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../deps.ts";
import { recordAudit } from "../../lib/audit.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { allows } from "../../lib/permissions.ts";
import type { Principal } from "../../lib/principal.ts";
import { usableTenants } from "../../lib/tenancy.ts";
import { findUsableTemplate } from "../document-templates/repo.ts";
import { savedHtml } from "../document-templates/saved-html.ts";
import { findReadableProduct } from "../products/repo.ts";
import { exactText, productTextView, resolveProductText } from "./repo.ts";

export interface ProductTextTarget {
  productId: string;
  documentType: string;
}

/** A catalogue item the caller reads (404 otherwise) and may write texts for: its own or the platform's. */
async function findItem(deps: Deps, principal: Principal, productId: string, forWriting: boolean) {
  const platform = deps.config.platformAccountId;
  const product = await findReadableProduct(deps.db, principal, platform, productId);
  if (forWriting && !usableTenants(principal.tenantId, platform).includes(product.tenantId)) {
    throw new AppError("forbidden", { message: TEMPLATE_MESSAGES.productNotUsable });
  }
  return product;
}

/**
 * GET /products/{productId}/document-sections/{documentType}[?templateId=]: the item's text that applies
 * to that template for the caller's company (repo.ts resolveProductText), or null when none is written.
 */
export async function getProductText(
  deps: Deps,
  principal: Principal,
  target: ProductTextTarget,
  query: TProductDocumentSectionQuery,
): Promise<TProductDocumentSection | null> {
  await findItem(deps, principal, target.productId, false);
  const platform = deps.config.platformAccountId;
  const row = await resolveProductText(
    deps.db,
    principal,
    platform,
    target.productId,
    target.documentType,
    query.templateId ?? null,
  );
  return row ? productTextView(row, principal, allows(principal, "templates.manage")) : null;
}

/**
 * PUT: writes the caller's company's own text for the item, document type and template (query, or body;
 * both given must agree), version 0 to create. The template must be one the company uses, of that type.
 */
export async function putProductText(
  deps: Deps,
  principal: Principal,
  target: ProductTextTarget,
  query: TProductDocumentSectionQuery,
  input: z.output<typeof ZPutProductDocumentSectionRequest>,
): Promise<TProductDocumentSection> {
  const { db } = deps;
  const platform = deps.config.platformAccountId;
  const tenantId = principal.tenantId;
  if (query.templateId && input.templateId && query.templateId !== input.templateId) {
    throw new AppError("bad_request", { fields: { templateId: TEMPLATE_MESSAGES.templateIdMismatch } });
  }
  const templateId = query.templateId ?? input.templateId ?? null;
  await findItem(deps, principal, target.productId, true);
  if (templateId !== null) {
    const template = await findUsableTemplate(db, tenantId, platform, templateId);
    const message = !template
      ? TEMPLATE_MESSAGES.unknownTemplate
      : template.documentType !== target.documentType
        ? TEMPLATE_MESSAGES.wrongTemplateType(target.documentType.replace("_", " "))
        : undefined;
    if (message) throw new AppError("bad_request", { message, fields: { templateId: message } });
  }
  const { html } = savedHtml({ html: input.html });
  const where = exactText(tenantId, target.productId, target.documentType, templateId);
  const fields = { sectionType: input.sectionType, title: input.title, html };
  // Read with the handle in use: inside the transaction, its own (PGlite has one connection).
  const currentVersion = async (handle: Db) =>
    (await handle.select().from(productDocumentSections).where(where))[0]?.version ?? 0;
  try {
    const row = await db.transaction(async (tx) => {
      const [saved] =
        input.version === 0
          ? await tx
              .insert(productDocumentSections)
              .values({
                tenantId,
                id: uuidv7(),
                productId: target.productId,
                documentType: target.documentType,
                templateId,
                ...fields,
              })
              .returning()
          : await tx
              .update(productDocumentSections)
              .set({ ...fields, version: input.version + 1, updatedAt: new Date() })
              .where(and(where, eq(productDocumentSections.version, input.version)))
              .returning();
      if (!saved) throw new AppError("conflict", { details: { version: await currentVersion(tx) } });
      await recordAudit(tx, {
        tenantId,
        actorUserId: principal.userId,
        type: "product_document_section.saved",
        subjectId: saved.id,
        data: { productId: target.productId, documentType: target.documentType, templateId },
      });
      return saved;
    });
    return productTextView(row, principal, allows(principal, "templates.manage"));
  } catch (err) {
    // Version 0 while the text exists (or two first saves racing): the unique index refuses the second.
    if (isUniqueViolation(err))
      throw new AppError("conflict", { details: { version: await currentVersion(db) } });
    throw err;
  }
}

/** DELETE: removes the caller's company's own text for the item, document type and template (404 if none). */
export async function deleteProductText(
  deps: Deps,
  principal: Principal,
  target: ProductTextTarget,
  query: TProductDocumentSectionQuery,
): Promise<{ id: string }> {
  const { db } = deps;
  await findItem(deps, principal, target.productId, true);
  const where = exactText(
    principal.tenantId,
    target.productId,
    target.documentType,
    query.templateId ?? null,
  );
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(productDocumentSections).where(where).returning();
    if (!gone) throw new AppError("not_found");
    await recordAudit(tx, {
      tenantId: gone.tenantId,
      actorUserId: principal.userId,
      type: "product_document_section.deleted",
      subjectId: gone.id,
      data: { productId: gone.productId, documentType: gone.documentType, templateId: gone.templateId },
    });
    return { id: gone.id };
  });
}
