import { DOCUMENT_TYPE_LABELS, type DocumentType, escapeHtml, OTP_VALID_MS } from "@q2c/domain";
import type { Mail } from "../../integrations/mail/mailer.ts";

/** The one-time code mail (issue #17 §3): the code, what it is for, how long it counts. */
export function signingCodeMail(input: {
  to: string;
  name: string;
  code: string;
  documentType: DocumentType;
  mspName: string;
}): Mail {
  const what = DOCUMENT_TYPE_LABELS[input.documentType].toLowerCase();
  const from = input.mspName ? ` from ${input.mspName}` : "";
  const minutes = OTP_VALID_MS / 60_000;
  const lines = [
    input.name ? `Hello ${input.name},` : "Hello,",
    `Your code to sign the ${what}${from} is:`,
    input.code,
    `Enter it on the signing page. It works once and for ${minutes} minutes.`,
    "If you did not ask for this code, ignore this e-mail: nothing is signed without it.",
  ];
  const [greeting, intro, code, use, ignore] = lines.map((l) => escapeHtml(l));
  return {
    to: input.to,
    subject: `Your code to sign the ${what}${from}`,
    text: `${lines.join("\n\n")}\n`,
    html:
      `<!doctype html>\n<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1D1D1F">\n` +
      `<p>${greeting}</p>\n<p>${intro}</p>\n` +
      `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>\n` +
      `<p>${use}</p>\n<p style="color:#6b7280;font-size:12px">${ignore}</p>\n</body></html>`,
  };
}
