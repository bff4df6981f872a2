import { accounts, documentSigners } from "@q2c/db";
import type { QuoteDocumentType, SignerParty, SignerStatus, TSignLinkInfo } from "@q2c/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { appendAudit } from "../../documents/audit-log.ts";
import { brandingOf } from "../accounts/account-view.ts";
import { brandable } from "../accounts/repo.ts";
import { contextOfLink, loadDocument, maskEmail, type SigningContext } from "./signing-context.ts";

export interface RequestFacts {
  /** The client's address as the server reads it (with trustProxy, the X-Forwarded-For client). */
  ip: string;
  /** The address the connection came from (a proxy's, or the client's own without one). */
  peer: string | undefined;
  userAgent: string | undefined;
}

/**
 * GET /quotes/{quoteId}/sign: what a link shows before the code (issue #17 §3): who is asked to sign (name,
 * masked address), the MSP's name and branding, the document type and how far it is; never its content.
 * The first time a link is opened it is recorded: the signer's openedAt and status, and `opened` in the
 * audit log.
 */
export async function getSignLink(
  app: AppDeps,
  link: { quoteId: string; documentType: QuoteDocumentType; signToken: string },
  facts: RequestFacts,
): Promise<TSignLinkInfo> {
  const ctx = await contextOfLink(app, link);
  const signer = ctx.signer.openedAt ? ctx.signer : await recordOpened(ctx, facts);
  const { deps, document } = ctx;
  const [msp] = await deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.tenantId, document.tenantId), eq(accounts.id, document.tenantId)));
  // A logo is public only for a brandable account (the files route decides); otherwise show none.
  const branding = msp && brandable(msp, deps.config.platformAccountId) ? brandingOf(msp) : null;
  return {
    quoteId: document.projectId,
    documentType: link.documentType,
    documentStatus: document.status,
    signer: {
      name: signer.name,
      maskedEmail: maskEmail(signer.email),
      party: signer.party as SignerParty,
      status: signer.status as SignerStatus,
      signed: signer.status === "signed",
    },
    msp: {
      name: msp?.accountName ?? "",
      logoUrl: branding?.logoUrl ?? null,
      primaryColor: branding?.primaryColor ?? "",
      secondaryColor: branding?.secondaryColor ?? "",
    },
  };
}

/** Records the first opening; a second request at once finds openedAt set and records nothing. */
async function recordOpened(ctx: SigningContext, facts: RequestFacts) {
  const { deps, document, signer } = ctx;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Every write of signing locks the document first (appendAudit does too), so writes never deadlock.
    await loadDocument(tx, document.tenantId, document.id, true);
    const [updated] = await tx
      .update(documentSigners)
      .set({
        openedAt: now,
        // Opening says nothing new of a signer already verified or signed.
        ...(signer.status === "pending" || signer.status === "sent" ? { status: "opened" } : {}),
      })
      .where(
        and(
          eq(documentSigners.tenantId, signer.tenantId),
          eq(documentSigners.id, signer.id),
          isNull(documentSigners.openedAt),
        ),
      )
      .returning();
    if (!updated) return signer;
    await appendAudit(tx, {
      tenantId: document.tenantId,
      documentId: document.id,
      projectId: document.projectId,
      type: "opened",
      signerId: signer.id,
      actorName: signer.name,
      actorEmail: signer.email,
      ip: facts.ip,
      userAgent: facts.userAgent ?? null,
      at: now,
    });
    return updated;
  });
}
