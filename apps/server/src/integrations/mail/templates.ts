import type { Mail } from "./mailer.ts";

/**
 * The texts of the mails the platform sends, each as plain text and simple HTML. Values from users (names,
 * account names) are escaped in the HTML part; links are built by the caller from PUBLIC_URL.
 */
const PRODUCT = "Quote-to-Cash";

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function layout(paragraphs: string[], action?: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  const button = action
    ? `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:10px 18px;background:#1D1D1F;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>\n<p style="color:#6b7280;font-size:12px">${escapeHtml(action.href)}</p>`
    : "";
  return `<!doctype html>\n<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1D1D1F">\n${body}\n${button}\n</body></html>`;
}

export const greeting = (name: string): string => (name ? `Hello ${name},` : "Hello,");

export function passwordResetMail(input: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
}): Mail {
  const lines = [
    greeting(input.name),
    `Someone asked to set a new password for your ${PRODUCT} account. Open the link below to choose one. The link works once and for ${input.validMinutes} minutes.`,
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ];
  return {
    to: input.to,
    subject: `Set a new password for ${PRODUCT}`,
    text: `${lines[0]}\n\n${lines[1]}\n\n${input.link}\n\n${lines[2]}\n`,
    html: layout(lines, { label: "Set a new password", href: input.link }),
  };
}

export function inviteMail(input: {
  to: string;
  name: string;
  inviterName: string;
  accountName: string;
  link: string;
  validDays: number;
}): Mail {
  const lines = [
    greeting(input.name),
    `${input.inviterName} invited you to join ${input.accountName} on ${PRODUCT}.`,
    `Open the link below to choose your password and sign in. The invitation is valid for ${input.validDays} days.`,
  ];
  return {
    to: input.to,
    subject: `You are invited to ${input.accountName} on ${PRODUCT}`,
    text: `${lines[0]}\n\n${lines[1]}\n${lines[2]}\n\n${input.link}\n`,
    html: layout(lines, { label: "Accept the invitation", href: input.link }),
  };
}

export function signInCodeMail(input: {
  to: string;
  name: string;
  code: string;
  validMinutes: number;
}): Mail {
  const lines = [
    greeting(input.name),
    `Your ${PRODUCT} verification code is ${input.code}.`,
    `It is valid for this sign-in only, for at most ${input.validMinutes} minutes. If you are not signing in, change your password.`,
  ];
  return {
    to: input.to,
    subject: `Your ${PRODUCT} verification code`,
    text: `${lines.join("\n\n")}\n`,
    html: layout(lines),
  };
}

/** The sealed PDF of a signed document, to every signer and the sales rep (issue #17 §3, §4). */
export function sealedDocumentMail(input: {
  to: string;
  name: string;
  title: string;
  quoteNumber: number;
  dealName: string;
  mspName: string;
  sha256: string;
  verifyLink: string;
  pdf: { filename: string; base64: string };
}): Mail {
  const lines = [
    greeting(input.name),
    `Everyone has signed "${input.title}" (quote ${input.quoteNumber}, ${input.dealName}) from ${input.mspName}. The sealed PDF is attached: the signed document, a certificate for each signer and the audit trail, under a digital signature that shows whether anything changed since it was sealed.`,
    `Its SHA-256 is ${input.sha256}. Keep this copy: anyone can check that a copy is the original at the link below.`,
  ];
  return {
    to: input.to,
    subject: `Signed and sealed: ${input.title}`,
    text: `${lines[0]}\n\n${lines[1]}\n\n${lines[2]}\n\n${input.verifyLink}\n`,
    html: layout(lines, { label: "Verify a copy", href: input.verifyLink }),
    attachments: [
      { filename: input.pdf.filename, contentType: "application/pdf", contentBase64: input.pdf.base64 },
    ],
  };
}
