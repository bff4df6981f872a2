import { type Db, projectLines, projects, quoteDocuments } from "@q2c/db";
import {
  AppError,
  acceptRefusal,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
  PROJECT_MESSAGES,
  priceProject,
  type QuoteStage,
} from "@q2c/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "../../deps.ts";
import { appendAudit } from "../../documents/audit-log.ts";
import { queueOrderAtAcceptance } from "../../jobs/order-at-acceptance.ts";
import { enqueueSeal } from "../../jobs/seal-document.ts";
import { type OrderAtAcceptance, orderWantedAtAcceptance } from "../orders/order-at-acceptance.ts";
import {
  deliverNotices,
  insertNotifications,
  type Notice,
  noticeRecipients,
  type Recipient,
} from "../project-collab/member-notices.ts";
import {
  lineCountOf,
  loadAggregate,
  type ProjectAggregate,
  pricingProjectOf,
} from "../project-core/aggregate.ts";
import { recordProjectEvent } from "../project-core/change-project.ts";
import { publishProjectChange } from "../project-core/project-live.ts";
import type { ProjectRow } from "../project-core/project-scope.ts";
import { quoteTotalsOf } from "../project-core/project-view.ts";
import { stageFactsOf } from "../projects/get-phases.ts";
import { requestSeal } from "./request-seal.ts";
import type { ChoiceModel, Chosen } from "./signing-choices.ts";
import type { DocumentRow, SignerRow } from "./signing-context.ts";

/** No user: stands in for "except nobody" where a recipient list excludes the one who acted. */
const NOBODY = "00000000-0000-0000-0000-000000000000";

/**
 * Why the quote may not be signed now, or null. The signature is the customer's acceptance, so the rules
 * of "Mark as accepted" hold (stages.ts acceptRefusal: not archived, not declined, sent as a proposal
 * first), except that a quote already accepted (by hand meanwhile) still takes the signatures. Guardrail
 * approval was the sender's business before the document went out.
 */
export function signingRefusal(agg: ProjectAggregate): string | null {
  const refusal = acceptRefusal(agg.project.stage as QuoteStage, {
    ...stageFactsOf(agg),
    needsApproval: false,
  });
  return refusal === PROJECT_MESSAGES.alreadyAccepted ? null : refusal;
}

export const refuseSigning = (agg: ProjectAggregate): void => {
  const refusal = signingRefusal(agg);
  if (refusal) {
    throw new AppError("conflict", {
      message: DOCUMENT_MESSAGES.quoteNotSignable,
      fields: { quote: DOCUMENT_MESSAGES.quoteNotSignable },
      details: { reason: refusal },
    });
  }
};

export interface Completion {
  /** The signed document, whose seal is queued after the commit. */
  document: { tenantId: string; id: string };
  project: ProjectRow;
  version: number;
  eventType: "accepted" | "updated";
  told: Recipient[];
  notice: Omit<Notice, "project">;
  /** The order to make once the quote is accepted (docs/orders.md "Made at acceptance"), queued after the commit. */
  order: OrderAtAcceptance | null;
}

/**
 * The last signature (issue #17 §3), in its transaction: the document is signed and waits for its seal,
 * the quote moves to acceptance (unless it is there already) with the customer's choices as its lines'
 * `chosen`, repriced by the builder's engine, its version bumped; the feed records the acceptance and the
 * MSP's watchers are told; when the MSP has the order plan and the quote no order, an order is wanted. The
 * quote's row is locked first, so a concurrent edit of the quote queues behind this and then meets a new
 * version (409).
 */
