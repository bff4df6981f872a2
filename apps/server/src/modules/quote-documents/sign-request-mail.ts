import { DOCUMENT_TYPE_LABELS, type QuoteDocumentType } from "@q2c/domain";
import type { MailReceipt } from "../../documents/mail-receipt.ts";
import { newSignToken, sha256Hex } from "../../documents/sign-tokens.ts";
import type { Mail } from "../../integrations/mail/mailer.ts";
import { greeting, layout } from "../../integrations/mail/templates.ts";
import { publicLink } from "../auth/password-reset.ts";

/**
 * A signer's own link and the mail that carries it (issue #17 §2): `/quotes/{quoteId}/sign?documentType=
 * &signToken=` on the public URL. Only the token's SHA-256 is stored; a new link replaces the old hash, so
 * the old link stops working.
 */

export function newLinkToken(): { token: string; tokenHash: string } {
  const token = newSignToken();
  return { token, tokenHash: sha256Hex(token) };
}

export function signLink(
  publicUrl: string,
  quoteId: string,
  documentType: QuoteDocumentType,
  token: string,
): string {
  const query = new URLSearchParams({ documentType, signToken: token });
  return `${publicLink(publicUrl, `/quotes/${quoteId}/sign`)}?${query.toString()}`;
}

export function signRequestMail(input: {
  to: string;
  name: string;
  party: string;
  mspName: string;
  dealName: string;
  quoteNumber: number;
  documentType: QuoteDocumentType;
  link: string;
  receipt: MailReceipt;
}): Mail {
  const label = DOCUMENT_TYPE_LABELS[input.documentType].toLowerCase();
  const ask = input.party === "msp" ? "countersign" : "review and sign";
  const lines = [
    greeting(input.name),
    `${input.mspName} asks you to ${ask} the ${label} “${input.dealName}” (quote ${input.quoteNumber}).`,
    "Open the link below. We e-mail you a one-time code to confirm it is you; then you can read the document and sign it. The link is yours alone: do not forward it.",
  ];
  return {
    to: input.to,
    subject: `Please ${ask} the ${label} for ${input.dealName}`,
    text: `${lines[0]}\n\n${lines[1]}\n${lines[2]}\n\n${input.link}\n`,
    html: layout(lines, { label: `Open the ${label}`, href: input.link }),
    receipt: input.receipt,
  };
}
