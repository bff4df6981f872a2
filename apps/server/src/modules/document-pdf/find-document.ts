import { type Db, quoteDocuments } from "@q2c/db";
import { AppError, DOCUMENT_MESSAGES, type QuoteDocumentType } from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { DocumentRow } from "../../documents/pdf/seal-source.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";

/** A quote's document of one type, or 404 saying it has not been generated. */
export async function findQuoteDocument(
  db: Db,
  project: ProjectRow,
  documentType: QuoteDocumentType,
): Promise<DocumentRow> {
  const [doc] = await db
    .select()
    .from(quoteDocuments)
    .where(
      and(
        eq(quoteDocuments.tenantId, project.tenantId),
        eq(quoteDocuments.projectId, project.id),
        eq(quoteDocuments.documentType, documentType),
      ),
    );
  if (!doc) throw new AppError("not_found", { message: DOCUMENT_MESSAGES.notGenerated });
  return doc;
}
