import { type Db, documentAuditLog, quoteDocuments, uuidv7 } from "@q2c/db";
import { AUDIT_EVENT_TYPES, type AuditEventType } from "@q2c/domain";
import { and, asc, desc, eq } from "drizzle-orm";
import { sha256Hex } from "./sign-tokens.ts";

/**
 * The append-only, hash-chained audit log of a document (issue #17 §4; docs/documents.md). Every entry
 * carries the SHA-256 of the previous one; the first chains to {@link GENESIS}. The table refuses updates
 * and deletes (migration 0011's trigger), so the chain is only ever extended here.
 */
export const GENESIS = "0".repeat(64);

export interface AuditEntryInput {
  tenantId: string;
  documentId: string;
  projectId: string;
  type: AuditEventType;
  signerId?: string | null;
  actorUserId?: string | null;
  actorName?: string;
  actorEmail?: string;
  ip?: string | null;
  userAgent?: string | null;
  data?: Record<string, unknown>;
  /** Defaults to now; a test's fake clock passes its own. */
  at?: Date;
}

export type AuditEntry = typeof documentAuditLog.$inferSelect;

/** The canonical text an entry's hash covers: its fields in a fixed order, then the previous hash. */
export function auditEntryText(entry: Omit<AuditEntry, "hash">): string {
  return JSON.stringify([
    entry.tenantId,
    entry.documentId,
    entry.projectId,
    entry.seq,
    entry.type,
    entry.signerId,
    entry.actorUserId,
    entry.actorName,
    entry.actorEmail,
    entry.ip,
    entry.userAgent,
    sortedJson(entry.data),
    entry.createdAt.toISOString(),
    entry.prevHash,
  ]);
}

const sortedJson = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortedJson((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
};

/**
 * Appends one entry. Locks the document's row first, so two appends to one document queue up and each
 * chains to the other; call it inside the transaction that makes the change it records.
 */
export async function appendAudit(tx: Db, input: AuditEntryInput): Promise<AuditEntry> {
  if (!AUDIT_EVENT_TYPES.includes(input.type)) throw new Error(`Unknown audit event ${input.type}`);
  await tx
    .select({ id: quoteDocuments.id })
    .from(quoteDocuments)
    .where(and(eq(quoteDocuments.tenantId, input.tenantId), eq(quoteDocuments.id, input.documentId)))
    .for("update");
  const [last] = await tx
    .select({ seq: documentAuditLog.seq, hash: documentAuditLog.hash })
    .from(documentAuditLog)
    .where(
      and(eq(documentAuditLog.tenantId, input.tenantId), eq(documentAuditLog.documentId, input.documentId)),
    )
    .orderBy(desc(documentAuditLog.seq))
    .limit(1);
  const entry: Omit<AuditEntry, "hash"> = {
    tenantId: input.tenantId,
    id: uuidv7(),
    documentId: input.documentId,
    projectId: input.projectId,
    seq: (last?.seq ?? 0) + 1,
    type: input.type,
    signerId: input.signerId ?? null,
    actorUserId: input.actorUserId ?? null,
    actorName: input.actorName ?? "",
    actorEmail: input.actorEmail ?? "",
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
    data: input.data ?? {},
    // Whole milliseconds, as the database keeps them, so a re-read entry hashes the same.
    createdAt: new Date(Math.floor((input.at ?? new Date()).getTime())),
    prevHash: last?.hash ?? GENESIS,
  };
  const row: AuditEntry = { ...entry, hash: sha256Hex(auditEntryText(entry)) };
  await tx.insert(documentAuditLog).values(row);
  return row;
}

/** A document's entries in order. */
export async function readAuditLog(db: Db, tenantId: string, documentId: string): Promise<AuditEntry[]> {
  return db
    .select()
    .from(documentAuditLog)
    .where(and(eq(documentAuditLog.tenantId, tenantId), eq(documentAuditLog.documentId, documentId)))
    .orderBy(asc(documentAuditLog.seq));
}

/** Whether every entry chains to the one before and hashes to what it carries; the first broken seq if not. */
export function verifyAuditChain(entries: readonly AuditEntry[]): { ok: true } | { ok: false; seq: number } {
  let prev = GENESIS;
  for (const entry of entries) {
    const { hash, ...rest } = entry;
    if (entry.prevHash !== prev || sha256Hex(auditEntryText(rest)) !== hash)
      return { ok: false, seq: entry.seq };
    prev = hash;
  }
  return { ok: true };
}
