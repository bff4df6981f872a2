import {
  type QuoteDocumentType,
  SIGNING_TOKEN_HEADER,
  type TDocumentVerifyResult,
  type TOneTimePasswordSent,
  type TSigningChoices,
  type TSigningDocument,
  type TSigningSession,
  type TSigningTotals,
  type TSignLinkInfo,
  type TSignRequest,
  type TSignResult,
} from "@q2c/domain";
import { api } from "./client.ts";

// Issue #17 §3 and §4: public signing and the check of a sealed PDF. No session: every call is anonymous
// (a signer needs no account, and a signed-in visitor's token must not be what the server sees).

const enc = encodeURIComponent;
const quotePath = (quoteId: string, rest: string) => `/quotes/${enc(quoteId)}${rest}`;

/** What a signing link carries. */
export interface SignLink {
  quoteId: string;
  documentType: QuoteDocumentType;
  signToken: string;
}

const withToken = (signingToken: string) => ({
  anonymous: true,
  headers: { [SIGNING_TOKEN_HEADER]: signingToken },
});

export const signingApi = {
  /** Who is asked to sign, and whose branding; 404 for a wrong, expired or reset link. */
  linkInfo: ({ quoteId, documentType, signToken }: SignLink) =>
    api.get<TSignLinkInfo>(quotePath(quoteId, "/sign"), {
      query: { documentType, signToken },
      anonymous: true,
    }),
  /** Mails a six-digit code; 429 within 30 s of the last. */
  requestCode: ({ quoteId, documentType, signToken }: SignLink) =>
    api.post<TOneTimePasswordSent>(
      quotePath(quoteId, "/one-time-password"),
      { documentType, signToken },
      { anonymous: true },
    ),
  validateCode: ({ quoteId, documentType, signToken }: SignLink, code: string) =>
    api.post<TSigningSession>(
      quotePath(quoteId, "/sign/otp/validate"),
      { documentType, signToken, code },
      { anonymous: true },
    ),
  document: (quoteId: string, signingToken: string) =>
    api.get<TSigningDocument>(quotePath(quoteId, "/sign/document"), withToken(signingToken)),
  price: (quoteId: string, signingToken: string, choices: TSigningChoices) =>
    api.post<TSigningTotals>(quotePath(quoteId, "/sign/price"), { choices }, withToken(signingToken)),
  sign: (quoteId: string, signingToken: string, body: TSignRequest) =>
    api.post<TSignResult>(quotePath(quoteId, "/sign"), body, withToken(signingToken)),
  /** POST /documents/verify: the PDF as multipart `file`. */
  verify: (file: File) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return api.post<TDocumentVerifyResult>("/documents/verify", form, { anonymous: true });
  },
};
