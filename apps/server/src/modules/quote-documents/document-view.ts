import type { documentSigners, quoteDocuments } from "@q2c/db";
import {
  DEFAULT_DOCUMENT_CONFIG,
  type QuoteDocumentStatus,
  type QuoteDocumentType,
  type SealStatus,
  type SignerParty,
  type SignerStatus,
  type TDocumentConfig,
  type TDocumentSigner,
  type TQuoteDocument,
  ZDocumentConfig,
} from "@q2c/domain";

export type DocumentRow = typeof quoteDocuments.$inferSelect;
export type SignerRow = typeof documentSigners.$inferSelect;

/** The stored config over the defaults; a key an older version stored is left out. */
export function configOf(stored: Record<string, unknown>): TDocumentConfig {
  const parsed = ZDocumentConfig.partial().safeParse(
    Object.fromEntries(Object.entries(stored).filter(([k]) => k in DEFAULT_DOCUMENT_CONFIG)),
  );
  return { ...DEFAULT_DOCUMENT_CONFIG, ...(parsed.success ? parsed.data : {}) };
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function signerView(s: SignerRow): TDocumentSigner {
  return {
    id: s.id,
    party: s.party as SignerParty,
    userId: s.userId,
    name: s.name,
    email: s.email,
    role: s.role,
    position: s.position,
    status: s.status as SignerStatus,
    sentAt: iso(s.sentAt),
    openedAt: iso(s.openedAt),
    verifiedAt: iso(s.verifiedAt),
    signedAt: iso(s.signedAt),
  };
}

/**
 * A document as the API answers it. `provider` is the quote's MSP side; anyone else (a customer user of
 * a shared quote) reads only the visible sections of a document that was sent.
 */
export function documentView(
  doc: DocumentRow,
  signers: readonly SignerRow[],
  provider: boolean,
): TQuoteDocument {
  return {
    id: doc.id,
    quoteId: doc.projectId,
    documentType: doc.documentType as QuoteDocumentType,
    templateId: doc.templateId,
    title: doc.title,
    sections: provider ? doc.sections : doc.sections.filter((s) => s.visible),
    headerHtml: doc.headerHtml,
    footerHtml: doc.footerHtml,
    config: configOf(doc.config),
    status: doc.status as QuoteDocumentStatus,
    sealStatus: doc.sealStatus as SealStatus,
    sealError: doc.sealError,
    sentAt: iso(doc.sentAt),
    completedAt: iso(doc.completedAt),
    resetCount: doc.resetCount,
    signedHtmlHash: doc.signedHtmlHash,
    signers: signers.filter((s) => s.documentId === doc.id).map(signerView),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    version: doc.version,
  };
}
