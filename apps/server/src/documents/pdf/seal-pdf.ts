import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { PDFDocument } from "pdf-lib";
import type { SigningIdentity } from "./signing-identity.ts";

/**
 * The sealed PDF (issue #17 §4): the signed document's pages, then the evidence pages (a certificate per
 * signer, the audit trail), under one PAdES-style digital signature: a detached CMS (`adbe.pkcs7.detached`,
 * SHA-256) over the whole file but the signature itself, made with the platform's certificate, so any
 * reader (Poppler's pdfsig, Acrobat) shows whether a byte changed since. The signature covers the file as
 * written here; the caller stores it and never changes it.
 */

/** Room for the CMS (hex doubles it): a 2048-bit RSA signature with a short chain takes some 2 KB. */
const SIGNATURE_ROOM_BYTES = 16_384;
export const SEAL_SUB_FILTER = "adbe.pkcs7.detached";

export interface SealInput {
  documentPdf: Uint8Array;
  evidencePdf: Uint8Array;
  title: string;
  subject: string;
  /** The seal's time: the PDF's dates and the signature's signing time. */
  at: Date;
  /** Where the signature says it was made (the platform's address). */
  location: string;
  identity: SigningIdentity;
}

export interface SealedPdf {
  bytes: Buffer;
  pageCount: number;
}

export async function sealPdf(input: SealInput): Promise<SealedPdf> {
  // The signer first: without a usable certificate there is no PDF at all, never an unsigned one.
  const signer = await input.identity.signer();
  const pdf = await PDFDocument.load(input.documentPdf, { updateMetadata: false });
  const evidence = await PDFDocument.load(input.evidencePdf, { updateMetadata: false });
  const pages = await pdf.copyPages(evidence, evidence.getPageIndices());
  for (const page of pages) pdf.addPage(page);
  pdf.setTitle(input.title, { showInWindowTitleBar: true });
  pdf.setSubject(input.subject);
  pdf.setProducer("Quote-to-Cash");
  pdf.setCreator("Quote-to-Cash");
  pdf.setCreationDate(input.at);
  pdf.setModificationDate(input.at);
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: "Sealed: the signed document and the evidence of its signing",
    contactInfo: "",
    name: "Quote-to-Cash document sealing",
    location: input.location,
    signingTime: input.at,
    signatureLength: SIGNATURE_ROOM_BYTES,
    subFilter: SEAL_SUB_FILTER,
    appName: "Quote-to-Cash",
  });
  const pageCount = pdf.getPageCount();
  // Object streams would hide the signature dictionary the signer looks for.
  const withPlaceholder = Buffer.from(await pdf.save({ useObjectStreams: false }));
  const bytes = await new SignPdf().sign(withPlaceholder, signer, input.at);
  return { bytes, pageCount };
}
