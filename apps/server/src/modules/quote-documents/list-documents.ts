import type { QuoteDocumentType, TDocumentsStatus, TQuoteDocument } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import type { Principal } from "../../lib/principal.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { type DocumentRow, documentView, type SignerRow, signerView } from "./document-view.ts";
import { findQuote, isProvider, loadDocuments, loadSigners } from "./repo.ts";

/**
 * The reads of a quote's documents: the MSP's side sees every document, drafts included; a customer user
 * of a shared quote sees the documents sent to it (never a draft; only visible sections), and a partner
 * member of the quote none (its tenant does not hold them). Another tenant: 404, as the quote is.
 */
export async function visibleDocuments(
  deps: Deps,
  principal: Principal,
  quoteId: string,
): Promise<{ project: ProjectRow; provider: boolean; docs: DocumentRow[]; signers: SignerRow[] }> {
  const project = await findQuote(deps.db, principal, quoteId);
  const provider = isProvider(principal, project);
  const all = await loadDocuments(deps.db, project);
  const docs = provider ? all : all.filter((d) => d.status !== "draft");
  const signers = await loadSigners(
    deps.db,
    project.tenantId,
    docs.map((d) => d.id),
  );
  return { project, provider, docs, signers };
}

/** GET /quotes/{quoteId}/documents, and GET /agreements with `only` = agreement. */
export async function listDocuments(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  only?: QuoteDocumentType,
): Promise<TQuoteDocument[]> {
  const { docs, signers, provider } = await visibleDocuments(deps, principal, quoteId);
  return docs
    .filter((d) => only === undefined || d.documentType === only)
    .map((d) => documentView(d, signers, provider));
}

/** GET /quotes/{quoteId}/documents/status: each document's state and each signer's progress with times. */
export async function documentsStatus(
  deps: Deps,
  principal: Principal,
  quoteId: string,
): Promise<TDocumentsStatus> {
  const { docs, signers, provider } = await visibleDocuments(deps, principal, quoteId);
  return {
    documents: docs.map((d) => {
      const view = documentView(d, [], provider);
      return {
        documentId: d.id,
        documentType: view.documentType,
        status: view.status,
        sealStatus: view.sealStatus,
        sealError: view.sealError,
        sentAt: view.sentAt,
        completedAt: view.completedAt,
        signers: signers.filter((s) => s.documentId === d.id).map(signerView),
      };
    }),
  };
}
