import { type Db, documentSigners, projects, uuidv7 } from "@q2c/db";
import {
  AppError,
  PROJECT_MESSAGES,
  QUOTE_STAGE_LABELS,
  QUOTE_STAGES,
  type QuoteDocumentType,
  type QuoteStage,
  quoteExpired,
  stageIndex,
  stageMoveRefusal,
  type TQuoteDocument,
  type TSendDocumentRequest,
} from "@q2c/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { appendAudit } from "../../documents/audit-log.ts";
import { loadMspName } from "../../documents/merge-values.ts";
import { sha256Hex } from "../../documents/sign-tokens.ts";
import type { Mail } from "../../integrations/mail/mailer.ts";
import type { Principal } from "../../lib/principal.ts";
import { displayNameOf } from "../project-approvals/approval-notices.ts";
import { needsApproval } from "../project-approvals/approval-state.ts";
import type { ProjectAggregate } from "../project-core/aggregate.ts";
import { type ChangeOutcome, changeProject, recordProjectEvent } from "../project-core/change-project.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { stageFactsOf } from "../projects/get-phases.ts";
import { assembleDocumentHtml } from "./assemble.ts";
import { type DocumentRow, documentView, type SignerRow } from "./document-view.ts";
import { assertSignable } from "./edit-document.ts";
import {
  assertDraft,
  assertVersion,
  findQuoteForDocumentWrite,
  loadSigners,
  requireDocument,
  saveDocument,
} from "./repo.ts";
import { newLinkToken, signLink, signRequestMail } from "./sign-request-mail.ts";
import { assertNoneRemoved, resolveSigners, sameSigner, type WantedSigner } from "./signers.ts";

/**
 * POST /quotes/{quoteId}/documents/{documentType}/send (issue #17 §2; docs/documents.md "Sending"). One
 * transaction of the quote's write path (changeProject: its version, its feed entry, its watchers told):
 * the signers written, each with a new link whose token's hash alone is stored; the assembled HTML frozen
 * into sentHtml with its SHA-256; `sent` per signer in the audit log; the quote shared with its customer
 * when it was not, and moved to the proposal or agreement stage when behind it (the stage rules of
 * move-stage: nothing priced, archived, a needed approval refuse it). Then each signer is mailed their
 * own link; the mailer writes `mail_delivered` once the SMTP peer accepted it.
 */

/** The stage a document's sending brings the quote to. */
const STAGE_OF: Record<QuoteDocumentType, QuoteStage> = { proposal: "proposal", agreement: "agreement" };

/** How often the quote's own version is read again when another change of the quote slipped in. */
const PROJECT_RETRIES = 3;

interface Sent {
  signers: SignerRow[];
  /** The new link token of each signer, by signer id: mailed after the commit, never stored. */
  tokens: Map<string, string>;
  doc: DocumentRow;
}

const refuse = (field: string, message: string) =>
  new AppError("bad_request", { message, fields: { [field]: message } });

export async function sendDocument(
  deps: Deps,
  principal: Principal,
  quoteId: string,
  documentType: QuoteDocumentType,
  body: TSendDocumentRequest,
): Promise<TQuoteDocument> {
  const { db } = deps;
  const project = await findQuoteForDocumentWrite(db, principal, quoteId);
  const doc = await requireDocument(db, project, documentType);
  assertDraft(doc);
  assertVersion(doc, body.version);
  if (project.archivedAt !== null) throw refuse("stage", PROJECT_MESSAGES.stageArchived);
  if (quoteExpired(project)) throw refuse("validUntil", PROJECT_MESSAGES.expiredCannotSend);
  assertSignable(doc.sections, "sections");
  const wanted = await resolveSigners(deps, principal, project, body);
  assertNoneRemoved(await loadSigners(db, project.tenantId, [doc.id]), wanted);
  const mspName = await loadMspName(db, project);

  let started = false;
  const box: { sent?: Sent } = {};
  for (let attempt = 1; !box.sent; attempt++) {
    try {
      const [fresh] = await db
        .select({ version: projects.version })
        .from(projects)
        .where(and(eq(projects.tenantId, project.tenantId), eq(projects.id, project.id)));
      await changeProject(deps, principal, project.id, fresh?.version ?? project.version, async (ctx) => {
        started = true;
        const result = await sendInTransaction(
          ctx.tx,
          principal,
          ctx.project,
          ctx.agg,
          doc,
          body.version,
          wanted,
        );
        box.sent = result.sent;
        return result.outcome;
      });
    } catch (err) {
      // The quote's version moved between the read and the lock (another change of the quote): read again.
      const quoteConflict = !started && err instanceof AppError && err.code === "conflict";
      if (!quoteConflict || attempt >= PROJECT_RETRIES) throw err;
    }
  }
  const done = box.sent;
  if (!done) throw new Error("the send's transaction answered nothing");
  for (const signer of done.signers) {
    await deps.mailer.send(
      mailOf(deps, project, documentType, mspName, signer, done.tokens.get(signer.id) ?? ""),
    );
  }
  return documentView(done.doc, done.signers, true);
}

