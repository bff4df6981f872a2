import { documentSigners } from "@q2c/db";
import {
  AppError,
  CURRENT_DISCLOSURE,
  DOCUMENT_MESSAGES,
  type TSignRequest,
  type TSignResult,
} from "@q2c/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { appendAudit } from "../../documents/audit-log.ts";
import { sha256Hex } from "../../documents/sign-tokens.ts";
import { afterCompletion, type Completion, completeSigning, refuseSigning } from "./complete-signing.ts";
import type { RequestFacts } from "./get-sign-link.ts";
import { auditBase } from "./one-time-password.ts";
import { applyChoices, choicesOf, sameChoices } from "./signing-choices.ts";
import { contextOfSession, isOpenForSigners, loadDocument, loadSigner } from "./signing-context.ts";
import { loadSigningState } from "./signing-state.ts";

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A drawn signature's image: a real PNG (its magic bytes and a header), at most 512 KB. */
const PNG_MIN_BYTES = 67;
const PNG_MAX_BYTES = 512 * 1024;

const bad = (field: string, message: string) =>
  new AppError("bad_request", { message, fields: { [field]: message } });
const conflict = (field: string, message: string) =>
  new AppError("conflict", { message, fields: { [field]: message } });

function checkSignature(signature: TSignRequest["signature"]): void {
  if (signature.kind !== "drawn") return;
  const bytes = Buffer.from(signature.value.slice(signature.value.indexOf(",") + 1), "base64");
  if (
    bytes.length < PNG_MIN_BYTES ||
    bytes.length > PNG_MAX_BYTES ||
    !bytes.subarray(0, 8).equals(PNG_MAGIC)
  ) {
    throw bad("signature.value", DOCUMENT_MESSAGES.signatureInvalid);
  }
}

/**
 * POST /quotes/{quoteId}/sign (issue #17 §3, research §3): the signer signs the version they read. Refused,
 * with nothing written: a token of another signer or quote (401), a document reset since (410), a
 * signer who signed already or a stale documentHash (409), consent to another disclosure (400), a drawn
 * signature that is not a PNG (400), a quote that can no longer be accepted (409), choices the quote does
 * not offer (400) or that differ from those an earlier customer signer fixed (409). Stored as evidence:
 * consent time and disclosure version, IP, user agent, time zone, signature, initials, the hash of the
 * HTML read and the choices; `signed` in the audit log. The last signature completes (complete-signing.ts).
 */
export async function signDocument(
  app: AppDeps,
  quoteId: string,
  token: string | undefined,
  body: TSignRequest,
  facts: RequestFacts,
): Promise<TSignResult> {
  const { deps, document, signer, claims } = await contextOfSession(app, quoteId, token);
  if (signer.status === "signed") throw conflict("signer", DOCUMENT_MESSAGES.alreadySigned);
  if (body.consent.disclosureVersion !== CURRENT_DISCLOSURE.version) {
    throw bad("consent.disclosureVersion", DOCUMENT_MESSAGES.disclosureChanged);
  }
  checkSignature(body.signature);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<{ completion: Completion | null }> => {
    const locked = await loadDocument(tx, document.tenantId, document.id, true);
    if (!locked || locked.resetCount !== claims.resetCount || !isOpenForSigners(locked)) {
      throw new AppError("document_reset");
    }
    const documentHash = sha256Hex(locked.sentHtml);
    if (body.documentHash !== documentHash) throw conflict("documentHash", DOCUMENT_MESSAGES.documentChanged);
    const current = await loadSigner(tx, signer.tenantId, signer.id, true);
    if (!current) throw new AppError("document_reset");
    if (current.status === "signed") throw conflict("signer", DOCUMENT_MESSAGES.alreadySigned);
    if (!current.verifiedAt) throw new AppError("signing_session_invalid");

    const state = await loadSigningState(tx, locked, current);
    refuseSigning(state.agg);
    const asked = applyChoices(state.model, state.chosen, body.choices);
    if (!state.editable && !sameChoices(state.model, asked, state.chosen)) {
      throw conflict("choices", DOCUMENT_MESSAGES.choicesFixed);
    }
    const chosen = state.editable ? asked : state.chosen;
    const choices = choicesOf(state.model, chosen);

    await tx
      .update(documentSigners)
      .set({
        status: "signed",
        signedAt: now,
        consentAt: now,
        disclosureVersion: body.consent.disclosureVersion,
        ip: facts.ip,
        userAgent: facts.userAgent ?? null,
        timeZone: body.timeZone ?? null,
        signatureKind: body.signature.kind,
        signatureValue: body.signature.value,
        initials: body.initials,
        viewedHtmlHash: documentHash,
        choices,
      })
      .where(and(eq(documentSigners.tenantId, current.tenantId), eq(documentSigners.id, current.id)));
    await appendAudit(tx, {
      ...auditBase(locked, current, facts),
      type: "signed",
      data: {
        documentHash,
        disclosureVersion: body.consent.disclosureVersion,
        signatureKind: body.signature.kind,
        timeZone: body.timeZone ?? null,
        choices,
        // The forwarded client address is what a proxy says; the connection's own is kept beside it.
        ...(facts.peer && facts.peer !== facts.ip ? { peerAddress: facts.peer } : {}),
      },
      at: now,
    });

    const last = state.signers.every((s) => s.id === current.id || s.status === "signed");
    if (!last) return { completion: null };
    const completion = await completeSigning(tx, {
      document: locked,
      agg: state.agg,
      model: state.model,
      chosen,
      signer: current,
      documentHash,
      now,
      platformId: app.config.platformAccountId,
    });
    return { completion };
  });
  if (outcome.completion) await afterCompletion(deps, outcome.completion);
  return {
    signedAt: now.toISOString(),
    documentStatus: outcome.completion ? "signed" : document.status,
    completed: outcome.completion !== null,
  };
}
