import {
  DEFAULT_DOCUMENT_CONFIG,
  type TDocumentSigner,
  type TProjectTemplateOption,
  type TQuoteDocument,
} from "@q2c/domain";
import type { DocumentsQuote } from "./document-panel.tsx";

/** Data of the documents panel tests: Northwind's quote for Adatum and its proposal. */
export const QUOTE_ID = "0190b000-0000-7000-8000-00000000c001";
export const API = `/api/v1/quotes/${QUOTE_ID}`;
export const ADMIN_ID = "0190a000-0000-7000-8000-000000000001";
export const CONTACT_ID = "0190a000-0000-7000-8000-0000000000c1";

export const QUOTE: DocumentsQuote = {
  id: QUOTE_ID,
  quoteNumber: "1001",
  stage: "proposal",
  team: [
    { id: ADMIN_ID, displayName: "Ada Admin", email: "admin@msp.demo", role: "administrator", teams: [] },
    {
      id: "0190a000-0000-7000-8000-000000000002",
      displayName: "Sam Sales",
      email: "sales@msp.demo",
      role: "sales",
      teams: [],
    },
  ],
};

export function template(o: Partial<TProjectTemplateOption> = {}): TProjectTemplateOption {
  return {
    id: "0190c000-0000-7000-8000-0000000000t1",
    accountId: "0190a000-0000-7000-8000-0000000000a1",
    templateType: "dynamic",
    type: "proposal",
    title: "Platform proposal",
    imagePreviewPath: null,
    editable: false,
    isDefault: false,
    createDate: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    version: 1,
    ...o,
  };
}

export function signer(o: Partial<TDocumentSigner> = {}): TDocumentSigner {
  return {
    id: "0190d000-0000-7000-8000-0000000000s1",
    party: "customer",
    userId: CONTACT_ID,
    name: "Casey Customer",
    email: "user@customer.demo",
    role: "IT director",
    position: 0,
    status: "sent",
    sentAt: "2026-11-27T09:00:00.000Z",
    openedAt: null,
    verifiedAt: null,
    signedAt: null,
    ...o,
  };
}

export function quoteDocument(o: Partial<TQuoteDocument> = {}): TQuoteDocument {
  return {
    id: "0190d000-0000-7000-8000-0000000000d1",
    quoteId: QUOTE_ID,
    documentType: "proposal",
    templateId: "0190c000-0000-7000-8000-0000000000t2",
    title: "Proposal for Adatum",
    sections: [
      { key: "cover", sectionType: "cover", title: "Cover", html: "<h1>Proposal</h1>", visible: true },
      {
        key: "execSummary",
        sectionType: "execSummary",
        title: "Executive summary",
        html: "<p>x</p>",
        visible: true,
      },
      {
        key: "acceptance",
        sectionType: "acceptance",
        title: "Acceptance",
        html: "<p>Sign</p>",
        visible: true,
      },
    ],
    headerHtml: "",
    footerHtml: "",
    config: DEFAULT_DOCUMENT_CONFIG,
    status: "draft",
    sealStatus: "none",
    sealError: null,
    sentAt: null,
    completedAt: null,
    resetCount: 0,
    signedHtmlHash: null,
    signers: [],
    createdAt: "2026-11-27T08:00:00.000Z",
    updatedAt: "2026-11-27T08:00:00.000Z",
    version: 3,
    ...o,
  };
}
