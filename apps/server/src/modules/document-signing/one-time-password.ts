import { accounts, documentSigners } from "@q2c/db";
import {
  AppError,
  DOCUMENT_MESSAGES,
  type DocumentType,
  OTP_MAX_FAILURES,
  OTP_RESEND_AFTER_MS,
  OTP_VALID_MS,
  type QuoteDocumentType,
  type TOneTimePasswordSent,
  type TSigningSession,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { appendAudit } from "../../documents/audit-log.ts";
import { newOneTimeCode, sha256Hex } from "../../documents/sign-tokens.ts";
import type { RequestFacts } from "./get-sign-link.ts";
import { contextOfLink, loadDocument, loadSigner, maskEmail, type SignerRow } from "./signing-context.ts";
import { signingCodeMail } from "./signing-mails.ts";
import { signSigningToken } from "./signing-token.ts";

type Link = { quoteId: string; documentType: QuoteDocumentType; signToken: string };

/** Only the code's hash is stored, salted with the signer so equal codes of two signers differ. */
const codeHash = (signerId: string, code: string) => sha256Hex(`${signerId}:${code}`);

const alreadySigned = () =>
  new AppError("conflict", {
    message: DOCUMENT_MESSAGES.alreadySigned,
    fields: { signer: DOCUMENT_MESSAGES.alreadySigned },
  });

/**
 * POST /quotes/{quoteId}/one-time-password: mails the signer a new six-digit code (issue #17 §3), valid
 * for ten minutes, with its wrong tries counted from zero; the earlier code stops. A second request within
 * 30 s of the last code is refused (429). Sending and recording hold the document's lock, so two requests
 * at once send one code.
 */
export async function sendOneTimePassword(
  app: AppDeps,
  link: Link,
  facts: RequestFacts,
): Promise<TOneTimePasswordSent> {
  const { deps, document, signer } = await contextOfLink(app, link);
  if (signer.status === "signed") throw alreadySigned();
  const now = deps.clock.now();
  const code = newOneTimeCode();
  const expiresAt = new Date(now.getTime() + OTP_VALID_MS);
  await deps.db.transaction(async (tx) => {
    await loadDocument(tx, document.tenantId, document.id, true);
    const current = await loadSigner(tx, signer.tenantId, signer.id);
    // A new link or a reset since the lookup: the token in hand no longer counts.
    if (!current || current.tokenHash !== sha256Hex(link.signToken)) throw new AppError("not_found");
    if (current.otpSentAt && now.getTime() - current.otpSentAt.getTime() < OTP_RESEND_AFTER_MS) {
      throw new AppError("too_many_attempts", { message: DOCUMENT_MESSAGES.codeResendTooSoon });
    }
    await tx
      .update(documentSigners)
      .set({ otpHash: codeHash(signer.id, code), otpSentAt: now, otpExpiresAt: expiresAt, otpFailures: 0 })
      .where(and(eq(documentSigners.tenantId, signer.tenantId), eq(documentSigners.id, signer.id)));
    await appendAudit(tx, {
      ...auditBase(document, signer, facts),
      type: "code_sent",
      data: { sentTo: maskEmail(signer.email) },
      at: now,
    });
  });
  const [msp] = await deps.db
    .select({ name: accounts.accountName })
    .from(accounts)
    .where(and(eq(accounts.tenantId, document.tenantId), eq(accounts.id, document.tenantId)));
  await deps.mailer.send(
    signingCodeMail({
      to: signer.email,
      name: signer.name,
      code,
      documentType: document.documentType as DocumentType,
      mspName: msp?.name ?? "",
    }),
  );
  return {
    sentTo: maskEmail(signer.email),
    expiresAt: expiresAt.toISOString(),
    resendAfter: new Date(now.getTime() + OTP_RESEND_AFTER_MS).toISOString(),
  };
}

type Verdict = { ok: true; resetCount: number } | { ok: false; error: AppError };

/**
 * POST /quotes/{quoteId}/sign/otp/validate: accepts the code once, within its ten minutes, while fewer than
 * five wrong tries were made; after the fifth wrong try every try is refused, the right code too, until a
 * new code is asked for. Each outcome is in the audit log (code_verified, code_failed); a failure is
 * recorded before it is answered. Answers the signing token.
 */
export async function validateOneTimePassword(
  app: AppDeps,
  link: Link & { code: string },
  facts: RequestFacts,
): Promise<TSigningSession> {
  const { deps, document, signer } = await contextOfLink(app, link);
  if (signer.status === "signed") throw alreadySigned();
  const now = deps.clock.now();
  const verdict = await deps.db.transaction(async (tx): Promise<Verdict> => {
    const locked = await loadDocument(tx, document.tenantId, document.id, true);
    const current = await loadSigner(tx, signer.tenantId, signer.id);
    if (!locked || !current || current.tokenHash !== sha256Hex(link.signToken))
      throw new AppError("not_found");
    const failed = async (
      reason: string,
      message: string,
      failures = current.otpFailures,
    ): Promise<Verdict> => {
      await appendAudit(tx, {
        ...auditBase(document, current, facts),
        type: "code_failed",
        data: { reason, failures },
        at: now,
      });
      const status = reason === "too_many_tries" ? "too_many_attempts" : "bad_request";
      return { ok: false, error: new AppError(status, { message, fields: { code: message } }) };
    };
    if (current.otpHash === null || current.otpExpiresAt === null) {
      return failed("no_code", DOCUMENT_MESSAGES.codeExpired);
    }
    if (current.otpFailures >= OTP_MAX_FAILURES) {
      return failed("too_many_tries", DOCUMENT_MESSAGES.codeTooManyTries);
    }
    if (now.getTime() > current.otpExpiresAt.getTime())
      return failed("expired", DOCUMENT_MESSAGES.codeExpired);
    const where = and(eq(documentSigners.tenantId, current.tenantId), eq(documentSigners.id, current.id));
    if (codeHash(current.id, link.code) !== current.otpHash) {
      const failures = current.otpFailures + 1;
      await tx.update(documentSigners).set({ otpFailures: failures }).where(where);
      return failed("wrong", DOCUMENT_MESSAGES.codeWrong, failures);
    }
    // Used once: the hash goes, so the same code is refused next time.
    await tx
      .update(documentSigners)
      .set({
        otpHash: null,
        otpExpiresAt: null,
        verifiedAt: now,
        ...(current.status !== "signed" ? { status: "verified" } : {}),
      })
      .where(where);
    await appendAudit(tx, { ...auditBase(document, current, facts), type: "code_verified", at: now });
    return { ok: true, resetCount: locked.resetCount };
  });
  if (!verdict.ok) throw verdict.error;
  const { token, expiresAt } = await signSigningToken(
    deps.config.jwtSecret,
    {
      tenantId: document.tenantId,
      quoteId: document.projectId,
      documentId: document.id,
      signerId: signer.id,
      resetCount: verdict.resetCount,
    },
    now,
  );
  return { signingToken: token, expiresAt: expiresAt.toISOString() };
}

export function auditBase(
  document: { tenantId: string; id: string; projectId: string },
  signer: Pick<SignerRow, "id" | "name" | "email">,
  facts: RequestFacts,
) {
  return {
    tenantId: document.tenantId,
    documentId: document.id,
    projectId: document.projectId,
    signerId: signer.id,
    actorName: signer.name,
    actorEmail: signer.email,
    ip: facts.ip,
    userAgent: facts.userAgent ?? null,
  };
}
