import { documentAuditLog } from "@q2c/db";
import {
  CURRENT_DISCLOSURE,
  type QuoteDocumentType,
  type SignerParty,
  type TSigningDocument,
} from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { appendAudit } from "../../documents/audit-log.ts";
import { safeHtml } from "../../documents/safe-html.ts";
import { sha256Hex } from "../../documents/sign-tokens.ts";
import type { RequestFacts } from "./get-sign-link.ts";
import { auditBase } from "./one-time-password.ts";
import { choiceOptionsOf, priceChoices, signingTotalsOf } from "./signing-choices.ts";
import { contextOfSession, loadDocument, type SigningContext } from "./signing-context.ts";
import { loadSigningState } from "./signing-state.ts";

/**
 * GET /quotes/{quoteId}/sign/document (header x-signing-token): the document as sent, its SHA-256 (post it
 * back to sign), the disclosure to consent to, the choices with their prices and the totals (issue #17
 * §3). The HTML is the frozen sentHtml, passed through the allowlist again on its way out. The first time a
 * signer reads a version of the document, `viewed` goes into the audit log with that version's hash.
 */
export async function getSigningDocument(
  app: AppDeps,
  quoteId: string,
  token: string | undefined,
  facts: RequestFacts,
): Promise<TSigningDocument> {
  const ctx = await contextOfSession(app, quoteId, token);
  const { deps, document, signer } = ctx;
  const html = document.sentHtml ?? "";
  const documentHash = sha256Hex(html);
  const state = await loadSigningState(deps.db, document, signer);
  await recordViewed(ctx, documentHash, facts);
  return {
    quoteId: document.projectId,
    documentType: document.documentType as QuoteDocumentType,
    html: safeHtml(html),
    headerHtml: safeHtml(document.sentHeaderHtml ?? ""),
    footerHtml: safeHtml(document.sentFooterHtml ?? ""),
    documentHash,
    disclosure: { version: CURRENT_DISCLOSURE.version, text: CURRENT_DISCLOSURE.text },
    choices: choiceOptionsOf(state.agg, state.model, state.chosen, state.editable),
    totals: signingTotalsOf(priceChoices(state.agg, state.chosen)),
    signer: { name: signer.name, party: signer.party as SignerParty, signed: signer.status === "signed" },
  };
}

async function recordViewed(ctx: SigningContext, documentHash: string, facts: RequestFacts): Promise<void> {
  const { deps, document, signer } = ctx;
  await deps.db.transaction(async (tx) => {
    await loadDocument(tx, document.tenantId, document.id, true);
    const [seen] = await tx
      .select({ seq: documentAuditLog.seq })
      .from(documentAuditLog)
      .where(
        and(
          eq(documentAuditLog.tenantId, document.tenantId),
          eq(documentAuditLog.documentId, document.id),
          eq(documentAuditLog.signerId, signer.id),
          eq(documentAuditLog.type, "viewed"),
          sql`${documentAuditLog.data}->>'documentHash' = ${documentHash}`,
        ),
      )
      .limit(1);
    if (seen) return;
    await appendAudit(tx, {
      ...auditBase(document, signer, facts),
      type: "viewed",
      data: { documentHash },
      at: deps.clock.now(),
    });
  });
}
