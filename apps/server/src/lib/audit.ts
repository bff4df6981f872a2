import { auditEvents, type Db, uuidv7 } from "@q2c/db";

export interface AuditEvent {
  /** The tenant of the row the event concerns. */
  tenantId: string;
  type: string;
  subjectId: string;
  /** Who did it; null for flows without a signed-in actor (reset, register). */
  actorUserId?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Records who did what, in the same transaction as the change (STYLE.md habit 6): roles, activation,
 * deletions, entitlements, accounts, and security changes (MFA, password reset, invitations).
 */
export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    tenantId: event.tenantId,
    id: uuidv7(),
    actorUserId: event.actorUserId ?? null,
    type: event.type,
    subjectId: event.subjectId,
    data: event.data ?? {},
  });
}