export async function completeSigning(
  tx: Db,
  input: {
    document: DocumentRow;
    agg: ProjectAggregate;
    model: ChoiceModel;
    chosen: Chosen;
    signer: SignerRow;
    documentHash: string;
    now: Date;
    /** The platform owner's account (its own quotes pass the order plan's check). */
    platformId: string;
  },
): Promise<Completion> {
  const { document, model, chosen, signer, now } = input;
  const [locked] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, document.tenantId), eq(projects.id, document.projectId)))
    .for("update");
  if (!locked) throw new AppError("document_reset");
  const project: ProjectRow = locked;
  // Checked again on the locked row: the quote may have been declined or archived since it was read.
  refuseSigning({ ...input.agg, project });
  const from = project.stage as QuoteStage;
  const accepting = from !== "acceptance" && from !== "completed";

  const lines = [...model.optional.map((o) => o.line), ...model.groups.flatMap((g) => g.lines)];
  const turnOn = lines.filter((l) => chosen.get(l.id) === true && !l.chosen).map((l) => l.id);
  const turnOff = lines.filter((l) => chosen.get(l.id) === false && l.chosen).map((l) => l.id);
  const lineKey = (ids: string[]) =>
    and(
      eq(projectLines.tenantId, project.tenantId),
      eq(projectLines.projectId, project.id),
      inArray(projectLines.id, ids),
    );
  if (turnOn.length) await tx.update(projectLines).set({ chosen: true }).where(lineKey(turnOn));
  if (turnOff.length) await tx.update(projectLines).set({ chosen: false }).where(lineKey(turnOff));

  const stageFields = accepting ? { stage: "acceptance", acceptedAt: now } : {};
  const after = await loadAggregate(tx, { ...project, ...stageFields });
  const totals = quoteTotalsOf(priceProject(pricingProjectOf(after)));
  const version = project.version + 1;
  await tx
    .update(projects)
    .set({
      ...stageFields,
      totals: totals as unknown as Record<string, unknown>,
      lineCount: lineCountOf(after),
      version,
      updatedAt: sql`now()`,
    })
    .where(and(eq(projects.tenantId, project.tenantId), eq(projects.id, project.id)));

  const label = DOCUMENT_TYPE_LABELS[document.documentType as DocumentType];
  const eventType = accepting ? "accepted" : "updated";
  await recordProjectEvent(tx, project, signer.userId, eventType, {
    from,
    by: "signature",
    documentType: document.documentType,
    chosenLinesChanged: turnOn.length + turnOff.length,
  });

  await tx
    .update(quoteDocuments)
    .set({ status: "signed", updatedAt: now, version: sql`${quoteDocuments.version} + 1` })
    .where(and(eq(quoteDocuments.tenantId, document.tenantId), eq(quoteDocuments.id, document.id)));
  await requestSeal(tx, { tenantId: document.tenantId, documentId: document.id });
  await appendAudit(tx, {
    tenantId: document.tenantId,
    documentId: document.id,
    projectId: document.projectId,
    type: "completed",
    data: { documentHash: input.documentHash, quoteStage: accepting ? "acceptance" : from },
    at: now,
  });

  const notice = {
    title: PROJECT_MESSAGES.stageChangedTitle(project.dealName),
    message: accepting
      ? `${signer.name} signed the ${label.toLowerCase()}, the last signature: the quote moved to Acceptance with the customer's choices.`
      : `${signer.name} signed the ${label.toLowerCase()}, the last signature.`,
  };
  // The watchers who work for the quote's MSP, as for every stage change.
  const told = await noticeRecipients(tx, project, [], {
    watchersFrom: [project.tenantId],
    exceptUserId: signer.userId ?? NOBODY,
  });
  await insertNotifications(tx, told, { ...notice, project });
  // The customer's signature makes the order (when wanted); its creator is nobody of the MSP's.
  const order = accepting ? await orderWantedAtAcceptance(tx, project, null, input.platformId) : null;
  return {
    document: { tenantId: input.document.tenantId, id: input.document.id },
    project,
    version,
    eventType,
    told,
    notice,
    order,
  };
}

/**
 * After the commit: the seal job is queued (it must see every signature, so never inside the
 * transaction), and the order's job when the quote wants one; live viewers of the quote refetch, and the
 * watchers get their mail.
 */
export async function afterCompletion(deps: Deps, completion: Completion): Promise<void> {
  await enqueueSeal(deps, { tenantId: completion.document.tenantId, documentId: completion.document.id });
  await queueOrderAtAcceptance(deps, completion.order);
  publishProjectChange(deps, completion.project.id, {
    version: completion.version,
    type: completion.eventType,
  });
  await deliverNotices(deps, completion.told, { ...completion.notice, project: completion.project });
}
