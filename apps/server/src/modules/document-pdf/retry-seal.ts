import type { TDocumentPdfParams, TSealState } from "@q2c/domain";
import { AppError } from "@q2c/domain";
import type { Deps } from "../../deps.ts";
import { enqueueSeal } from "../../jobs/seal-document.ts";
import type { Principal } from "../../lib/principal.ts";
import { findEditableProject } from "../project-core/project-scope.ts";
import { findQuoteDocument } from "./find-document.ts";

/**
 * POST /quotes/{quoteId}/documents/{documentType}/seal/retry (issue #17 §4: "sealing failed, retry"):
 * queues the seal of a document every signer has signed that is not sealed: after a failure, or once more
 * while one waits. A document not signed by everyone yet, or already sealed, answers 409 and queues nothing.
 */
export async function retrySeal(
  deps: Deps,
  principal: Principal,
  params: TDocumentPdfParams,
): Promise<TSealState> {
  const project = await findEditableProject(deps.db, principal, params.quoteId);
  const doc = await findQuoteDocument(deps.db, project, params.documentType);
  if (doc.sealStatus === "sealed") {
    throw new AppError("conflict", { message: "The document is already sealed." });
  }
  // Signed by everyone but never queued (sealStatus none) is sealed here too.
  if (doc.status !== "signed" && doc.status !== "completed") {
    throw new AppError("conflict", {
      message: "Not every signer has signed this document: there is nothing to seal yet.",
    });
  }
  return enqueueSeal(deps, { tenantId: doc.tenantId, documentId: doc.id });
}