export function mailOf(
  deps: Deps,
  project: ProjectRow,
  documentType: QuoteDocumentType,
  mspName: string,
  signer: SignerRow,
  token: string,
): Mail {
  return signRequestMail({
    to: signer.email,
    name: signer.name,
    party: signer.party,
    mspName,
    dealName: project.dealName,
    quoteNumber: project.quoteNumber,
    documentType,
    link: signLink(deps.config.publicUrl, project.id, documentType, token),
    receipt: {
      kind: "document-signer",
      tenantId: project.tenantId,
      projectId: project.id,
      documentId: signer.documentId,
      signerId: signer.id,
    },
  });
}

async function sendInTransaction(
  tx: Db,
  principal: Principal,
  project: ProjectRow,
  agg: ProjectAggregate,
  doc: DocumentRow,
  version: number,
  wanted: readonly WantedSigner[],
): Promise<{ outcome: ChangeOutcome; sent: Sent }> {
  const type = doc.documentType as QuoteDocumentType;
  const outcome: ChangeOutcome = {};
  const target = STAGE_OF[type];
  const from = project.stage as QuoteStage;
  const who = await displayNameOf(tx, principal);
  if (stageIndex(from) < stageIndex(target)) {
    // The rules of a move into the target stage, from the stage before it: the send may skip stages.
    const facts = { ...stageFactsOf(agg), needsApproval: await needsApproval(tx, agg) };
    const refusal = stageMoveRefusal(QUOTE_STAGES[stageIndex(target) - 1] as QuoteStage, target, facts);
    if (refusal) throw refuse("stage", refusal);
    outcome.projectFields = { stage: target };
    outcome.event = { type: "stage_changed", data: { from, to: target, documentType: type } };
    outcome.notice = {
      title: PROJECT_MESSAGES.stageChangedTitle(project.dealName),
      message: PROJECT_MESSAGES.stageChangedMessage(
        who,
        QUOTE_STAGE_LABELS[from],
        QUOTE_STAGE_LABELS[target],
      ),
    };
  }
  if (project.sharedAt === null) {
    // Sending reaches the customer: the quote is shared with its users as POST /projects/{id}/share does.
    outcome.projectFields = { ...outcome.projectFields, sharedAt: new Date(), sharedBy: principal.userId };
    if (outcome.event) await recordProjectEvent(tx, project, principal.userId, "shared", {});
    else outcome.event = { type: "shared" };
  }

  const now = new Date();
  const existing = await loadSigners(tx, doc.tenantId, [doc.id]);
  const tokens = new Map<string, string>();
  for (const [position, w] of wanted.entries()) {
    const { token, tokenHash } = newLinkToken();
    const fields = {
      name: w.name,
      email: w.email,
      role: w.role,
      position,
      tokenHash,
      status: "sent",
      sentAt: now,
    };
    const row = existing.find((e) => sameSigner(e, w));
    if (row) {
      await tx
        .update(documentSigners)
        .set({ ...fields, userId: w.userId, version: sql`${documentSigners.version} + 1` })
        .where(and(eq(documentSigners.tenantId, row.tenantId), eq(documentSigners.id, row.id)));
      tokens.set(row.id, token);
    } else {
      const id = uuidv7();
      await tx.insert(documentSigners).values({
        tenantId: doc.tenantId,
        id,
        documentId: doc.id,
        projectId: doc.projectId,
        party: w.party,
        userId: w.userId,
        ...fields,
      });
      tokens.set(id, token);
    }
  }
  const assembled = await assembleDocumentHtml({ db: tx }, doc.tenantId, doc.id);
  const hash = sha256Hex(assembled.html);
  const saved = await saveDocument(tx, doc, version, {
    status: "sent",
    sentAt: now,
    sentHtml: assembled.html,
    sentHeaderHtml: assembled.headerHtml,
    sentFooterHtml: assembled.footerHtml,
    signedHtmlHash: hash,
    sealStatus: "none",
    sealError: null,
  });
  const signers = await loadSigners(tx, doc.tenantId, [doc.id]);
  for (const s of signers) {
    await appendAudit(tx, {
      tenantId: doc.tenantId,
      documentId: doc.id,
      projectId: doc.projectId,
      type: "sent",
      signerId: s.id,
      actorUserId: principal.userId,
      actorName: who,
      actorEmail: principal.email,
      at: now,
      data: { to: s.email, party: s.party, documentHash: hash, resetCount: saved.resetCount },
    });
  }
  return { outcome, sent: { signers, tokens, doc: saved } };
}
