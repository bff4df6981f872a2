import { quoteDocuments } from "@q2c/db";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../deps.ts";
import { tenantJobDeps } from "../documents/pdf/document-pdfs.ts";
import { enqueueSeal } from "./seal-document.ts";

/**
 * At start-up (research §1: Documenso's documents stuck "pending" for good): a document every signer has
 * signed that is neither sealed nor failed, e.g. its process died between the last signature and queueing
 * the seal, is queued again. One already queued stays one (the seal queue is stately); one being sealed
 * by another process gets a second job that finds it sealed. Runs on the system handle, across tenants,
 * before any request; each seal then runs on its tenant's handle.
 */
export async function sweepUnsealedDocuments(app: AppDeps, log: FastifyBaseLogger): Promise<number> {
  const waiting = await app.database.db
    .select({ tenantId: quoteDocuments.tenantId, id: quoteDocuments.id })
    .from(quoteDocuments)
    .where(and(eq(quoteDocuments.status, "signed"), inArray(quoteDocuments.sealStatus, ["none", "pending"])));
  for (const doc of waiting) {
    await enqueueSeal(tenantJobDeps(app, doc.tenantId), { tenantId: doc.tenantId, documentId: doc.id });
  }
  if (waiting.length > 0)
    log.warn({ documents: waiting.length }, "signed documents without a seal queued again");
  return waiting.length;
}
