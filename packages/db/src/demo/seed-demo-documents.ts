import type { Db } from "../connection.ts";
import {
  documentSections,
  documentSettings,
  documentTemplates,
  productDocumentSections,
} from "../schema/index.ts";
import {
  DEMO_DOCUMENT_DEFAULTS,
  DEMO_PRODUCT_TEXTS,
  DEMO_TEMPLATES,
  NORTHWIND_SECTIONS,
  ownerTenant,
  PLATFORM_SECTIONS,
} from "./demo-document-templates.ts";
import { DEMO_IDS } from "./demo-ids.ts";

/**
 * The demo's templates, content library, catalogue items' texts and default templates (docs/documents.md).
 * Runs inside the demo seed's transaction, after the catalogue (the texts name its products).
 */
export async function seedDemoDocuments(tx: Db, platformId: string): Promise<void> {
  const sections = [
    ...PLATFORM_SECTIONS.map((s) => ({ ...s, tenantId: platformId })),
    ...NORTHWIND_SECTIONS.map((s) => ({ ...s, tenantId: DEMO_IDS.northwind })),
  ];
  await tx.insert(documentSections).values(sections.map((s) => ({ ...s, accountId: s.tenantId })));
  await tx.insert(documentTemplates).values(
    DEMO_TEMPLATES.map((t) => {
      const tenantId = ownerTenant(t.owner, platformId);
      return {
        tenantId,
        id: t.id,
        accountId: tenantId,
        templateType: t.templateType,
        documentType: t.documentType,
        title: t.title,
        html: t.html,
        headerHtml: t.headerHtml,
        footerHtml: t.footerHtml,
        sectionTypes: t.sections.map(([sectionId, visibility]) => ({ sectionId, visibility })),
      };
    }),
  );
  await tx.insert(documentSettings).values(
    DEMO_DOCUMENT_DEFAULTS.map((d) => ({
      tenantId: ownerTenant(d.owner, platformId),
      documentType: d.documentType,
      templateId: d.templateId,
    })),
  );
  await tx.insert(productDocumentSections).values(
    DEMO_PRODUCT_TEXTS.map((p) => ({
      tenantId: ownerTenant(p.owner, platformId),
      id: p.id,
      productId: p.productId,
      templateId: null,
      documentType: "proposal",
      sectionType: "scopeOfServices",
      title: p.title,
      html: p.html,
    })),
  );
}
